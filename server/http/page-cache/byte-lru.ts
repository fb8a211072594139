// A map bounded by the bytes its values hold: the least recently used entries go first when a new one needs room.
// A value larger than a quarter of the bound is not kept (it would push out most of the rest).

export class ByteLru<V extends { bytes: number }> {
  private readonly entries = new Map<string, V>()
  private held = 0

  constructor(readonly maxBytes: number) {}

  get size(): number {
    return this.entries.size
  }

  get bytes(): number {
    return this.held
  }

  get(key: string): V | undefined {
    const value = this.entries.get(key)
    if (value === undefined) return undefined
    // A Map iterates in insertion order: re-inserting makes this the most recently used.
    this.entries.delete(key)
    this.entries.set(key, value)
    return value
  }

  set(key: string, value: V): boolean {
    this.delete(key)
    if (value.bytes > this.maxBytes / 4) return false
    while (this.held + value.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next()
      if (oldest.done) break
      this.delete(oldest.value)
    }
    this.entries.set(key, value)
    this.held += value.bytes
    return true
  }

  delete(key: string): void {
    const value = this.entries.get(key)
    if (value === undefined) return
    this.entries.delete(key)
    this.held -= value.bytes
  }

  clear(): void {
    this.entries.clear()
    this.held = 0
  }
}
