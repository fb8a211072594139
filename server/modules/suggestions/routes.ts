// Public (registration is anonymous): hints for the company, address and name fields. Never an error: bad or
// short queries and provider failures answer with an empty list.
import { type Context, Hono } from 'hono'
import { SUGGESTION_MIN_QUERY } from '../../../contract/suggestions'
import type { AppEnv } from '../../context'
import { ipKey, type Window } from '../../http/rate-limit'
import { countAttempt } from '../auth/limits'
import { noSuggestions, type SuggestionProvider } from './provider'
import { suggestionProviderOf } from './select-provider'

const MAX_QUERY = 300
/** Generous for a person typing into a form (the client debounces), tight enough to keep the provider's quota. */
const LOOKUPS: Window = { max: 300, seconds: 15 * 60 }

function queryOf(c: Context<AppEnv>): string | null {
  const query = (c.req.query('query') ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY)
  return query.length >= SUGGESTION_MIN_QUERY ? query : null
}

const suggest =
  (lookup: (provider: SuggestionProvider, query: string) => Promise<unknown[]>) => async (c: Context<AppEnv>) => {
    const query = queryOf(c)
    const provider = suggestionProviderOf(c.var.ctx)
    if (!query || provider === noSuggestions) return c.json({ results: [] })
    await countAttempt(c.var.ctx.db, [ipKey(c, 'suggestions')], LOOKUPS, c.var.locale)
    return c.json({ results: await lookup(provider, query) })
  }

export const suggestionRoutes = new Hono<AppEnv>()
  .get(
    '/suggestions/company/',
    suggest((provider, query) => provider.companies(query)),
  )
  .get(
    '/suggestions/address/',
    suggest((provider, query) => provider.addresses(query)),
  )
  .get(
    '/suggestions/name/',
    suggest((provider, query) => provider.names(query)),
  )
