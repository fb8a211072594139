// "View the shop as this customer" (decision 019): a staff member's session is marked with the customer, and
// while it is, the storefront's requests of that session resolve as the customer, read-only; the back office's
// own requests (/api/staff/…) stay the staff member's. Start and stop are audited.
import { and, eq } from 'drizzle-orm'
import { canUse } from '../../../../contract/staff/roles'
import type { SessionUser } from '../../../context'
import type { Db } from '../../../db/client'
import { sessions, users } from '../../../db/schema/accounts'
import { buyerPriceTypeId } from '../../catalogue/price-lists'
import { recordAudit, type AuditActor } from '../../audit/record'
import type { CustomerAccount } from './customer-actions'

/** Requests that stay the staff member's own while they view the shop as a customer. */
const STAFF_PATH = /^\/api(?:\/en)?\/staff\//

/** The only mutations a viewer may send: leaving the view (a back-office path) and signing out. */
const ALLOWED_MUTATION = /^\/api(?:\/en)?\/authorization\/logout\/$/

export const staysStaff = (path: string) => STAFF_PATH.test(path)

export const mutationAllowedWhileViewing = (path: string) => ALLOWED_MUTATION.test(path)

/**
 * The customer a staff member's session views the shop as, as the request's user (their prices, cart, history),
 * marked `viewedBy`; null when the session views nobody, or its owner may no longer open customers.
 */
export async function viewedCustomerOf(db: Db, staff: SessionUser): Promise<SessionUser | null> {
  if (!staff.viewsAsUserId || !staff.staffRole || !canUse(staff.staffRole, 'customers')) return null
  const [customer] = await db
    .select({
      id: users.id,
      email: users.email,
      staffRole: users.staffRole,
      isActive: users.isActive,
      priceTypeId: buyerPriceTypeId,
      companyId: users.companyId,
      companyRole: users.companyRole,
    })
    .from(users)
    .where(eq(users.id, staff.viewsAsUserId))
    .limit(1)
  if (!customer || customer.staffRole) return null
  return { ...customer, sessionId: staff.sessionId, viewedBy: { id: staff.id, email: staff.email } }
}

const summary = (account: Pick<CustomerAccount, 'email' | 'organizationName'>) =>
  account.organizationName ? `${account.email} (${account.organizationName})` : account.email

export async function startViewAs(db: Db, actor: AuditActor, sessionId: number, customer: CustomerAccount) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ viewsAsUserId: sessions.viewsAsUserId })
      .from(sessions)
      .where(eq(sessions.id, sessionId))
    await tx.update(sessions).set({ viewsAsUserId: customer.id }).where(eq(sessions.id, sessionId))
    await recordAudit(tx, actor, {
      action: 'customer.view_as.start',
      entityType: 'user',
      entityId: customer.id,
      summary: summary(customer),
      before: { views_as_user_id: before?.viewsAsUserId ?? null },
      after: { views_as_user_id: customer.id },
    })
  })
}

/** Ends the view of this session; false when it viewed nobody. */
export async function stopViewAs(db: Db, actor: AuditActor, sessionId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [session] = await tx
      .select({ viewsAsUserId: sessions.viewsAsUserId, email: users.email, organizationName: users.organizationName })
      .from(sessions)
      .leftJoin(users, eq(users.id, sessions.viewsAsUserId))
      .where(eq(sessions.id, sessionId))
    if (!session?.viewsAsUserId) return false
    await tx
      .update(sessions)
      .set({ viewsAsUserId: null })
      .where(and(eq(sessions.id, sessionId), eq(sessions.viewsAsUserId, session.viewsAsUserId)))
    await recordAudit(tx, actor, {
      action: 'customer.view_as.stop',
      entityType: 'user',
      entityId: session.viewsAsUserId,
      summary: summary({ email: session.email ?? '', organizationName: session.organizationName ?? '' }),
      before: { views_as_user_id: session.viewsAsUserId },
      after: { views_as_user_id: null },
    })
    return true
  })
}
