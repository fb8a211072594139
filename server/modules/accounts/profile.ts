// PUT my/account/: the buyer edits the profile. The e-mail is the login, so it stays unique whatever its case.
import { and, eq, ne, sql } from 'drizzle-orm'
import type * as v from 'valibot'
import type { ProfileBody } from '../../../src/schemas/auth'
import type { Locale } from '../../../src/schemas/site'
import type { Db } from '../../db/client'
import { users } from '../../db/schema/accounts'
import { isUniqueViolation } from '../../db/unique-violation'
import { fieldErrors } from '../../http/errors'
import { translate } from '../../i18n'

type Profile = v.InferOutput<typeof ProfileBody>

const emailTaken = (locale: Locale) => fieldErrors({ email: [translate('account_email_taken', locale)] })

export async function updateProfile(db: Db, userId: number, profile: Profile, locale: Locale): Promise<void> {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${profile.email.toLowerCase()}`, ne(users.id, userId)))
    .limit(1)
  if (other) throw emailTaken(locale)
  try {
    await db
      .update(users)
      .set({
        userType: profile.user_type,
        organizationName: profile.organization_name,
        organizationInn: profile.organization_inn,
        legalAddress: profile.legal_address,
        actualAddress: profile.actual_address,
        fullName: profile.full_name,
        phone: profile.phone,
        email: profile.email,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
  } catch (error) {
    // Two accounts claiming the same address at once: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken(locale)
    throw error
  }
}
