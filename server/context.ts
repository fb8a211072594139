// What every request handler may use: the database, the configuration, a small shared cache and the mailer.
import type { Db } from './db/client'
import type { Env } from './env'
import type { Logger } from './http/logger'
import type { Locale } from '../contract/site'
import type { StaffRole } from '../contract/staff/roles'
import type { Mailer } from './mail/mailer'
import { type TtlCache } from './http/ttl-cache'
import type { ChangeSignal } from './changes/signal'
import type { SuggestionProvider } from './modules/suggestions/provider'
import type { SessionEnd } from './modules/auth/sessions'
import type { CompanyRole } from '../contract/company-roles'
import type { PageCalls } from './http/page-calls'

export type AppContext = {
  db: Db
  env: Env
  cache: TtlCache
  /** Published by whatever changes what the storefront shows; every shared cache listens (server/changes/). */
  changes: ChangeSignal
  /** Absolute directory of the files served under /media/ (read by the PDF catalogue for product images). */
  mediaDir: string
  mailer: Mailer
  /** Structured log; created from the configuration when not given. */
  logger?: Logger
  /** Company, address and name hints; derived from the configuration (DADATA_TOKEN) when not given. */
  suggestions?: SuggestionProvider
}

export type SessionUser = {
  id: number
  email: string
  /** Staff members only: what they may do in the back office. */
  staffRole: StaffRole | null
  isActive: boolean
  /** The buyer's contract price list: their own, else the default one; null while the shop has no price list. */
  priceTypeId: number | null
  /** The company account the user belongs to and their role in it; null for staff and customers without one. */
  companyId: number | null
  companyRole: CompanyRole | null
  /** The session the request was authenticated with (refresh and password change act on it). */
  sessionId: number
  /** A staff member's session viewing the shop as this customer (decision 019). */
  viewsAsUserId?: number | null
  /** Set when this is the customer a staff member views the shop as: read-only, and who is looking. */
  viewedBy?: { id: number; email: string }
}

export type AppEnv = {
  /** Given only to calls made in process while the storefront renders a page (http/page-calls.ts). */
  Bindings: { pageCalls?: PageCalls } | undefined
  Variables: {
    ctx: AppContext
    locale: Locale
    requestId: string
    /** The client's address (see http/client-address). */
    clientIp: string
    user: SessionUser | null
    /** The request presented a session that no longer signs anybody in, and why. */
    sessionEnded: SessionEnd | null
  }
}
