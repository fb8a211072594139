// Product images of one PDF: each distinct picture is rasterised once, embedded once and then referenced by
// every row that shows it, so catalogues whose products share pictures stay small. Only the thumbnails of
// the batch being drawn are held as bytes; an embedded image keeps just its PDF reference.
import path from 'node:path'
import { cachedJpegThumbnail, mediaFile } from './thumbnails'

/** pdfkit's opened image (typed loosely by @types/pdfkit); `image()` accepts it in place of bytes. */
type OpenedImage = { width: number; height: number }
type ImageDoc = PDFKit.PDFDocument & { openImage(src: Buffer): OpenedImage }

/** Under the media directory, beside the pictures the thumbnails are made from. */
const THUMBNAIL_CACHE = 'cache/pdf-thumbnails'

/** Thumbnails rasterised at once: sharp renders on its own threads, more only queue up on 2 cores. */
const CONCURRENCY = 4

export class PdfImages {
  private readonly opened = new Map<string, OpenedImage | null>()

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly mediaDir: string,
    /** Longest side of a thumbnail, in pixels. */
    private readonly size: number,
  ) {}

  /** Rasterises the images of `urls` not seen before; call before drawing a batch of rows. */
  async load(urls: (string | null)[]): Promise<void> {
    const fresh = [...new Set(urls.filter((url): url is string => url !== null && !this.opened.has(url)))]
    for (let start = 0; start < fresh.length; start += CONCURRENCY) {
      const slice = fresh.slice(start, start + CONCURRENCY)
      const thumbnails = await Promise.all(slice.map((url) => this.thumbnail(url)))
      slice.forEach((url, i) => {
        const bytes = thumbnails[i]
        this.opened.set(url, bytes ? (this.doc as ImageDoc).openImage(bytes) : null)
      })
    }
  }

  /** Draws the image of `url` fitted into a square box; false when there is none to draw. */
  draw(url: string | null, x: number, y: number, box: number): boolean {
    const image = url === null ? undefined : this.opened.get(url)
    if (!image) return false
    this.doc.image(image as unknown as Buffer, x, y, { fit: [box, box], align: 'center', valign: 'center' })
    return true
  }

  private async thumbnail(url: string): Promise<Buffer | null> {
    const file = mediaFile(this.mediaDir, url)
    return file ? cachedJpegThumbnail(file, this.size, path.join(this.mediaDir, THUMBNAIL_CACHE)) : null
  }
}
