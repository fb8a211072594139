// Runs a shared valibot schema over form values and returns the messages per field, ready to show.
import * as v from 'valibot'
import { messageText } from './messages'

export type FieldMessages = Record<string, string[]>

export type Validated<T> = { ok: true; output: T } | { ok: false; errors: FieldMessages }

export function validateForm<S extends v.GenericSchema>(schema: S, values: unknown): Validated<v.InferOutput<S>> {
  // Not `abortPipeEarly`: it would also stop the form-wide checks (INN for the type, the repeated password)
  // at the first failing one. Each field shows its first message: the one to fix first.
  const result = v.safeParse(schema, values)
  if (result.success) return { ok: true, output: result.output }
  const errors: FieldMessages = {}
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) ?? ''
    errors[field] ??= [messageText(issue.message)]
  }
  return { ok: false, errors }
}

/** The body as the form built it, once the schema accepts it: the server parses (and normalizes) it itself. */
export function acceptedBody<S extends v.GenericSchema>(schema: S, body: unknown): Validated<v.InferInput<S>> {
  const checked = validateForm(schema, body)
  return checked.ok ? { ok: true, output: body as v.InferInput<S> } : checked
}
