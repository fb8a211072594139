// Staff users: the back office's own accounts, their roles and whether they may sign in.
import * as v from 'valibot'
import { emailField } from '../fields'
import { STAFF_ROLES, type StaffRole } from './roles'
import { staffTableQuery, tableSearch } from './table'

export const TeamQuery = staffTableQuery(['email', 'role', 'created'], 'email', {
  search: tableSearch,
})
export type TeamQuery = v.InferOutput<typeof TeamQuery>

export type TeamMember = {
  id: number
  email: string
  full_name: string
  role: StaffRole
  is_active: boolean
  /** Invited and has not set a password yet. */
  invited: boolean
  last_sign_in: string | null
  created: string
}

const role = v.picklist(STAFF_ROLES, 'staff_team_role_invalid')

export const InviteBody = v.object({
  email: emailField,
  full_name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('forms_validation_required'),
    v.maxLength(200, 'forms_validation_too_long'),
  ),
  role,
  locale: v.optional(v.picklist(['ru', 'en'], 'api_invalid_value'), 'ru'),
})
export type InviteBody = v.InferOutput<typeof InviteBody>

export const RoleBody = v.object({ role })
export const ActiveBody = v.object({ is_active: v.boolean('api_invalid_value') })
