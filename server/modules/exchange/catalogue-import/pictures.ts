// Product pictures from 1C's import_files/: each becomes a WebP within the square the storefront shows products in
// (src/components/ui/product-image.tsx, 600 px), on white. Files are named by a hash of the source bytes and the
// rendition, so a re-import finds them already there and writes nothing; a missing or unreadable picture is counted
// and left out, never failing the file.
import { createHash, randomUUID } from 'node:crypto'
import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'

/** The storefront's product image size (PRODUCT_IMAGE_SIZE in src/components/ui/product-image.tsx). */
export const PRODUCT_PICTURE_SIZE = 600

/** Names the way pictures are converted: change it with the conversion so old files are not reused. */
const RENDITION = `webp-inside-white-${PRODUCT_PICTURE_SIZE}-q82`

export type PictureCounts = { converted: number; reused: number; missing: number }

export class PictureConverter {
  readonly counts: PictureCounts = { converted: 0, reused: 0, missing: 0 }
  private readonly known = new Map<string, string | null>()
  private readonly root: string

  constructor(
    filesDir: string,
    private readonly mediaDir: string,
  ) {
    this.root = path.resolve(filesDir)
  }

  /** The '/media/…' URL of the picture at `relative` (e.g. 'import_files/ab/abcd.jpg'), or null. */
  async convert(relative: string): Promise<string | null> {
    const known = this.known.get(relative)
    if (known !== undefined) return known
    const url = await this.convertFile(relative)
    if (url === null) this.counts.missing += 1
    this.known.set(relative, url)
    return url
  }

  private async convertFile(relative: string): Promise<string | null> {
    // 1C on Windows may write the path with backslashes.
    const file = path.resolve(this.root, relative.replace(/\\/g, '/'))
    if (!file.startsWith(this.root + path.sep)) return null
    const source = await readFile(file).catch(() => null)
    if (!source) return null
    const hash = createHash('sha256').update(RENDITION).update('\0').update(source).digest('hex').slice(0, 32)
    const name = `products/1c/${hash.slice(0, 2)}/${hash}.webp`
    const target = path.join(this.mediaDir, name)
    if (
      await access(target).then(
        () => true,
        () => false,
      )
    ) {
      this.counts.reused += 1
      return `/media/${name}`
    }
    const webp = await sharp(source)
      .rotate()
      .resize(PRODUCT_PICTURE_SIZE, PRODUCT_PICTURE_SIZE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .webp({ quality: 82 })
      .toBuffer()
      .catch(() => null)
    if (!webp) return null
    // Written aside and renamed, so a reader never sees half a file.
    await mkdir(path.dirname(target), { recursive: true })
    const partial = `${target}.${randomUUID()}.tmp`
    await writeFile(partial, webp)
    await rename(partial, target)
    this.counts.converted += 1
    return `/media/${name}`
  }
}
