// Staff users: the list, inviting a new member (an inactive account and a link to set a password), changing a
// role, deactivating and reactivating. A role change and a deactivation end the member's sessions; the last
// active administrator can neither be demoted nor deactivated, so the back office always has one.
import { and, asc, count, desc, eq, ilike, isNotNull, ne, or, sql } from 'drizzle-orm'
import type { Locale } from '../../../../contract/site'
import type { StaffRole } from '../../../../contract/staff/roles'
import { sortParts, type TablePage } from '../../../../contract/staff/table'
import type { InviteBody, TeamMember, TeamQuery } from '../../../../contract/staff/team'
import type { Db } from '../../../db/client'
import { passwordResets, sessions, users } from '../../../db/schema/accounts'
import { Conflict, InvalidFields, NotFound } from '../../../domain-errors'
import { translate } from '../../../i18n'
import { recordAudit, type AuditActor } from '../../audit/record'
import { createResetToken } from '../../auth/recovery'
import { newToken, revokeUserSessions } from '../../auth/sessions'
import { hashPassword } from '../../accounts/password'

/** An invitation stays valid for a week: people do not always read mail the same hour. */
export const INVITE_LIFETIME_SECONDS = 7 * 24 * 3600

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/** A session is opened at each sign-in, so the newest one says when the member last signed in. */
const lastSignIn = sql<
  Date | string | null
>`(select max(s.created_at) from ${sessions} s where s.user_id = "users"."id")`

const memberColumns = {
  id: users.id,
  email: users.email,
  fullName: users.fullName,
  role: users.staffRole,
  isActive: users.isActive,
  activatedAt: users.activatedAt,
  createdAt: users.createdAt,
  lastSignIn,
}

type MemberRow = {
  id: number
  email: string
  fullName: string
  role: StaffRole | null
  isActive: boolean
  activatedAt: Date | null
  createdAt: Date
  lastSignIn: Date | string | null
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

const toMember = (row: MemberRow): TeamMember => ({
  id: row.id,
  email: row.email,
  full_name: row.fullName,
  role: row.role ?? 'editor',
  is_active: row.isActive,
  invited: !row.isActive && row.activatedAt === null,
  last_sign_in: iso(row.lastSignIn),
  created: row.createdAt.toISOString(),
})

export async function listTeam(db: Db, query: TeamQuery): Promise<TablePage<TeamMember>> {
  const search = query.search
    ? or(ilike(users.email, `%${likeEscaped(query.search)}%`), ilike(users.fullName, `%${likeEscaped(query.search)}%`))
    : undefined
  const where = and(isNotNull(users.staffRole), search)
  const { column, descending } = sortParts(query.sort)
  const key = { email: users.email, role: users.staffRole, created: users.createdAt }[column]
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(users).where(where)
  const rows = await db
    .select(memberColumns)
    .from(users)
    .where(where)
    .orderBy(descending ? desc(key) : asc(key), asc(users.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size)
  return {
    results: rows.map(toMember),
    total,
    page: query.page,
    page_size: query.page_size,
    pages: Math.ceil(total / query.page_size),
  }
}

async function lockedMember(db: Db, id: number, locale: Locale): Promise<MemberRow> {
  const [row] = await db
    .select({ ...memberColumns })
    .from(users)
    .where(and(eq(users.id, id), isNotNull(users.staffRole)))
    .for('update', { of: users })
  if (!row) throw new NotFound(translate('api_not_found', locale))
  return row
}

/**
 * Locks the active administrators' rows, always in the same order and before the member's own row: two admins
 * demoting each other at once queue up instead of deadlocking, and the second sees the first's change.
 */
async function lockAdmins(db: Db): Promise<void> {
  await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.staffRole, 'admin'), eq(users.isActive, true)))
    .orderBy(asc(users.id))
    .for('update')
}

/** Refuses when `member` is the only active administrator and the change would leave none. */
async function keepOneAdmin(db: Db, member: MemberRow, locale: Locale): Promise<void> {
  if (member.role !== 'admin' || !member.isActive) return
  const others = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.staffRole, 'admin'), eq(users.isActive, true), ne(users.id, member.id)))
  if (others.length === 0) throw new Conflict(translate('staff_team_last_admin', locale))
}

export type Invitation = { member: TeamMember; token: string }

export async function inviteMember(db: Db, actor: AuditActor, body: InviteBody, locale: Locale): Promise<Invitation> {
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${body.email.toLowerCase()}`)
    if (taken) throw new InvalidFields({ email: [translate('staff_team_email_taken', locale)] })
    const [created] = await tx
      .insert(users)
      .values({
        email: body.email,
        // Nobody knows this password: the member sets their own from the invitation.
        passwordHash: await hashPassword(newToken()),
        fullName: body.full_name,
        locale: body.locale,
        isActive: false,
        staffRole: body.role,
        canOrder: false,
      })
      .returning({ id: users.id })
    if (!created) throw new Error('the staff member was not created')
    const reset = await createResetToken(tx, body.email, INVITE_LIFETIME_SECONDS)
    if (!reset) throw new Error('the invitation was not created')
    const member = toMember(await lockedMember(tx, created.id, locale))
    await recordAudit(tx, actor, {
      action: 'team.invite',
      entityType: 'user',
      entityId: created.id,
      summary: body.email,
      after: { email: body.email, full_name: body.full_name, role: body.role, is_active: false },
    })
    return { member, token: reset.token }
  })
}

export async function changeRole(
  db: Db,
  actor: AuditActor,
  id: number,
  role: StaffRole,
  locale: Locale,
): Promise<TeamMember> {
  return db.transaction(async (tx) => {
    await lockAdmins(tx)
    const member = await lockedMember(tx, id, locale)
    if (member.role === role) return toMember(member)
    if (role !== 'admin') await keepOneAdmin(tx, member, locale)
    await tx
      .update(users)
      .set({ staffRole: role, updatedAt: sql`now()` })
      .where(eq(users.id, id))
    // The member signs in again and gets the sections of the new role.
    await revokeUserSessions(tx, id)
    await recordAudit(tx, actor, {
      action: 'team.role',
      entityType: 'user',
      entityId: id,
      summary: member.email,
      before: { role: member.role },
      after: { role },
    })
    return toMember({ ...member, role })
  })
}

export async function setActive(
  db: Db,
  actor: AuditActor,
  id: number,
  isActive: boolean,
  locale: Locale,
): Promise<TeamMember> {
  return db.transaction(async (tx) => {
    await lockAdmins(tx)
    const member = await lockedMember(tx, id, locale)
    if (member.isActive === isActive) return toMember(member)
    if (!isActive) await keepOneAdmin(tx, member, locale)
    if (isActive && member.activatedAt === null)
      throw new InvalidFields({ is_active: [translate('staff_team_invite_pending', locale)] })
    await tx
      .update(users)
      .set({ isActive, updatedAt: sql`now()` })
      .where(eq(users.id, id))
    if (!isActive) {
      await revokeUserSessions(tx, id)
      // An open invitation or reset link must not bring a deactivated member back.
      await tx
        .update(passwordResets)
        .set({ usedAt: sql`now()` })
        .where(and(eq(passwordResets.userId, id), sql`${passwordResets.usedAt} is null`))
    }
    await recordAudit(tx, actor, {
      action: isActive ? 'team.activate' : 'team.deactivate',
      entityType: 'user',
      entityId: id,
      summary: member.email,
      before: { is_active: member.isActive },
      after: { is_active: isActive },
    })
    return toMember({ ...member, isActive })
  })
}

/** A new invitation link for a member who has not set a password yet (the earlier links stop working). */
export async function reinviteMember(
  db: Db,
  actor: AuditActor,
  id: number,
  locale: Locale,
): Promise<Invitation & { fullName: string; locale: Locale }> {
  return db.transaction(async (tx) => {
    const row = await lockedMember(tx, id, locale)
    if (row.isActive || row.activatedAt !== null)
      throw new InvalidFields({ non_field_errors: [translate('staff_team_not_invited', locale)] })
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.userId, id), sql`${passwordResets.usedAt} is null`))
    const reset = await createResetToken(tx, row.email, INVITE_LIFETIME_SECONDS)
    if (!reset) throw new Error('the invitation was not created')
    const [person] = await tx.select({ locale: users.locale }).from(users).where(eq(users.id, id))
    await recordAudit(tx, actor, { action: 'team.reinvite', entityType: 'user', entityId: id, summary: row.email })
    return { member: toMember(row), token: reset.token, fullName: row.fullName, locale: person?.locale ?? 'ru' }
  })
}
