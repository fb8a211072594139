// What every request handler may use: the database, the configuration and a small shared cache.
import type { Db } from './db/client'
import type { Env } from './env'
import type { Locale } from '../src/schemas/site'
import { type TtlCache } from './http/ttl-cache'

export type AppContext = {
  db: Db
  env: Env
  cache: TtlCache
  /** Absolute directory of the files served under /media/ (read by the PDF catalogue for product images). */
  mediaDir: string
}

export type SessionUser = {
  id: number
  email: string
  isStaff: boolean
  isActive: boolean
}

export type AppEnv = {
  Variables: {
    ctx: AppContext
    locale: Locale
    requestId: string
    user: SessionUser | null
  }
}
