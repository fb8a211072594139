// Serves uploaded and generated files (DATA_DIR/media) under /media/.
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.pdf': 'application/pdf',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}

/** Pictures from 1C and staff uploads are named by a hash of their content (exchange/catalogue-import/pictures.ts,
 * staff/media/store-image.ts): such a name never holds other bytes, so browsers may keep it for good. Anything else
 * (the demo data's pictures, documents) may be replaced under its name. */
const CONTENT_NAMED = /(^|\/)[0-9a-f]{32}\.\w+$/

export async function serveMedia(request: Request, mediaDir: string): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD' } })
  let relative: string
  try {
    relative = decodeURIComponent(new URL(request.url).pathname.replace(/^\/media\//, ''))
  } catch {
    return new Response('Bad Request', { status: 400 })
  }
  const file = path.resolve(mediaDir, relative)
  const type = TYPES[path.extname(file).toLowerCase()]
  if (!type || !file.startsWith(mediaDir + path.sep)) return new Response('Not Found', { status: 404 })
  const info = await stat(file).catch(() => null)
  if (!info?.isFile()) return new Response('Not Found', { status: 404 })
  const etag = `W/"${info.size.toString(16)}-${info.mtimeMs.toString(16)}"`
  const cacheControl = CONTENT_NAMED.test(relative) ? 'public, max-age=31536000, immutable' : 'public, max-age=86400'
  const headers = {
    'Content-Type': type,
    'Content-Length': String(info.size),
    ETag: etag,
    'Cache-Control': cacheControl,
  }
  if (request.headers.get('if-none-match') === etag)
    return new Response(null, { status: 304, headers: { ETag: etag, 'Cache-Control': cacheControl } })
  if (request.method === 'HEAD') return new Response(null, { headers })
  return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, { headers })
}
