// Writes generated images under the media directory and hands back their public '/media/...' URLs.
// Writes are synchronous on purpose: background writes (fs/promises) during the load made PGlite's
// Node file system fail ("could not create file ...: File exists"), and were not faster.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
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
  write(relative: string, content: string | Uint8Array | (() => string)): string {
    if (!this.written.has(relative)) {
      const file = path.join(this.root, relative)
      const dir = path.dirname(file)
      if (!this.dirs.has(dir)) {
        mkdirSync(dir, { recursive: true })
        this.dirs.add(dir)
      }
      writeFileSync(file, typeof content === 'function' ? content() : content)
      this.written.add(relative)
    }
    return `/media/${relative}`
  }
}

/** Folders and files under the media directory that belong to the demo data set. */
export const SEED_MEDIA = [
  'products',
  'brands',
  'categories',
  'slides',
  'features',
  'about',
  'info',
  'sales',
  'team',
  'partners',
  'managers',
  'documents',
  'forms',
  'logo.svg',
  'noimage.svg',
]

/** Removes the demo data set's pictures (before seeding again), leaving anything else in the directory. */
export function clearSeedMedia(root: string): void {
  for (const entry of SEED_MEDIA) rmSync(path.join(root, entry), { recursive: true, force: true })
}
