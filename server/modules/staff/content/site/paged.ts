// One page of a back-office table from a count and a page of rows.
import type { TablePage } from '../../../../../contract/staff/table'

export type PageRequest = { page: number; page_size: number }

export const offsetOf = ({ page, page_size }: PageRequest) => (page - 1) * page_size

export const tablePage = <Row>(results: Row[], total: number, { page, page_size }: PageRequest): TablePage<Row> => ({
  results,
  total,
  page,
  page_size,
  pages: Math.max(1, Math.ceil(total / page_size)),
})

/** PostgreSQL's unique violation, however the driver wraps it. */
export const isUniqueViolation = (error: unknown): boolean =>
  error instanceof Error &&
  ((error as { code?: string }).code === '23505' || isUniqueViolation((error as { cause?: unknown }).cause))

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
