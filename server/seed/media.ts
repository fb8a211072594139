// Writes generated images under the media directory and hands back their public '/media/...' URLs.
// Files are written in the background (libuv thread pool) while the database load keeps the main thread
// busy; `flush()` waits for all of them and reports the first failure.
import { mkdirSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'

export class MediaWriter {
  private readonly dirs = new Set<string>()
  private readonly written = new Set<string>()
  private pending: Promise<void>[] = []
  private failure: unknown = null

  constructor(private readonly root: string) {}

  /** Number of files written (or being written) so far. */
  get count(): number {
    return this.written.size
  }

  /** Writes `content` at `relative` (e.g. 'products/x-1.svg') once and returns '/media/products/x-1.svg'. */
  write(relative: string, content: string | (() => string)): string {
    if (!this.written.has(relative)) {
      const file = path.join(this.root, relative)
      const dir = path.dirname(file)
      if (!this.dirs.has(dir)) {
        mkdirSync(dir, { recursive: true })
        this.dirs.add(dir)
      }
      const data = typeof content === 'string' ? content : content()
      this.pending.push(writeFile(file, data).catch((error: unknown) => {
        this.failure ??= error
      }))
      if (this.pending.length >= 5000) void this.settle()
      this.written.add(relative)
    }
    return `/media/${relative}`
  }

  /** Waits until every file is on disk. */
  async flush(): Promise<void> {
    await this.settle()
    if (this.failure) throw this.failure
  }

  private async settle(): Promise<void> {
    const batch = this.pending
    this.pending = []
    await Promise.all(batch)
  }
}
