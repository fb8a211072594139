// Parses untrusted input with a valibot schema; failures become a 400 with localized field errors.
import * as v from 'valibot'
import type { Locale } from '../../contract/site'
import { translate } from '../i18n'
import type { Context } from 'hono'
import type { AppEnv } from '../context'
import { InvalidFields } from '../domain-errors'

export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown, locale: Locale): v.InferOutput<S> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true })
  if (result.success) return result.output
  const errors: Record<string, string[]> = {}
  for (const issue of result.issues) {
    const field = issue.path?.map((item) => String(item.key)).join('.') || 'non_field_errors'
    // A missing key is reported by the enclosing object schema, with valibot's own English text.
    const missing = issue.kind === 'schema' && issue.type === 'object' && issue.input === undefined
    ;(errors[field] ??= []).push(translate(missing ? 'forms_validation_required' : issue.message, locale))
  }
  throw new InvalidFields(errors)
}

/** Query strings arrive as strings; repeated keys keep the last value. */
export function queryObject(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url).searchParams)
}

/** The JSON body of a request that takes an object of fields; an array is refused like any other non-object. */
export async function objectBody(c: Context<AppEnv>): Promise<unknown> {
  const body: unknown = await c.req.json()
  if (Array.isArray(body))
    throw new InvalidFields({ non_field_errors: [translate('forms_invalid_body', c.var.locale)] })
  return body
}
