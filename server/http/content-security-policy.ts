// The Content-Security-Policy of pages: scripts run only when they carry this response's nonce (or, on a page the
// guest page cache keeps, when their text has one of the page's hashes: decision 023), or were added by one that
// did ('strict-dynamic': the code-split chunks, the analytics counters).
import { randomBytes } from 'node:crypto'

/** Where the counters' loaders come from (src/lib/analytics/counters.ts); for browsers without 'strict-dynamic'. */
const COUNTER_HOSTS = { yandexMetrika: 'https://mc.yandex.ru', googleAnalytics: 'https://www.googletagmanager.com' }

export type ConfiguredCounters = { yandexMetrika: boolean; googleAnalytics: boolean }

export const configuredCounters = (env: { YANDEX_METRIKA_ID?: string; GOOGLE_ANALYTICS_ID?: string }) => ({
  yandexMetrika: Boolean(env.YANDEX_METRIKA_ID),
  googleAnalytics: Boolean(env.GOOGLE_ANALYTICS_ID),
})

/** A fresh nonce for one response: 128 random bits. */
export const scriptNonce = (): string => randomBytes(16).toString('base64')

export function contentSecurityPolicy(nonce: string, counters: ConfiguredCounters): string {
  return scriptPolicy([`'nonce-${nonce}'`], counters)
}

/** The policy allowing the scripts `sources` name (`'nonce-…'` or `'sha256-…'`) and whatever those add. */
export function scriptPolicy(sources: readonly string[], counters: ConfiguredCounters): string {
  const hosts = (Object.keys(COUNTER_HOSTS) as (keyof ConfiguredCounters)[])
    .filter((name) => counters[name])
    .map((name) => COUNTER_HOSTS[name])
  return [
    ['script-src', ...sources, "'strict-dynamic'", ...hosts].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ')
}
