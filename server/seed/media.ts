// Writes generated images under the media directory and hands back their public '/media/...' URLs.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export class MediaWriter {
  private readonly dirs = new Set<string>()
  private readonly written = new Set<string>()

  constructor(private readonly root: string) {}

  /** Number of files written so far. */
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
      writeFileSync(file, typeof content === 'string' ? content : content())
      this.written.add(relative)
    }
    return `/media/${relative}`
  }

  has(relative: string): boolean {
    return this.written.has(relative)
  }
}
