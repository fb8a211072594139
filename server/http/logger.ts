// Structured JSON logs (pino): one line per API request with its id, status and time, and one line with the
// stack for each unexpected error. Request and response bodies are never logged; secrets in what is logged
// (cookies, Authorization, CSRF and session tokens, passwords) are redacted.
import cluster from 'node:cluster'
import pino, { type DestinationStream, type Logger } from 'pino'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../context'
import type { Env } from '../env'

export type { Logger }

const REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.body',
]

/**
 * LOG_LEVEL, else silent under NODE_ENV=test unless a destination is given
 * (tests that read the log pass their own).
 */
export function createLogger(env: Pick<Env, 'NODE_ENV' | 'LOG_LEVEL'>, destination?: DestinationStream): Logger {
  const level = env.LOG_LEVEL ?? (env.NODE_ENV === 'test' && !destination ? 'silent' : 'info')
  // Under WEB_CONCURRENCY > 1 every line names the app process (its cluster worker number) that wrote it.
  const base = cluster.isWorker && cluster.worker ? { worker: cluster.worker.id } : undefined
  const options = { level, redact: { paths: REDACT, censor: '[redacted]' }, base }
  return destination ? pino(options, destination) : pino(options)
}

export const requestLog =
  (logger: Logger): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const started = performance.now()
    await next()
    logger.info({
      requestId: c.var.requestId,
      method: c.req.method,
      // The path only: query strings can carry what people typed.
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
      ip: c.var.clientIp,
      user: c.var.user?.id,
    })
  }
