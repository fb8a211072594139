// Server-side text comes from the same compiled messages as the storefront, in the locale of the request.
import * as m from '../messages/compiled/messages.js'
import type { Locale } from '../contract/site'

export type MessageKey = keyof typeof m

type MessageFn = (params?: Record<string, unknown>, options?: { locale?: Locale }) => string

export function translate(key: string, locale: Locale, params: Record<string, unknown> = {}): string {
  const message = (m as unknown as Record<string, MessageFn | undefined>)[key]
  return message ? message(params, { locale }) : key
}
