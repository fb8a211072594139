// In-process memo with a time limit: answers shared by every visitor (settings, the category tree, searches)
// are computed once per instance and refreshed after `ttlMs`, so several app instances converge quickly. Keys
// made from visitors' input (search queries) are endless, so the least recently used entries beyond
// `maxEntries` are dropped.
export class TtlCache {
  private readonly entries = new Map<string, { expires: number; value: Promise<unknown> }>()

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
  ) {}

  get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const now = Date.now()
    const hit = this.entries.get(key)
    this.entries.delete(key)
    if (hit && hit.expires > now) {
      this.entries.set(key, hit)
      return hit.value as Promise<T>
    }
    const value = compute()
    const entry = { expires: now + this.ttlMs, value }
    this.entries.set(key, entry)
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key)
    })
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break
      this.entries.delete(oldest)
    }
    return value
  }

  get size(): number {
    return this.entries.size
  }

  clear(): void {
    this.entries.clear()
  }
}
