// Who gets into the back office's API: staff only, each section only to the roles that may use it. Everybody
// else (guests, buyers, staff of another role) gets the same 404 as for a path that does not exist: the back
// office does not announce itself, and a 403 would sign the storefront's visitor out (SPEC 8).
import type { Context, MiddlewareHandler } from 'hono'
import { canUse, type StaffArea, type StaffRole } from '../../../contract/staff/roles'
import type { AppEnv } from '../../context'
import { NotFound } from '../../domain-errors'
import { translate } from '../../i18n'
import type { AuditActor } from '../audit/record'

export type StaffMember = { id: number; email: string; role: StaffRole }

const notFound = (c: Context<AppEnv>) => new NotFound(translate('api_not_found', c.var.locale))

/** The signed-in staff member; a 404 for anybody else. */
export function staffMemberOf(c: Context<AppEnv>): StaffMember {
  const user = c.var.user
  if (!user?.staffRole) throw notFound(c)
  return { id: user.id, email: user.email, role: user.staffRole }
}

/** The staff member as the audit log names them. */
export const auditActorOf = (c: Context<AppEnv>): AuditActor => {
  const member = staffMemberOf(c)
  return { id: member.id, label: member.email }
}

/** Lets through staff whose role may use `area`. */
export const staffArea =
  (area: StaffArea): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (!canUse(staffMemberOf(c).role, area)) throw notFound(c)
    await next()
  }

/** Lets through only the given roles (an action narrower than its section, e.g. staff users: admin). */
export const staffRoles =
  (...roles: StaffRole[]): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (!roles.includes(staffMemberOf(c).role)) throw notFound(c)
    await next()
  }
