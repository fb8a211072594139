// The back office's orders list: the orders a staff member may see, filtered, sorted and paged on the server; the
// CSV export reads the same rows without paging.
import { and, asc, count, desc, eq, gte, ilike, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm'
import type { Locale } from '../../../../contract/site'
import type { ExportState, StaffOrderFilters, StaffOrderRow, StaffOrdersQuery } from '../../../../contract/staff/orders'
import { sortParts, type TablePage } from '../../../../contract/staff/table'
import type { Db } from '../../../db/client'
import { managers, users } from '../../../db/schema/accounts'
import { orders } from '../../../db/schema/ordering'
import { pick } from '../../../localize'
import type { StaffMember } from '../access'
import { orderScope } from './scope'

/** Where the order stands with 1C, as orders-out/pending-orders decides what is still to send. */
export const exportStateSql = sql<ExportState>`case
  when ${orders.exportedAt} is not null and ${orders.changedAt} <= ${orders.exportedAt} then 'exported'
  when ${orders.offeredAt} is not null and ${orders.offeredAt} >= ${orders.changedAt} then 'offered'
  else 'pending' end`

const itemsCount = sql<number>`(select count(*)::int from order_items oi where oi.order_id = ${orders.id})`

/** A day of the shop's calendar (Moscow, UTC+3 all year) as the moment it starts. */
const dayStart = (day: string, plusDays = 0) => {
  const start = new Date(`${day}T00:00:00+03:00`)
  start.setUTCDate(start.getUTCDate() + plusDays)
  return start
}

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

export function orderConditions(member: StaffMember, filters: StaffOrderFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [orderScope(member)]
  if (filters.status) conditions.push(eq(orders.status, filters.status))
  if (filters.from) conditions.push(gte(orders.createdAt, dayStart(filters.from)))
  if (filters.to) conditions.push(lt(orders.createdAt, dayStart(filters.to, 1)))
  if (filters.manager) conditions.push(eq(users.managerId, Number(filters.manager)))
  if (filters.exported === 'yes')
    conditions.push(and(isNotNull(orders.exportedAt), sql`${orders.changedAt} <= ${orders.exportedAt}`))
  if (filters.exported === 'no')
    conditions.push(sql`(${orders.exportedAt} is null or ${orders.changedAt} > ${orders.exportedAt})`)
  if (filters.q) {
    const like = likeText(filters.q)
    conditions.push(
      or(
        ilike(orders.number, like),
        ilike(orders.companyName, like),
        ilike(orders.email, like),
        ilike(users.organizationName, like),
        ilike(users.email, like),
        ilike(users.organizationInn, like),
      ),
    )
  }
  return and(...conditions)
}

const SORT_COLUMNS = {
  date: orders.createdAt,
  number: orders.number,
  customer: users.organizationName,
  status: orders.status,
  total: orders.total,
} as const

const rowColumns = {
  id: orders.id,
  number: orders.number,
  createdAt: orders.createdAt,
  status: orders.status,
  statusTitle: orders.statusTitle,
  total: orders.total,
  itemsCount,
  exportState: exportStateSql,
  exportedAt: orders.exportedAt,
  customerId: users.id,
  organization: users.organizationName,
  companyName: orders.companyName,
  fullName: users.fullName,
  email: users.email,
  inn: users.organizationInn,
  phone: users.phone,
  managerName: managers.name,
}

type RowValues = { [Key in keyof typeof rowColumns]: unknown } & {
  id: number
  number: string
  createdAt: Date
  status: StaffOrderRow['status']
  statusTitle: string | null
  exportState: ExportState
  exportedAt: Date | null
  managerName: { ru: string; en: string } | null
}

export function toStaffOrderRow(row: RowValues, locale: Locale): StaffOrderRow {
  return {
    id: row.id,
    number: row.number,
    date: row.createdAt.toISOString(),
    status: row.status,
    status_title: row.statusTitle,
    customer: {
      id: Number(row.customerId),
      organization: String(row.organization || row.companyName),
      full_name: String(row.fullName),
      email: String(row.email),
      inn: String(row.inn),
      phone: String(row.phone),
    },
    manager: row.managerName ? pick(row.managerName, locale) : null,
    total: Number(row.total),
    items_count: Number(row.itemsCount),
    export_state: row.exportState,
    exported_at: row.exportedAt?.toISOString() ?? null,
  }
}

const baseQuery = (db: Db) =>
  db
    .select(rowColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(managers, eq(managers.id, users.managerId))

function ordering(sort: StaffOrdersQuery['sort']) {
  const { column, descending } = sortParts(sort)
  const direction = descending ? desc : asc
  return [direction(SORT_COLUMNS[column]), direction(orders.id)]
}

export async function listStaffOrders(
  db: Db,
  member: StaffMember,
  query: StaffOrdersQuery,
  locale: Locale,
): Promise<TablePage<StaffOrderRow>> {
  const where = orderConditions(member, query)
  const [rows, [total]] = await Promise.all([
    baseQuery(db)
      .where(where)
      .orderBy(...ordering(query.sort))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ count: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where),
  ])
  const totalRows = Number(total?.count ?? 0)
  return {
    results: rows.map((row) => toStaffOrderRow(row as RowValues, locale)),
    total: totalRows,
    page: query.page,
    page_size: query.page_size,
    pages: Math.max(1, Math.ceil(totalRows / query.page_size)),
  }
}

/** Every row of the filter, newest first (the CSV export). */
export async function allStaffOrders(
  db: Db,
  member: StaffMember,
  filters: StaffOrderFilters,
  locale: Locale,
): Promise<StaffOrderRow[]> {
  const rows = await baseQuery(db)
    .where(orderConditions(member, filters))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(50_000)
  return rows.map((row) => toStaffOrderRow(row as RowValues, locale))
}

/** The manager cards a filter may name: all for an admin, their own for a manager. */
export async function managerChoices(db: Db, member: StaffMember, locale: Locale) {
  const rows = await db
    .select({ id: managers.id, name: managers.name })
    .from(managers)
    .where(member.role === 'admin' ? undefined : eq(managers.userId, member.id))
    .orderBy(asc(managers.id))
  return rows.map((row) => ({ id: row.id, name: pick(row.name, locale) }))
}
