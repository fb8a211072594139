// The customers table of the back office: filtered (status, manager, a search over INN, organization, e-mail and
// phone), sorted and paged in SQL, within what the staff member may see.
import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm'
import type * as v from 'valibot'
import { isValidInn } from '../../../../contract/inn'
import type { Locale } from '../../../../contract/site'
import type { CustomerRow, CustomersPage, customersQuery } from '../../../../contract/staff/customers'
import { sortParts } from '../../../../contract/staff/table'
import type { Db } from '../../../db/client'
import { managers, users } from '../../../db/schema/accounts'
import { scopeCondition, statusCondition, statusOf, type CustomerScope } from './customer-scope'

type Query = v.InferOutput<typeof customersQuery>

const SORT_COLUMNS = {
  created: users.createdAt,
  organization: users.organizationName,
  email: users.email,
} as const

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

function searchCondition(q: string): SQL | undefined {
  if (!q) return undefined
  const pattern = likePattern(q)
  const digits = q.replace(/\D/g, '')
  return or(
    ilike(users.organizationName, pattern),
    ilike(users.email, pattern),
    ilike(users.fullName, pattern),
    ilike(users.organizationInn, pattern),
    digits.length >= 3
      ? sql`regexp_replace(${users.phone}, '\\D', '', 'g') like ${likePattern(digits)}`
      : ilike(users.phone, pattern),
  )
}

export const CUSTOMER_COLUMNS = {
  id: users.id,
  email: users.email,
  fullName: users.fullName,
  organizationName: users.organizationName,
  organizationInn: users.organizationInn,
  phone: users.phone,
  isActive: users.isActive,
  activatedAt: users.activatedAt,
  createdAt: users.createdAt,
  managerId: managers.id,
  managerName: managers.name,
}

export type CustomerRecord = {
  id: number
  email: string
  fullName: string
  organizationName: string
  organizationInn: string
  phone: string
  isActive: boolean
  activatedAt: Date | null
  createdAt: Date
  managerId: number | null
  managerName: { ru: string; en: string } | null
}

export const toCustomerRow = (row: CustomerRecord, locale: Locale): CustomerRow => ({
  id: row.id,
  email: row.email,
  full_name: row.fullName,
  organization_name: row.organizationName,
  organization_inn: row.organizationInn,
  inn_valid: isValidInn(row.organizationInn),
  phone: row.phone,
  status: statusOf(row),
  manager:
    row.managerId === null ? null : { id: row.managerId, name: row.managerName?.[locale] || row.managerName?.ru || '' },
  created_at: row.createdAt.toISOString(),
})

export async function listCustomers(
  db: Db,
  scope: CustomerScope,
  query: Query,
  locale: Locale,
): Promise<CustomersPage> {
  const where = and(
    scopeCondition(scope),
    query.status ? statusCondition(query.status) : undefined,
    query.manager === 'none'
      ? isNull(users.managerId)
      : query.manager
        ? eq(users.managerId, Number(query.manager))
        : undefined,
    searchCondition(query.q),
  )
  const { column, descending } = sortParts(query.sort)
  const order = descending ? desc(SORT_COLUMNS[column]) : asc(SORT_COLUMNS[column])
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(users).where(where)
  const rows = await db
    .select(CUSTOMER_COLUMNS)
    .from(users)
    .leftJoin(managers, eq(managers.id, users.managerId))
    .where(where)
    .orderBy(order, descending ? desc(users.id) : asc(users.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size)
  return {
    results: rows.map((row) => toCustomerRow(row as CustomerRecord, locale)),
    total,
    page: query.page,
    page_size: query.page_size,
    pages: Math.max(1, Math.ceil(total / query.page_size)),
  }
}
