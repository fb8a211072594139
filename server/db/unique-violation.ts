// Recognises PostgreSQL's unique_violation however the driver wraps it (drizzle puts the driver error in `cause`).
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
