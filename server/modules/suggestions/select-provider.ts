// The provider of an app: the one given in its context (tests), else DaData when DADATA_TOKEN is set, else none.
import type { AppContext } from '../../context'
import type { Env } from '../../env'
import { createDadataProvider } from './dadata'
import { noSuggestions, type SuggestionProvider } from './provider'

export function createSuggestionProvider(env: Pick<Env, 'DADATA_TOKEN'>): SuggestionProvider {
  const token = env.DADATA_TOKEN?.trim()
  return token ? createDadataProvider({ token }) : noSuggestions
}

const byContext = new WeakMap<AppContext, SuggestionProvider>()

export function suggestionProviderOf(ctx: AppContext): SuggestionProvider {
  if (ctx.suggestions) return ctx.suggestions
  let provider = byContext.get(ctx)
  if (!provider) {
    provider = createSuggestionProvider(ctx.env)
    byContext.set(ctx, provider)
  }
  return provider
}
