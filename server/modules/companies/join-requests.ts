// The administrator's answer to a registration with the company's INN: accepted, the account joins the company
// with the given role (active at once when the company is); declined, the registration, never active, is removed.
import { and, eq, sql } from 'drizzle-orm'
import type { CompanyRole } from '../../../contract/company-roles'
import type { Locale } from '../../../contract/site'
import type { SessionUser } from '../../context'
import type { Db } from '../../db/client'
import { users } from '../../db/schema/accounts'
import { companies, companyJoinRequests } from '../../db/schema/companies'
import { NotFound } from '../../domain-errors'
import { translate } from '../../i18n'
import { companyTerms } from './company-registration'

export type JoinAnswer = {
  person: { email: string; fullName: string; locale: Locale }
  company: { name: string }
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

async function lockedRequest(tx: Tx, admin: SessionUser, requestId: number, locale: Locale) {
  const [found] = await tx
    .select({
      userId: companyJoinRequests.userId,
      companyId: companies.id,
      companyName: companies.name,
      companyActive: companies.isActive,
      email: users.email,
      fullName: users.fullName,
      locale: users.locale,
    })
    .from(companyJoinRequests)
    .innerJoin(companies, eq(companies.id, companyJoinRequests.companyId))
    .innerJoin(users, eq(users.id, companyJoinRequests.userId))
    .where(and(eq(companyJoinRequests.id, requestId), eq(companyJoinRequests.companyId, admin.companyId ?? -1)))
    .for('update', { of: companyJoinRequests })
  if (!found) throw new NotFound(translate('api_not_found', locale))
  return found
}

const answer = (found: Awaited<ReturnType<typeof lockedRequest>>): JoinAnswer => ({
  person: { email: found.email, fullName: found.fullName, locale: found.locale },
  company: { name: found.companyName },
})

export function acceptJoinRequest(
  db: Db,
  admin: SessionUser,
  requestId: number,
  role: CompanyRole,
  locale: Locale,
): Promise<JoinAnswer> {
  return db.transaction(async (tx) => {
    const found = await lockedRequest(tx, admin, requestId, locale)
    await tx
      .update(users)
      .set({
        companyId: found.companyId,
        companyRole: role,
        isActive: true,
        activatedAt: found.companyActive ? new Date() : null,
        ...(await companyTerms(tx, found.companyId)),
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, found.userId))
    await tx.delete(companyJoinRequests).where(eq(companyJoinRequests.id, requestId))
    return answer(found)
  })
}

export function declineJoinRequest(db: Db, admin: SessionUser, requestId: number, locale: Locale): Promise<JoinAnswer> {
  return db.transaction(async (tx) => {
    const found = await lockedRequest(tx, admin, requestId, locale)
    // The request's row goes with the account (cascade); the address may register again.
    await tx.delete(users).where(and(eq(users.id, found.userId), sql`${users.activatedAt} is null`))
    await tx.delete(companyJoinRequests).where(eq(companyJoinRequests.id, requestId))
    return answer(found)
  })
}
