// Text of back-office content in both site languages, as the API takes and answers it.
import * as v from 'valibot'
import { textField } from '../fields'

export type Localized = { ru: string; en: string }

const text = (max: number) => v.pipe(textField(), v.trim(), v.maxLength(max, 'forms_validation_too_long'))

/** Both languages, each at most `max` characters; the Russian one required unless `optional`. */
export const localizedText = (max = 255, { optional = false } = {}) =>
  v.object({
    ru: optional ? v.optional(text(max), '') : v.pipe(text(max), v.nonEmpty('forms_validation_required')),
    en: v.optional(text(max), ''),
  })
