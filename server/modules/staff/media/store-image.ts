// A picture uploaded by staff: recognised by its content (never its name or declared type), turned upright,
// stripped of its metadata and converted to WebP at the size its purpose takes. Files are named by a hash of the
// source and the rendition, so the same upload twice writes one file.
import { createHash, randomUUID } from 'node:crypto'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { IMAGE_PURPOSES, type ImagePurpose, type UploadedImage } from '../../../../contract/staff/media'

/** Formats sharp decodes that people upload; SVG is refused (it can carry scripts). */
const PICTURE_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'gif', 'tiff', 'heif'])

/** Larger pictures are refused before decoding (a decompression bomb). */
const MAX_PIXELS = 60_000_000

export class NotAPicture extends Error {}

export async function storeImage(mediaDir: string, source: Buffer, purpose: ImagePurpose): Promise<UploadedImage> {
  const format = await sharp(source, { limitInputPixels: MAX_PIXELS })
    .metadata()
    .then(
      (metadata) => metadata.format,
      () => null,
    )
  if (!format || !PICTURE_FORMATS.has(format)) throw new NotAPicture()
  const rendition = IMAGE_PURPOSES[purpose]
  const key = `${purpose}-${rendition.width}x${rendition.height}-${rendition.fit}-q82`
  const hash = createHash('sha256').update(key).update('\0').update(source).digest('hex').slice(0, 32)
  const { data, info } = await sharp(source, { limitInputPixels: MAX_PIXELS, animated: false })
    .rotate()
    .resize(rendition.width, rendition.height, { fit: rendition.fit, withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw new NotAPicture()
    })
  const name = `uploads/${purpose}/${hash}.webp`
  const target = path.join(mediaDir, name)
  await mkdir(path.dirname(target), { recursive: true })
  // Written aside and renamed, so a reader never sees half a file.
  const partial = `${target}.${randomUUID()}.part`
  await writeFile(partial, data)
  await rename(partial, target)
  return { url: `/media/${name}`, width: info.width, height: info.height }
}
