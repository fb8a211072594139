// A file the browser downloads: its type, a localized name (server/pdf/content-disposition.ts) and no caching,
// since a buyer's files carry their prices.
import type { Context } from 'hono'
import type { AppEnv } from '../context'
import { attachment } from '../pdf/content-disposition'
import { PRIVATE } from './cache-control'

export type DownloadFile = {
  /** The name as the buyer reads it (Cyrillic allowed) and its plain ASCII stand-in. */
  name: string
  ascii: string
  contentType: string
  body: string | Uint8Array<ArrayBuffer>
}

export const downloadAnswer = (c: Context<AppEnv>, file: DownloadFile) =>
  c.body(file.body, 200, {
    'Content-Type': file.contentType,
    'Content-Disposition': attachment(file.name, file.ascii),
    'Cache-Control': PRIVATE,
  })
