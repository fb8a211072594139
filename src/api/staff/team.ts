// Staff users (server/modules/staff/team).
import type { StaffRole } from '../../../contract/staff/roles'
import type { TablePage } from '../../../contract/staff/table'
import type { InviteBody, TeamMember, TeamQuery } from '../../../contract/staff/team'
import type { CallControl } from '../call-control'
import { api } from '../instance'

export const getTeam = (query: Partial<Record<keyof TeamQuery, string>>, options?: CallControl) =>
  api().get<TablePage<TeamMember>>('staff/team/', { ...options, query })

export const inviteStaffMember = (body: InviteBody, options?: CallControl) =>
  api().post<TeamMember>('staff/team/', body, options)

export const setStaffRole = (id: number, role: StaffRole, options?: CallControl) =>
  api().post<TeamMember>(`staff/team/${id}/role/`, { role }, options)

export const setStaffActive = (id: number, isActive: boolean, options?: CallControl) =>
  api().post<TeamMember>(`staff/team/${id}/active/`, { is_active: isActive }, options)

/** Mails an invited member a new link to set their password. */
export const reinviteStaffMember = (id: number, options?: CallControl) =>
  api().post<TeamMember>(`staff/team/${id}/invite/`, {}, options)
