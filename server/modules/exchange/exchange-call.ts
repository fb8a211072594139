// What a mode's handler is given: the request, the exchange's configuration and services, and the session.
import type { Context } from 'hono'
import type { AppEnv } from '../../context'
import type { Logger } from '../../http/logger'
import type { ExchangeSession } from './exchange-sessions'
import type { ExchangeServices } from './services'
import type { ExchangeSettings } from './settings'

export type Exchange = { settings: ExchangeSettings; services: ExchangeServices; logger: Logger }

export type ExchangeCall = Exchange & {
  c: Context<AppEnv>
  session: ExchangeSession
  /** The session's upload area (absolute). */
  area: string
}

export type ModeHandler = (call: ExchangeCall) => Promise<Response>
