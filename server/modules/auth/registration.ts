// A business registers: the account is stored inactive until staff activate it.
import { sql } from 'drizzle-orm'
import type * as v from 'valibot'
import type { RegistrationBody } from '../../../contract/auth'
import type { Locale } from '../../../contract/site'
import type { Db } from '../../db/client'
import { users } from '../../db/schema/accounts'
import type { Registrant } from '../../mail/registration-mail'
import { hashPassword } from '../accounts/password'

export type Registration = v.InferOutput<typeof RegistrationBody>

export const emailTaken = async (db: Db, email: string) =>
  (
    await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
      .limit(1)
  ).length > 0

// Two registrations of one e-mail at once both pass the lookup; the unique index stops the second.
const isUniqueViolation = (error: unknown): boolean =>
  error instanceof Error && ((error as { code?: string }).code === '23505' || isUniqueViolation(error.cause))

/** Stores the new, inactive account; null when the e-mail already has one. */
export async function registerCustomer(db: Db, form: Registration, locale: Locale): Promise<Registrant | null> {
  // Hashed first, so a taken e-mail takes as long to answer as a new one.
  const passwordHash = await hashPassword(form.password)
  if (await emailTaken(db, form.email)) return null
  const person: Registrant = {
    email: form.email,
    userType: form.user_type,
    organizationName: form.organization_name,
    organizationInn: form.organization_inn,
    legalAddress: form.legal_address,
    actualAddress: form.actual_address,
    fullName: form.full_name,
    phone: form.phone,
  }
  try {
    await db.insert(users).values({ ...person, passwordHash, locale, isActive: false })
  } catch (error) {
    if (isUniqueViolation(error)) return null
    throw error
  }
  return person
}
