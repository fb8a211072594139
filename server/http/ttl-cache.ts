// In-process memo with a time limit: answers shared by every visitor (settings, the category tree) are
// computed once per instance and refreshed after `ttlMs`, so several app instances converge quickly.
export class TtlCache {
  private readonly entries = new Map<string, { expires: number; value: Promise<unknown> }>()

  constructor(private readonly ttlMs: number) {}

  get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const now = Date.now()
    const hit = this.entries.get(key)
    if (hit && hit.expires > now) return hit.value as Promise<T>
    const value = compute()
    this.entries.set(key, { expires: now + this.ttlMs, value })
    value.catch(() => this.entries.delete(key))
    return value
  }

  clear(): void {
    this.entries.clear()
  }
}
