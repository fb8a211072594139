// Streams a PDF while it is being written: pdfkit emits each object as soon as it is complete, and the
// writer waits whenever the reader falls behind, so a large document never sits in memory whole.
import PDFDocument from 'pdfkit'
import { FONT_REGULAR } from './fonts'

/** Bytes queued for a slow reader before the writer pauses. */
const QUEUE_BYTES = 512 * 1024

export type PdfWriter = {
  doc: PDFKit.PDFDocument
  /** Resolves once the reader has room for more; false when the reader went away (stop writing). */
  ready: () => Promise<boolean>
}

export type PdfInfo = { title: string; author: string; lang: string }

/**
 * Starts a document and returns the stream a response can carry. `write` draws the content; the document is
 * ended when it resolves. An error after the first byte can only abort the stream (the status is already sent).
 */
export function streamPdf(info: PdfInfo, write: (writer: PdfWriter) => Promise<void>): ReadableStream<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    font: FONT_REGULAR,
    lang: info.lang,
    displayTitle: true,
    info: { Title: info.title, Author: info.author },
  })
  let cancelled = false
  let wake: (() => void) | null = null
  const release = () => {
    wake?.()
    wake = null
  }

  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        doc.on('data', (chunk: Buffer) => {
          if (!cancelled) controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength))
        })
        doc.on('end', () => controller.close())
        const ready = async () => {
          while (!cancelled && (controller.desiredSize ?? 0) <= 0)
            await new Promise<void>((resolve) => (wake = resolve))
          return !cancelled
        }
        write({ doc, ready })
          .then(() => {
            if (!cancelled) doc.end()
          })
          .catch((error: unknown) => {
            console.error('[pdf] generation failed', error)
            if (!cancelled) controller.error(error)
          })
      },
      pull: release,
      cancel() {
        cancelled = true
        release()
      },
    },
    { highWaterMark: QUEUE_BYTES, size: (chunk) => chunk.byteLength },
  )
}
