// Limits checked before a request is read: the URL's length (414) and the body's size (413), in the SPEC's
// error shape. Bodies are measured by Content-Length or while streaming, so an oversized one is never held whole.
import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv } from '../context'
import type { Env } from '../env'
import { translate } from '../i18n'
import { bodyLimitOf } from './upload-paths'
import type { Locale } from '../../contract/site'

/** Below Node's 16 KB header limit, which counts the request line too, so long URLs get an answer of their own. */
export const MAX_URL_LENGTH = 8192

export const urlTooLong = (url: string) => url.length > MAX_URL_LENGTH

export const urlTooLongResponse = (locale: Locale) =>
  Response.json({ detail: translate('api_url_too_long', locale) }, { status: 414 })

/** A page or API path's locale, for answers given before routing. */
export const pathLocale = (pathname: string): Locale => (/^\/(?:api\/)?en\//.test(pathname) ? 'en' : 'ru')

/**
 * The raw HTTP answer to a request Node's parser refused before any handler ran (headers over its limit: 431,
 * anything else malformed: 400). The URL was not read, so the answer is in the default locale.
 */
export function parserRefusal(error: { code?: string }): string {
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW'
  const body = JSON.stringify({ detail: translate(tooLarge ? 'api_headers_too_large' : 'api_bad_request', 'ru') })
  const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'
  return (
    `HTTP/1.1 ${status}\r\n` +
    `Content-Type: application/json; charset=utf-8\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\n` +
    `Connection: close\r\n\r\n${body}`
  )
}

type UncancelledValues = { values(options: { preventCancel: true }): AsyncIterable<Uint8Array> }

/**
 * Reads a body of unknown length (chunked, or an in-process Request) up to `maxSize` and puts it back as a plain
 * Request; false when it is over. Hono's own limiter rebuilds the request from the original, which the
 * production server's request object does not support.
 */
async function readWithin(c: Context<AppEnv>, maxSize: number): Promise<boolean> {
  const raw = c.req.raw
  if (!raw.body) return true
  const chunks: Uint8Array[] = []
  let size = 0
  // Stop reading at the limit without cancelling the body: cancelling an in-process Request's body mid-pump
  // makes Node 24's fetch implementation reject where nobody can catch it; the server discards the rest.
  for await (const chunk of (raw.body as unknown as UncancelledValues).values({ preventCancel: true })) {
    size += chunk.length
    if (size > maxSize) return false
    chunks.push(chunk)
  }
  c.req.raw = new Request(c.req.url, {
    method: raw.method,
    headers: raw.headers,
    body: size > 0 ? Buffer.concat(chunks) : undefined,
  })
  return true
}

export function requestLimits(env: Env): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (urlTooLong(c.req.url)) return urlTooLongResponse(c.var.locale)
    const maxSize = bodyLimitOf(c.req.path, env)
    const length = c.req.header('content-length')
    const within =
      length !== undefined && c.req.header('transfer-encoding') === undefined
        ? Number(length) <= maxSize
        : await readWithin(c, maxSize)
    if (!within)
      return c.json(
        { detail: translate('api_body_too_large', c.var.locale, { max: Math.max(1, Math.round(maxSize / 1024)) }) },
        413,
      )
    return next()
  }
}
