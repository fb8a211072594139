// Which customers a staff member may see: an admin every one; a manager the customers of their own manager
// card(s) and every registration still pending. Anything else is answered as if it did not exist (404).
import { and, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { Locale } from '../../../../contract/site'
import type { CustomerStatus } from '../../../../contract/staff/customers'
import type { Db } from '../../../db/client'
import { managers, users } from '../../../db/schema/accounts'
import { NotFound } from '../../../domain-errors'
import { translate } from '../../../i18n'
import type { StaffMember } from '../access'

/** null: every customer; otherwise the manager cards whose customers the member sees (besides pending ones). */
export type CustomerScope = { managerIds: number[] } | null

export async function customerScopeOf(db: Db, member: StaffMember): Promise<CustomerScope> {
  if (member.role === 'admin') return null
  const cards = await db.select({ id: managers.id }).from(managers).where(eq(managers.userId, member.id))
  return { managerIds: cards.map((card) => card.id) }
}

/** Never activated and not active: a registration waiting for staff. */
export const isPending = and(eq(users.isActive, false), isNull(users.activatedAt))!

export const statusCondition = (status: CustomerStatus): SQL =>
  status === 'pending'
    ? isPending
    : status === 'active'
      ? eq(users.isActive, true)
      : and(eq(users.isActive, false), isNotNull(users.activatedAt))!

export const statusOf = (row: { isActive: boolean; activatedAt: Date | null }): CustomerStatus =>
  row.isActive ? 'active' : row.activatedAt ? 'deactivated' : 'pending'

/** Customers (not staff accounts) within the scope. */
export function scopeCondition(scope: CustomerScope): SQL {
  const customers = isNull(users.staffRole)
  if (!scope) return customers
  const own = scope.managerIds.length > 0 ? inArray(users.managerId, scope.managerIds) : sql`false`
  return and(customers, or(isPending, own))!
}

export const customerNotFound = (locale: Locale) => new NotFound(translate('api_not_found', locale))

/** The customer's account row, if the scope reaches it; a 404 otherwise. */
export async function customerInScope(db: Db, scope: CustomerScope, id: number, locale: Locale) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), scopeCondition(scope)))
    .limit(1)
  if (!row) throw customerNotFound(locale)
  return row
}
