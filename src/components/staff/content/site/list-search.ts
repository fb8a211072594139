// The URL search of a back-office content table: page, page size, sort, search text and a kind filter, each
// dropped when it is not what the server takes (the server still checks what it is sent).
import { STAFF_PAGE_SIZES } from '../../../../../contract/staff/table'

export type ContentListSearch = { page?: number; page_size?: number; sort?: string; q?: string; kind?: string }

const whole = (value: unknown) => {
  const n = Number(value)
  return Number.isInteger(n) && n >= 1 && n <= 999_999 ? n : undefined
}

export function contentListSearch(
  search: Record<string, unknown>,
  sorts: readonly string[],
  kinds: readonly string[] = [],
): ContentListSearch {
  const sort = String(search.sort ?? '')
  const size = whole(search.page_size)
  const kind = String(search.kind ?? '')
  return {
    page: whole(search.page),
    page_size: size && (STAFF_PAGE_SIZES as readonly number[]).includes(size) ? size : undefined,
    sort: sorts.includes(sort.replace(/^-/, '')) ? sort : undefined,
    q: typeof search.q === 'string' && search.q.trim() ? search.q.trim().slice(0, 100) : undefined,
    kind: kinds.includes(kind) ? kind : undefined,
  }
}

/** Errors of a two-language field ('title.ru', 'title.en') as LocalizedTextField takes them. */
export const localizedErrors = (errors: Record<string, string[]>, field: string) => ({
  ru: errors[`${field}.ru`],
  en: errors[`${field}.en`],
})
