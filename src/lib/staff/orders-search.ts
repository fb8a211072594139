// The orders list's state in the URL: the table's query (contract/staff/orders.ts) read leniently, so a hand-edited
// address that the API would refuse shows the list without the bad part instead of an error page.
import * as v from 'valibot'
import { StaffOrdersQuery } from '../../../contract/staff/orders'
import type { StaffOrdersSearch } from '../../api/staff/orders'

const KEYS = ['page', 'page_size', 'sort', 'status', 'from', 'to', 'q', 'manager', 'exported'] as const

export function staffOrdersSearch(raw: Record<string, unknown>): StaffOrdersSearch {
  const strings: Record<string, string> = {}
  for (const key of KEYS) {
    const value = raw[key]
    if (typeof value === 'string' || typeof value === 'number') strings[key] = String(value)
  }
  for (;;) {
    const result = v.safeParse(StaffOrdersQuery, strings)
    if (result.success) {
      const out: StaffOrdersSearch = {}
      // Only what differs from the defaults stays in the URL.
      for (const [key, value] of Object.entries(result.output))
        if (key in strings && value !== '') Object.assign(out, { [key]: value })
      return out
    }
    const bad = result.issues.map((issue) => String(issue.path?.[0]?.key ?? ''))
    if (!bad.some((key) => key in strings)) return {}
    for (const key of bad) delete strings[key]
  }
}
