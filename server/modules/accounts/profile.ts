// PUT my/account/: the buyer edits the profile. The e-mail (the login) is not saved here: a new address needs the
// current password and stays pending until the link mailed to it is followed (see email-change.ts).
import { eq } from 'drizzle-orm'
import type * as v from 'valibot'
import type { ProfileBody } from '../../../contract/auth'
import type { Locale } from '../../../contract/site'
import type { Db } from '../../db/client'
import { users } from '../../db/schema/accounts'
import { ensureCurrentPassword } from '../auth/current-password'
import { loadAccount } from './account-view'
import { ensureEmailFree, requestEmailChange } from './email-change'

type Profile = v.InferOutput<typeof ProfileBody>

/** What saving asked for: when the e-mail is to change, the address it leaves and the confirmation token to mail. */
export type SavedProfile = { emailChange: { oldEmail: string; newEmail: string; token: string } | null }

/** Saves the profile; null when the account is gone. */
export async function saveProfile(
  db: Db,
  userId: number,
  profile: Profile,
  locale: Locale,
): Promise<SavedProfile | null> {
  const current = await loadAccount(db, userId, locale)
  if (!current) return null
  const oldEmail = current.user.email
  const changesEmail = profile.email.toLowerCase() !== oldEmail.toLowerCase()
  if (changesEmail) {
    await ensureEmailFree(db, profile.email, userId, locale)
    await ensureCurrentPassword(db, userId, profile.current_password, locale)
  }
  await updateProfile(db, userId, profile)
  if (!changesEmail) return { emailChange: null }
  return {
    emailChange: { oldEmail, newEmail: profile.email, token: await requestEmailChange(db, userId, profile.email) },
  }
}

async function updateProfile(db: Db, userId: number, profile: Profile): Promise<void> {
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
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
}
