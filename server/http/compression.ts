// Every text answer of the app goes out compressed when the visitor accepts it: brotli first, gzip otherwise, as a
// stream (a streamed page keeps streaming: each chunk is flushed through), at a level cheap enough for answers
// made per request. Pictures, PDFs, spreadsheets and archives are compressed already; bodies under a kilobyte
// gain nothing. The guest page cache answers with its own precompressed bodies, which pass through untouched.
import { Duplex } from 'node:stream'
import { constants, createBrotliCompress, createGzip } from 'node:zlib'
import { preferredCoding } from './negotiation'

export const MIN_COMPRESSED_BYTES = 1_024

/** Brotli 4 and gzip 5: most of the gain of the highest levels for a fraction of their time. */
const DYNAMIC_BROTLI_QUALITY = 4
const DYNAMIC_GZIP_LEVEL = 5

const COMPRESSIBLE = /^(text\/|application\/([\w.+-]+\+)?(json|xml|javascript|manifest\+json)\b|image\/svg\+xml)/i

/** A zlib stream as a web transform (Node's stream/web types and the DOM's differ only in name). */
const webTransform = (stream: Duplex) => Duplex.toWeb(stream) as unknown as ReadableWritablePair<Uint8Array, Uint8Array>

function compressor(coding: 'br' | 'gzip'): Duplex {
  return coding === 'br'
    ? createBrotliCompress({
        flush: constants.BROTLI_OPERATION_FLUSH,
        params: {
          [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      })
    : createGzip({ level: DYNAMIC_GZIP_LEVEL, flush: constants.Z_SYNC_FLUSH })
}

const mayCompress = (response: Response) =>
  response.body !== null &&
  ![204, 206, 304].includes(response.status) &&
  !response.headers.has('content-encoding') &&
  !/\bno-transform\b/i.test(response.headers.get('cache-control') ?? '') &&
  COMPRESSIBLE.test(response.headers.get('content-type') ?? '')

/** The first chunks of `body` until it holds `enough` bytes or ends, and the rest of it as one stream again. */
async function peek(body: ReadableStream<Uint8Array>, enough: number) {
  const reader = body.getReader()
  const head: Uint8Array[] = []
  let bytes = 0
  let ended = false
  while (bytes < enough) {
    const next = await reader.read()
    if (next.done) {
      ended = true
      break
    }
    head.push(next.value)
    bytes += next.value.byteLength
  }
  const whole = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of head) controller.enqueue(chunk)
      if (ended) controller.close()
    },
    async pull(controller) {
      const next = await reader.read()
      if (next.done) controller.close()
      else controller.enqueue(next.value)
    },
    cancel: (reason) => reader.cancel(reason),
  })
  return { ended, bytes, whole }
}

/** `response` compressed for `request` when it is text the visitor accepts compressed; otherwise as it was. */
export async function compressed(request: Request, response: Response): Promise<Response> {
  if (!mayCompress(response)) return response
  const headers = new Headers(response.headers)
  headers.append('Vary', 'Accept-Encoding')
  const coding = preferredCoding(request.headers.get('accept-encoding'))
  const length = Number(response.headers.get('content-length') ?? NaN)
  const init = { status: response.status, statusText: response.statusText, headers }
  if (coding === 'identity' || length < MIN_COMPRESSED_BYTES) return new Response(response.body, init)
  const { ended, bytes, whole } = await peek(response.body!, MIN_COMPRESSED_BYTES)
  if (ended && bytes < MIN_COMPRESSED_BYTES) return new Response(whole, init)
  headers.set('Content-Encoding', coding)
  headers.delete('Content-Length')
  // One representation per coding: a strong validator of the identity body becomes a weak one.
  const etag = headers.get('etag')
  if (etag?.startsWith('"')) headers.set('ETag', `W/${etag}`)
  return new Response(whole.pipeThrough(webTransform(compressor(coding))), init)
}
