// Localized columns as the back office reads and writes them: both languages always present, rich text
// sanitized with the storefront's allow-list before it is stored.
import type { Localized } from '../../../../../contract/staff/localized'
import { richText } from '../../../../http/rich-text'

export const both = (value: Localized | null | undefined): Localized => ({ ru: value?.ru ?? '', en: value?.en ?? '' })

/** Rich text of both languages, cut down to what the storefront may show. */
export const sanitizedBoth = (value: Localized): Localized => ({ ru: richText(value.ru), en: richText(value.en) })

/** '' stored as null. */
export const orNull = (value: string): string | null => (value === '' ? null : value)

/** LIKE pattern of a search text, its wildcards taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

/** The ids in their new order after moving `id` one place up or down; null when it cannot move. */
export function movedOrder(ids: number[], id: number, direction: 'up' | 'down'): number[] | null {
  const index = ids.indexOf(id)
  const other = direction === 'up' ? index - 1 : index + 1
  if (index < 0 || other < 0 || other >= ids.length) return null
  const order = [...ids]
  ;[order[index], order[other]] = [order[other]!, order[index]!]
  return order
}
