// DaData's suggestions API (https://dadata.ru/api/suggest/): POST {query, count} with `Authorization: Token`,
// answered with {suggestions: [{value, unrestricted_value, data}]}. Companies by INN go to findById/party,
// by name to suggest/party; addresses to suggest/address; person names to suggest/fio.
import type { CompanySuggestion, ValueSuggestion } from '../../../contract/suggestions'
import { ExpiringMap } from './expiring-map'
import type { SuggestionProvider } from './provider'

export const DADATA_BASE_URL = 'https://suggestions.dadata.ru/suggestions/api/4_1/rs'

export type DadataOptions = {
  token: string
  /** Without a trailing slash; tests point it at a local server. */
  baseUrl?: string
  timeoutMs?: number
  cacheTtlMs?: number
  count?: number
  log?: (line: string) => void
}

type Suggestion = { value?: unknown; unrestricted_value?: unknown; data?: Record<string, unknown> | null }

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

const field = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined

function personName(fio: unknown): string {
  return ['surname', 'name', 'patronymic']
    .map((key) => text(field(fio, key)))
    .filter(Boolean)
    .join(' ')
}

export function toCompany(suggestion: Suggestion): CompanySuggestion | null {
  const data = suggestion.data ?? {}
  const inn = text(data.inn)
  if (!/^\d{10}(\d{2})?$/.test(inn)) return null
  const individual = data.type === 'INDIVIDUAL'
  const address = data.address
  return {
    name: text(field(data.name, 'short_with_opf')) || text(suggestion.value),
    inn,
    kpp: text(data.kpp),
    legal_address: text(field(address, 'unrestricted_value')) || text(field(address, 'value')),
    user_type: individual ? 'entrepreneur' : 'legal',
    full_name: individual
      ? personName(data.fio) || text(field(data.name, 'full'))
      : text(field(data.management, 'name')),
  }
}

const toValue = (suggestion: Suggestion): ValueSuggestion | null => {
  const value = text(suggestion.value)
  return value ? { value } : null
}

const present = <T>(items: (T | null)[]): T[] => items.filter((item): item is T => item !== null)

export function createDadataProvider(options: DadataOptions): SuggestionProvider {
  const baseUrl = (options.baseUrl ?? DADATA_BASE_URL).replace(/\/+$/, '')
  const timeoutMs = options.timeoutMs ?? 3000
  const count = options.count ?? 10
  const log = options.log ?? ((line: string) => console.warn(line))
  const cache = new ExpiringMap<Suggestion[]>(options.cacheTtlMs ?? 10 * 60_000, 500)

  async function request(method: string, query: string): Promise<Suggestion[]> {
    const response = await fetch(`${baseUrl}/${method}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        Authorization: `Token ${options.token}`,
      },
      body: JSON.stringify({ query, count }),
      signal: AbortSignal.timeout(timeoutMs),
    })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    const body = (await response.json()) as { suggestions?: unknown }
    if (!Array.isArray(body?.suggestions)) throw new Error('the answer has no suggestions list')
    return body.suggestions.filter((item): item is Suggestion => Boolean(item) && typeof item === 'object')
  }

  async function suggest(method: string, query: string): Promise<Suggestion[]> {
    try {
      return await cache.get(`${method}\n${query}`, () => request(method, query))
    } catch (error) {
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
      log(`[suggestions] DaData ${method} failed, answering with no suggestions (${reason})`)
      return []
    }
  }

  return {
    name: 'dadata',
    companies: async (query) => {
      const byInn = /^\d{10}(\d{2})?$/.test(query)
      return present((await suggest(byInn ? 'findById/party' : 'suggest/party', query)).map(toCompany))
    },
    addresses: async (query) => present((await suggest('suggest/address', query)).map(toValue)),
    names: async (query) => present((await suggest('suggest/fio', query)).map(toValue)),
  }
}
