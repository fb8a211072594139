// Small JPEG thumbnails of media images (SVG, PNG, JPEG, WebP) for embedding in PDFs: pdfkit embeds JPEG
// as is, the cheapest image kind for it, and a flattened white background suits product photos.
// Rasterising is the slow part of a catalogue PDF (a few ms per SVG), so thumbnails are kept on disk,
// keyed by the source file's path, size and modification time: a changed picture gets a new thumbnail.
import { createHash, randomUUID } from 'node:crypto'
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'

/** The file behind a '/media/...' URL, or null for other URLs and paths that leave the media directory. */
export function mediaFile(mediaDir: string, url: string | null): string | null {
  if (!url?.startsWith('/media/')) return null
  let relative: string
  try {
    relative = decodeURIComponent(url.slice('/media/'.length))
  } catch {
    return null
  }
  const root = path.resolve(mediaDir)
  const file = path.resolve(root, relative)
  return file.startsWith(root + path.sep) ? file : null
}

/** Names the way thumbnails are made: change it with `jpegThumbnail` so old cached files are not reused. */
const RENDITION = 'jpeg-inside-white-q80'

/** A JPEG of the image within `size`×`size` pixels, on white; null when the file is missing or unreadable. */
export async function jpegThumbnail(file: string, size: number): Promise<Buffer | null> {
  try {
    return await sharp(file)
      .resize(size, size, { fit: 'inside' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80 })
      .toBuffer()
  } catch {
    return null
  }
}

/** `jpegThumbnail` through a cache directory; a cache that cannot be written only costs speed. */
export async function cachedJpegThumbnail(file: string, size: number, cacheDir: string): Promise<Buffer | null> {
  const source = await stat(file).catch(() => null)
  if (!source?.isFile()) return null
  const key = createHash('sha256').update([RENDITION, file, source.size, source.mtimeMs, size].join('\0')).digest('hex')
  const cached = path.join(cacheDir, key.slice(0, 2), `${key}.jpg`)
  const hit = await readFile(cached).catch(() => null)
  if (hit) return hit
  const bytes = await jpegThumbnail(file, size)
  if (bytes) {
    // Written aside and renamed, so a concurrent reader never sees half a file.
    const partial = `${cached}.${randomUUID()}.tmp`
    await mkdir(path.dirname(cached), { recursive: true })
      .then(() => writeFile(partial, bytes))
      .then(() => rename(partial, cached))
      .catch(() => {})
  }
  return bytes
}
