// A company administrator invites a colleague by e-mail: a single-use link (only its hash is kept) to a page where
// the colleague sets a name and password. The new user has the invited role and can sign in at once when the
// company is active; an earlier open invitation of the same address is replaced.
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { CompanyInviteBody, InvitationAcceptBody, InvitationPreview } from '../../../contract/company'
import type { CompanyRole } from '../../../contract/company-roles'
import type { Locale } from '../../../contract/site'
import type { SessionUser } from '../../context'
import type { Db } from '../../db/client'
import { users } from '../../db/schema/accounts'
import { companies, companyInvitations } from '../../db/schema/companies'
import { isUniqueViolation } from '../../db/unique-violation'
import { InvalidFields, NotFound, Refused } from '../../domain-errors'
import { translate } from '../../i18n'
import { hashPassword } from '../accounts/password'
import { emailTaken } from '../auth/registration'
import { hashToken, newToken } from '../auth/sessions'
import { companyTerms } from './company-registration'

/** An invitation stays valid for a week, as a staff invitation does. */
export const COMPANY_INVITE_LIFETIME_SECONDS = 7 * 24 * 3600

export type SentInvitation = {
  token: string
  email: string
  role: CompanyRole
  companyName: string
  invitedBy: string
}

export async function inviteColleague(
  db: Db,
  admin: SessionUser,
  body: { email: string; role: CompanyRole },
  locale: Locale,
): Promise<SentInvitation> {
  const companyId = admin.companyId
  if (companyId === null) throw new NotFound(translate('api_not_found', locale))
  if (await emailTaken(db, body.email))
    throw new InvalidFields({ email: [translate('company_invite_email_taken', locale)] })
  const token = newToken()
  return db.transaction(async (tx) => {
    const [about] = await tx
      .select({ companyName: companies.name, invitedBy: users.fullName })
      .from(companies)
      .innerJoin(users, eq(users.id, admin.id))
      .where(eq(companies.id, companyId))
    if (!about) throw new NotFound(translate('api_not_found', locale))
    await tx
      .update(companyInvitations)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(companyInvitations.companyId, companyId),
          sql`lower(${companyInvitations.email}) = ${body.email.toLowerCase()}`,
          isNull(companyInvitations.acceptedAt),
          isNull(companyInvitations.revokedAt),
        ),
      )
    await tx.insert(companyInvitations).values({
      companyId,
      email: body.email,
      role: body.role,
      tokenHash: hashToken(token),
      invitedBy: admin.id,
      locale,
      expiresAt: new Date(Date.now() + COMPANY_INVITE_LIFETIME_SECONDS * 1000),
    })
    return { token, email: body.email, role: body.role, ...about }
  })
}

/** Revokes an open invitation of the administrator's company; anything else is a 404. */
export async function revokeInvitation(db: Db, admin: SessionUser, id: number, locale: Locale): Promise<void> {
  const revoked = await db
    .update(companyInvitations)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(companyInvitations.id, id),
        eq(companyInvitations.companyId, admin.companyId ?? -1),
        isNull(companyInvitations.acceptedAt),
        isNull(companyInvitations.revokedAt),
      ),
    )
    .returning({ id: companyInvitations.id })
  if (revoked.length === 0) throw new NotFound(translate('api_not_found', locale))
}

const openInvitation = (token: string) =>
  and(
    eq(companyInvitations.tokenHash, hashToken(token)),
    isNull(companyInvitations.acceptedAt),
    isNull(companyInvitations.revokedAt),
    gt(companyInvitations.expiresAt, sql`now()`),
  )

const invalid = (locale: Locale) => new Refused(translate('company_invitation_invalid', locale), 'invitation_invalid')

/** What the invitation's page shows; a used, revoked, expired or unknown link is refused (400). */
export async function previewInvitation(db: Db, token: string, locale: Locale): Promise<InvitationPreview> {
  const [row] = await db
    .select({
      companyName: companies.name,
      email: companyInvitations.email,
      role: companyInvitations.role,
      invitedBy: sql<string | null>`(select u.full_name from users u where u.id = ${companyInvitations.invitedBy})`,
    })
    .from(companyInvitations)
    .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
    .where(openInvitation(token))
  if (!row) throw invalid(locale)
  return { company_name: row.companyName, email: row.email, role: row.role, invited_by: row.invitedBy }
}

export type AcceptedInvitation = { userId: number; companyActive: boolean }

/** Creates the colleague's account in the company and uses the link up. */
export async function acceptInvitation(
  db: Db,
  token: string,
  body: Omit<InvitationAcceptBody, 'password_repeat'>,
  locale: Locale,
): Promise<AcceptedInvitation> {
  const passwordHash = await hashPassword(body.password)
  try {
    return await db.transaction(async (tx) => {
      const [found] = await tx
        .select({ invitation: companyInvitations, company: companies })
        .from(companyInvitations)
        .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
        .where(openInvitation(token))
        .for('update', { of: companyInvitations })
      if (!found) throw invalid(locale)
      const { invitation, company } = found
      const terms = await companyTerms(tx, company.id)
      const [user] = await tx
        .insert(users)
        .values({
          email: invitation.email,
          passwordHash,
          userType: company.userType,
          fullName: body.full_name,
          organizationName: company.name,
          organizationInn: company.inn,
          legalAddress: company.legalAddress,
          actualAddress: company.actualAddress,
          phone: body.phone,
          locale: invitation.locale,
          // Active at once; a company staff have not activated yet keeps it out until they do (sign-in says so).
          isActive: true,
          activatedAt: company.isActive ? new Date() : null,
          companyId: company.id,
          companyRole: invitation.role,
          ...terms,
        })
        .returning({ id: users.id })
      if (!user) throw new Error('the invited user was not stored')
      await tx
        .update(companyInvitations)
        .set({ acceptedAt: sql`now()` })
        .where(eq(companyInvitations.id, invitation.id))
      return { userId: user.id, companyActive: company.isActive }
    })
  } catch (error) {
    // The address registered by itself after the invitation was sent.
    if (isUniqueViolation(error)) throw new Refused(translate('company_invite_email_taken', locale), 'email_taken')
    throw error
  }
}

export type { CompanyInviteBody }
