// A page as the cache keeps it: its HTML once, compressed once with brotli and gzip at their best (it is served
// many times), its headers with the hash policy in place of the nonce one, and one weak ETag for all three bodies
// (the same page in different codings).
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Coding } from '../negotiation'

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/** Headers of the rendered page that do not travel with a stored copy. */
const NOT_STORED = new Set([
  'content-length',
  'content-encoding',
  'content-security-policy',
  'date',
  'etag',
  'set-cookie',
])

/** What a stored entry costs beyond its bodies (headers, key, bookkeeping), roughly. */
const OVERHEAD_BYTES = 2_048

export type StoredPage = {
  etag: string
  headers: [string, string][]
  bodies: Record<Coding, Buffer>
  bytes: number
}

export async function storedPage(html: string, rendered: Headers, policy: string): Promise<StoredPage> {
  const identity = Buffer.from(html)
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipped(identity, { level: constants.Z_BEST_COMPRESSION }),
  ])
  const headers = [...rendered].filter(([name]) => !NOT_STORED.has(name.toLowerCase()))
  headers.push(['content-security-policy', policy])
  const etag = `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`
  return {
    etag,
    headers,
    bodies: { identity, br, gzip: gz },
    bytes: identity.length + br.length + gz.length + OVERHEAD_BYTES,
  }
}
