// The route progress bar's times (SPEC 9), apart from its machine so that the bar's styles can read them without
// loading the machine (decision 031).
export const PROGRESS_THROTTLE_MS = 200
export const PROGRESS_DURATION_MS = 5000
export const PROGRESS_FINISH_MS = 300
