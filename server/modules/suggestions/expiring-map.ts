// A small memo for provider answers: entries expire after `ttlMs`, and the oldest go first beyond `maxEntries`,
// so a stream of distinct public queries cannot grow it without bound. Failed lookups are not kept.
export class ExpiringMap<T> {
  private readonly entries = new Map<string, { expires: number; value: Promise<T> }>()

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string, compute: () => Promise<T>): Promise<T> {
    const now = Date.now()
    const hit = this.entries.get(key)
    if (hit && hit.expires > now) return hit.value
    this.entries.delete(key)
    const value = compute()
    this.entries.set(key, { expires: now + this.ttlMs, value })
    value.catch(() => this.entries.delete(key))
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value
      if (oldest === undefined) break
      this.entries.delete(oldest)
    }
    return value
  }
}
