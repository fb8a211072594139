// The company account in a customer's back-office card: the company with its users and waiting registrations,
// switching the whole company on or off (off signs every user of it out), and a user's role in it or their
// removal from it. Each change lands with its audit entry in one transaction.
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { StaffCompany } from '../../../../contract/company'
import type { CompanyRole } from '../../../../contract/company-roles'
import type { Locale } from '../../../../contract/site'
import type { Db } from '../../../db/client'
import { sessions, users } from '../../../db/schema/accounts'
import { companies, companyJoinRequests } from '../../../db/schema/companies'
import { Conflict, NotFound } from '../../../domain-errors'
import { translate } from '../../../i18n'
import { recordAudit, type AuditActor } from '../../audit/record'
import type { CustomerAccount } from './customer-actions'

export async function loadStaffCompany(db: Db, companyId: number | null): Promise<StaffCompany | null> {
  if (companyId === null) return null
  const [[company], members, requests] = await Promise.all([
    db.select().from(companies).where(eq(companies.id, companyId)),
    db
      .select({
        id: users.id,
        full_name: users.fullName,
        email: users.email,
        role: users.companyRole,
        is_active: users.isActive,
      })
      .from(users)
      .where(eq(users.companyId, companyId))
      .orderBy(asc(users.id)),
    db
      .select({ id: users.id, full_name: users.fullName, email: users.email })
      .from(companyJoinRequests)
      .innerJoin(users, eq(users.id, companyJoinRequests.userId))
      .where(eq(companyJoinRequests.companyId, companyId))
      .orderBy(asc(companyJoinRequests.id)),
  ])
  if (!company) return null
  return {
    id: company.id,
    name: company.name,
    inn: company.inn,
    is_active: company.isActive,
    members: members.map((member) => ({ ...member, role: member.role ?? 'buyer' })),
    join_requests: requests,
  }
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** Turns the company on for the first activation of one of its users: its members who accepted meanwhile too. */
export async function activateCompanyOf(tx: Tx, companyId: number | null): Promise<void> {
  if (companyId === null) return
  await tx
    .update(companies)
    .set({ isActive: true, updatedAt: sql`now()` })
    .where(eq(companies.id, companyId))
  await tx
    .update(users)
    .set({ activatedAt: sql`now()` })
    .where(and(eq(users.companyId, companyId), eq(users.isActive, true), isNull(users.activatedAt)))
}

/** Switches the whole company on or off; off ends every session of its users at once. */
export async function setCompanyActive(
  db: Db,
  actor: AuditActor,
  account: CustomerAccount,
  active: boolean,
  locale: Locale,
): Promise<boolean> {
  const companyId = account.companyId
  if (companyId === null) throw new NotFound(translate('company_none', locale))
  return db.transaction(async (tx) => {
    const [company] = await tx.select().from(companies).where(eq(companies.id, companyId)).for('update')
    if (!company || company.isActive === active) return false
    if (active) await activateCompanyOf(tx, companyId)
    else {
      await tx
        .update(companies)
        .set({ isActive: false, updatedAt: sql`now()` })
        .where(eq(companies.id, companyId))
      await tx
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            isNull(sessions.revokedAt),
            sql`${sessions.userId} in (select u.id from users u where u.company_id = ${companyId})`,
          ),
        )
    }
    await recordAudit(tx, actor, {
      action: active ? 'company.activate' : 'company.deactivate',
      entityType: 'company',
      entityId: companyId,
      summary: `${company.name} (${company.inn})`,
      before: { is_active: company.isActive },
      after: { is_active: active },
    })
    return true
  })
}

/**
 * Another role for the user in their company, or `none`: out of the company (and signed out, as the account was
 * the company's). A company keeps at least one administrator.
 */
export async function setCompanyRole(
  db: Db,
  actor: AuditActor,
  account: CustomerAccount,
  role: CompanyRole | 'none',
  locale: Locale,
): Promise<boolean> {
  const companyId = account.companyId
  if (companyId === null) throw new NotFound(translate('company_none', locale))
  if (account.companyRole === role) return false
  return db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.companyRole, 'admin')))
      .orderBy(asc(users.id))
      .for('update')
    if (account.companyRole === 'admin' && role !== 'admin' && admins.length <= 1)
      throw new Conflict(translate('company_last_admin', locale))
    if (role === 'none') {
      await tx
        .update(users)
        .set({ companyId: null, companyRole: null, isActive: false, updatedAt: sql`now()` })
        .where(eq(users.id, account.id))
      await tx
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.userId, account.id), isNull(sessions.revokedAt)))
    } else {
      await tx
        .update(users)
        .set({ companyRole: role, updatedAt: sql`now()` })
        .where(eq(users.id, account.id))
    }
    await recordAudit(tx, actor, {
      action: 'customer.company_role',
      entityType: 'user',
      entityId: account.id,
      summary: account.email,
      before: { company_id: companyId, company_role: account.companyRole },
      after: role === 'none' ? { company_id: null, company_role: null } : { company_id: companyId, company_role: role },
    })
    return true
  })
}
