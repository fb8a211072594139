// The 1C exchange ("Обмен с сайтом", CommerceML 2) at /exchange/1c/: checkauth opens a session, every later
// call carries its cookie, and each mode of each type answers in 1C's plain-text protocol (see answers.ts).
import { Hono, type Context } from 'hono'
import { getCookie } from 'hono/cookie'
import type { AppContext, AppEnv } from '../../context'
import { Refused } from '../../domain-errors'
import { clientAddress } from '../../http/client-address'
import { createLogger, requestLog } from '../../http/logger'
import { requestId, withContext } from '../../http/middleware'
import { ipKey } from '../../http/rate-limit'
import { translate } from '../../i18n'
import { failureAnswer, isExpected, reasonOf, refusalAnswer, textAnswer } from './answers'
import { catalogModes } from './catalog-modes'
import { checkCredentials } from './credentials'
import type { Exchange, ModeHandler } from './exchange-call'
import {
  EXCHANGE_COOKIE,
  openExchangeSession,
  sweepExchangeSessions,
  touchExchangeSession,
  type ExchangeSession,
  type ExchangeType,
} from './exchange-sessions'
import { saleModes } from './sale-modes'
import type { ExchangeServices } from './services'
import { exchangeSettings } from './settings'
import { areaOf, clearArea } from './upload-area'

const MODES: Record<ExchangeType, Record<string, ModeHandler>> = { catalog: catalogModes, sale: saleModes }

const isExchangeType = (type: string | undefined): type is ExchangeType => type === 'catalog' || type === 'sale'

async function checkauth(c: Context<AppEnv>, exchange: Exchange, type: ExchangeType): Promise<Response> {
  const { db } = c.var.ctx
  const { settings } = exchange
  await checkCredentials(db, ipKey(c, 'exchange-1c'), c.req.header('authorization'), settings)
  for (const id of await sweepExchangeSessions(db)) await clearArea(areaOf(settings.dir, id))
  const { token } = await openExchangeSession(db, type, settings.sessionMinutes)
  return textAnswer('success', EXCHANGE_COOKIE, token)
}

async function sessionOf(c: Context<AppEnv>, exchange: Exchange, type: ExchangeType): Promise<ExchangeSession> {
  const token = getCookie(c, EXCHANGE_COOKIE)
  const session = token ? await touchExchangeSession(c.var.ctx.db, token, exchange.settings.sessionMinutes) : null
  if (!session) throw new Refused(translate('exchange_1c_no_session', 'ru'))
  if (session.type !== type) throw new Refused(translate('exchange_1c_session_type', 'ru'))
  return session
}

async function answer(c: Context<AppEnv>, exchange: Exchange): Promise<Response> {
  const type = c.req.query('type')
  const mode = c.req.query('mode') ?? ''
  if (!isExchangeType(type)) return failureAnswer(translate('exchange_1c_unknown_mode', 'ru'))
  if (mode === 'checkauth') return checkauth(c, exchange, type)
  const handler = Object.hasOwn(MODES[type], mode) ? MODES[type][mode] : undefined
  if (!handler) return failureAnswer(translate('exchange_1c_unknown_mode', 'ru'))
  const session = await sessionOf(c, exchange, type)
  try {
    return await handler({ ...exchange, c, session, area: areaOf(exchange.settings.dir, session.id) })
  } catch (error) {
    // Signed in, 1C's operator is told what went wrong (a document's flaw as the reader saw it); see `failed`.
    logUnexpected(exchange, c, error)
    return failureAnswer(reasonOf(error))
  }
}

function logUnexpected(exchange: Exchange, c: Context<AppEnv>, error: unknown): void {
  if (isExpected(error)) return
  exchange.logger.error({ err: error, requestId: c.var.requestId, mode: c.req.query('mode') }, '1C exchange error')
}

export function createExchangeApp(ctx: AppContext, services: ExchangeServices) {
  const settings = exchangeSettings(ctx.env)
  const app = new Hono<AppEnv>()
  const notFound = () => new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain' } })
  app.notFound(notFound)
  if (!settings) return app
  const logger = ctx.logger ?? createLogger(ctx.env)
  const exchange: Exchange = { settings, services, logger }
  /** Before a session is established nobody is told more of an unexpected error than that it happened. */
  const failed = (c: Context<AppEnv>, error: unknown) => {
    logUnexpected(exchange, c, error)
    return isExpected(error) ? refusalAnswer(error) : failureAnswer(translate('exchange_1c_server_error', 'ru'))
  }
  app.use('*', requestId, withContext(ctx), clientAddress, requestLog(logger))
  const handle = async (c: Context<AppEnv>) => {
    try {
      return await answer(c, exchange)
    } catch (error) {
      return failed(c, error)
    }
  }
  app.all('/exchange/1c', handle)
  app.all('/exchange/1c/', handle)
  app.onError((error, c) => failed(c, error))
  return app
}

export type ExchangeApp = ReturnType<typeof createExchangeApp>
