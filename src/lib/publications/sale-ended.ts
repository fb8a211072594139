// Whether a sales action is over: its last day (ends_on, YYYY-MM-DD) is before today. Today is the UTC date, as
// the server's lists use, so the page and the lists agree on which actions are current.

export function saleEnded(endsOn: string | null, now: Date = new Date()): boolean {
  return endsOn !== null && endsOn < now.toISOString().slice(0, 10)
}
