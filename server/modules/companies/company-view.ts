// my/company/: the user's company with its users; its administrators also get the open invitations and the
// registrations waiting to join.
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm'
import type { CompanyResponse } from '../../../contract/company'
import type { SessionUser } from '../../context'
import type { Db } from '../../db/client'
import { users } from '../../db/schema/accounts'
import { companies, companyInvitations, companyJoinRequests } from '../../db/schema/companies'

const inviter = sql<string | null>`(select u.full_name from users u where u.id = ${companyInvitations.invitedBy})`

/** Null when the user belongs to no company. */
export async function loadCompanyPage(db: Db, user: SessionUser): Promise<CompanyResponse | null> {
  if (user.companyId === null || user.companyRole === null) return null
  const companyId = user.companyId
  const isAdmin = user.companyRole === 'admin'
  const [[company], members, invitations, requests] = await Promise.all([
    db.select().from(companies).where(eq(companies.id, companyId)),
    db
      .select({ id: users.id, fullName: users.fullName, email: users.email, role: users.companyRole })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.isActive, true)))
      .orderBy(asc(users.id)),
    isAdmin
      ? db
          .select({
            id: companyInvitations.id,
            email: companyInvitations.email,
            role: companyInvitations.role,
            invitedBy: inviter,
            expiresAt: companyInvitations.expiresAt,
          })
          .from(companyInvitations)
          .where(
            and(
              eq(companyInvitations.companyId, companyId),
              isNull(companyInvitations.acceptedAt),
              isNull(companyInvitations.revokedAt),
              gt(companyInvitations.expiresAt, sql`now()`),
            ),
          )
          .orderBy(asc(companyInvitations.id))
      : [],
    isAdmin
      ? db
          .select({
            id: companyJoinRequests.id,
            fullName: users.fullName,
            email: users.email,
            phone: users.phone,
            createdAt: companyJoinRequests.createdAt,
          })
          .from(companyJoinRequests)
          .innerJoin(users, eq(users.id, companyJoinRequests.userId))
          .where(eq(companyJoinRequests.companyId, companyId))
          .orderBy(asc(companyJoinRequests.id))
      : [],
  ])
  if (!company) return null
  return {
    company: {
      id: company.id,
      name: company.name,
      inn: company.inn,
      legal_address: company.legalAddress,
      actual_address: company.actualAddress,
      is_active: company.isActive,
    },
    role: user.companyRole,
    members: members.map((member) => ({
      id: member.id,
      full_name: member.fullName,
      email: member.email,
      role: member.role ?? 'buyer',
      is_me: member.id === user.id,
    })),
    invitations: invitations.map((invitation) => ({
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      invited_by: invitation.invitedBy,
      expires_at: invitation.expiresAt.toISOString(),
    })),
    join_requests: requests.map((request) => ({
      id: request.id,
      full_name: request.fullName,
      email: request.email,
      phone: request.phone,
      created: request.createdAt.toISOString(),
    })),
  }
}
