// /yml.xml, answered by the server entry before the storefront: the built feed file streamed from disk, with an
// ETag and Last-Modified of that file so a reader polling it downloads it again only after a change.
import { open } from 'node:fs/promises'
import { Readable } from 'node:stream'
import { currentYmlFeed, type YmlFeedDeps } from './cache'

export const YML_FEED_PATH = '/yml.xml'

export const isYmlFeedPath = (pathname: string): boolean => pathname === YML_FEED_PATH

const text = (body: string, status: number) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })

export async function ymlFeedResponse(request: Request, deps: YmlFeedDeps): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD' } })
  let handle
  try {
    // Opened before it is read: a rebuild replacing the file meanwhile leaves this answer whole.
    handle = await open(await currentYmlFeed(deps))
  } catch (error) {
    console.error('[yml] feed generation failed:', error)
    return text('Error generating the feed', 500)
  }
  const info = await handle.stat()
  const headers = {
    'Content-Type': 'application/xml; charset=utf-8',
    'Content-Length': String(info.size),
    ETag: `"${Math.floor(info.mtimeMs).toString(36)}-${info.size.toString(36)}"`,
    'Last-Modified': info.mtime.toUTCString(),
    'Cache-Control': 'no-cache',
  }
  const notModified = request.headers.get('If-None-Match') === headers.ETag
  if (notModified || request.method === 'HEAD') {
    await handle.close()
    return new Response(null, { status: notModified ? 304 : 200, headers })
  }
  // The file stream closes the handle when it ends or is cancelled.
  return new Response(Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>, { headers })
}
