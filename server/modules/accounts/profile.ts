// PUT my/account/: the buyer edits the profile. The e-mail (the login) is not saved here: see email-change.ts.
import { eq } from 'drizzle-orm'
import type * as v from 'valibot'
import type { ProfileBody } from '../../../contract/auth'
import type { Db } from '../../db/client'
import { users } from '../../db/schema/accounts'

type Profile = v.InferOutput<typeof ProfileBody>

export async function updateProfile(db: Db, userId: number, profile: Profile): Promise<void> {
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
