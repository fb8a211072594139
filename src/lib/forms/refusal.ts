// A refused submission as a form shows it: errors of the form's own fields go under them; everything else —
// `detail`, `non_field_errors`, errors of fields the form does not have — becomes the form's one message.
import { formErrors } from '../../../machines/form-errors'
import { messageText } from './messages'
import type { FieldMessages } from './validate'

export type Refusal = { errors: FieldMessages; message: string | null }

export function refusalOf(failure: unknown, fields: readonly string[]): Refusal {
  const { fieldErrors, message } = formErrors(failure)
  const errors: FieldMessages = {}
  const stray: string[] = []
  for (const [field, messages] of Object.entries(fieldErrors)) {
    if (fields.includes(field)) errors[field] = messages
    else stray.push(...messages)
  }
  const text = [message === null ? null : messageText(message), ...stray].filter(Boolean).join('\n')
  return { errors, message: text || null }
}
