// A registration joins the company of its INN: the first user of a new INN founds the company and is its
// administrator; a registration with the INN of an existing company becomes a request to that company's
// administrators, who accept it with a role or decline it (join-requests.ts).
import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { users } from '../../db/schema/accounts'
import { companies, companyJoinRequests } from '../../db/schema/companies'
import type { Registrant } from '../../mail/registration-mail'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export type CompanyOf = { id: number; name: string }

/** Where a stored registration went: a company it founded, or a request to join an existing one. */
export type RegistrationPlace = { kind: 'founded'; company: CompanyOf } | { kind: 'join'; company: CompanyOf }

/** The new account's company and role, stored in the caller's transaction with the account. */
export async function placeRegistration(
  tx: Tx,
  person: Registrant,
  insertUser: (company: { companyId: number | null; companyRole: 'admin' | null }) => Promise<number>,
): Promise<RegistrationPlace> {
  const inn = person.organizationInn.trim()
  const [founded] = await tx
    .insert(companies)
    .values({
      inn,
      name: person.organizationName,
      userType: person.userType,
      legalAddress: person.legalAddress,
      actualAddress: person.actualAddress,
    })
    .onConflictDoNothing({ target: companies.inn })
    .returning({ id: companies.id, name: companies.name })
  if (founded) {
    await insertUser({ companyId: founded.id, companyRole: 'admin' })
    return { kind: 'founded', company: founded }
  }
  const [existing] = await tx
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.inn, inn))
  if (!existing) throw new Error(`company of INN ${inn} vanished during a registration`)
  const userId = await insertUser({ companyId: null, companyRole: null })
  await tx.insert(companyJoinRequests).values({ companyId: existing.id, userId })
  return { kind: 'join', company: existing }
}

/** The company's administrators who can answer (active accounts), earliest first. */
export async function companyAdmins(db: Db | Tx, companyId: number) {
  return db
    .select({ id: users.id, email: users.email, fullName: users.fullName, locale: users.locale })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.companyRole, 'admin'), eq(users.isActive, true)))
    .orderBy(asc(users.id))
}

/**
 * What a new user of the company takes from its first administrator: the personal manager and the contract
 * price list, so everybody of one company orders at the same prices (decision 022).
 */
export async function companyTerms(db: Db | Tx, companyId: number) {
  const [admin] = await db
    .select({ managerId: users.managerId, priceTypeId: users.priceTypeId })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.companyRole, 'admin')))
    .orderBy(asc(users.id))
    .limit(1)
  return { managerId: admin?.managerId ?? null, priceTypeId: admin?.priceTypeId ?? null }
}
