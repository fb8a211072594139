// A business registers: the account is stored inactive until staff activate it.
import { sql } from 'drizzle-orm'
import type * as v from 'valibot'
import type { RegistrationBody } from '../../../contract/auth'
import type { Locale } from '../../../contract/site'
import type { Db } from '../../db/client'
import { users } from '../../db/schema/accounts'
import type { Registrant } from '../../mail/registration-mail'
import { hashPassword } from '../accounts/password'
import { placeRegistration, type RegistrationPlace } from '../companies/company-registration'

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

export type Registered = { person: Registrant; place: RegistrationPlace }

/**
 * Stores the new, inactive account in the company of its INN (founding it, or asking to join it); null when the
 * e-mail already has an account.
 */
export async function registerCustomer(db: Db, form: Registration, locale: Locale): Promise<Registered | null> {
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
    const place = await db.transaction((tx) =>
      placeRegistration(tx, person, async (company) => {
        const [row] = await tx
          .insert(users)
          .values({ ...person, ...company, passwordHash, locale, isActive: false })
          .returning({ id: users.id })
        if (!row) throw new Error('the registration was not stored')
        return row.id
      }),
    )
    return { person, place }
  } catch (error) {
    if (isUniqueViolation(error)) return null
    throw error
  }
}
