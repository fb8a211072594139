// In-process memo with a time limit: answers shared by every visitor (settings, the category tree, searches,
// listings' facets and pages) are computed once per instance and refreshed after `ttlMs`, so several app
// instances converge quickly; the change signal drops them all at once (server/changes/shared-caches.ts). Keys
// made from visitors' input (search queries, filters) are endless, so the least recently used entries go
// beyond `maxEntries`, or beyond `maxBytes` counting the entries stored with their size.
type Entry = { expires: number; value: Promise<unknown>; bytes: number }

/** What a kept value weighs, near enough: its JSON's length in UTF-16 units. */
export const jsonBytes = (value: unknown): number => JSON.stringify(value).length * 2

export class TtlCache {
  private readonly entries = new Map<string, Entry>()
  private held = 0

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
    private readonly maxBytes = 32 * 1024 * 1024,
  ) {}

  /** The kept answer of `key`, or `compute`'s; `bytesOf` weighs it once it resolves, against `maxBytes`. */
  get<T>(key: string, compute: () => Promise<T>, bytesOf?: (value: T) => number): Promise<T> {
    const now = Date.now()
    const hit = this.entries.get(key)
    if (hit) this.remove(key, hit)
    if (hit && hit.expires > now) {
      this.add(key, hit)
      return hit.value as Promise<T>
    }
    const value = compute()
    const entry: Entry = { expires: now + this.ttlMs, value, bytes: 0 }
    this.add(key, entry)
    value.then(
      (resolved) => {
        if (!bytesOf || this.entries.get(key) !== entry) return
        this.remove(key, entry)
        entry.bytes = bytesOf(resolved)
        this.add(key, entry)
      },
      () => {
        if (this.entries.get(key) === entry) this.remove(key, entry)
      },
    )
    return value
  }

  private add(key: string, entry: Entry): void {
    this.entries.set(key, entry)
    this.held += entry.bytes
    for (const [oldest, kept] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.held <= this.maxBytes) break
      this.remove(oldest, kept)
    }
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key)
    this.held -= entry.bytes
  }

  get size(): number {
    return this.entries.size
  }

  /** The bytes of the entries stored with their size. */
  get bytes(): number {
    return this.held
  }

  clear(): void {
    this.entries.clear()
    this.held = 0
  }
}
