// Company accounts (my/company/…, company-invitations/…, staff/customers/{id}/company…): a company of one INN with
// several users, the invitations its administrator sends and the registrations waiting to join it.
import * as v from 'valibot'
import { mailedToken } from './auth'
import { COMPANY_ROLES, MEMBER_ROLES, type CompanyRole } from './company-roles'
import {
  emailField,
  passwordField,
  passwordRepeatField,
  phoneField,
  repeatedPasswordCheck,
  requiredText,
} from './fields'

export type CompanyMember = {
  id: number
  full_name: string
  email: string
  role: CompanyRole
  is_me: boolean
}

export type CompanyInvitation = {
  id: number
  email: string
  role: CompanyRole
  invited_by: string | null
  /** ISO moment the link stops working. */
  expires_at: string
}

export type CompanyJoinRequest = {
  id: number
  full_name: string
  email: string
  phone: string
  created: string
}

/** my/company/: the company, its users and, for its administrators, the open invitations and join requests. */
export type CompanyResponse = {
  company: { id: number; name: string; inn: string; legal_address: string; actual_address: string; is_active: boolean }
  role: CompanyRole
  members: CompanyMember[]
  invitations: CompanyInvitation[]
  join_requests: CompanyJoinRequest[]
}

const memberRole = v.picklist(MEMBER_ROLES, 'company_role_invalid')

/** my/company/invitations/: a colleague's e-mail and the role they will have. */
export const CompanyInviteBody = v.object({ email: emailField, role: memberRole })
export type CompanyInviteBody = v.InferInput<typeof CompanyInviteBody>

/** my/company/requests/{id}/accept/: the role the administrator gives the registration. */
export const JoinAcceptBody = v.object({ role: memberRole })
export type JoinAcceptBody = v.InferInput<typeof JoinAcceptBody>

export const invitationToken = mailedToken('company_invitation_invalid')

/** company-invitations/{token}/: what the invitation's page shows before the colleague sets a password. */
export type InvitationPreview = { company_name: string; email: string; role: CompanyRole; invited_by: string | null }

/** company-invitations/{token}/accept/: the new user's name, phone and password. */
export const InvitationAcceptBody = v.pipe(
  v.object({
    full_name: requiredText(),
    phone: phoneField,
    password: passwordField,
    password_repeat: passwordRepeatField,
  }),
  repeatedPasswordCheck(),
)
export type InvitationAcceptBody = v.InferInput<typeof InvitationAcceptBody>

/** What accepting answers: signed in at once when the company is active, else waiting for its activation. */
export type InvitationAcceptResponse = { signed_in: boolean }

/** staff/customers/{id}/company-role/: another role in the company, or `none` to take the user out of it. */
export const StaffCompanyRoleBody = v.object({
  role: v.picklist([...COMPANY_ROLES, 'none'], 'company_role_invalid'),
})
export type StaffCompanyRoleBody = v.InferInput<typeof StaffCompanyRoleBody>

/** staff/customers/{id}/company-active/: switch the whole company on or off. */
export const StaffCompanyActiveBody = v.object({ is_active: v.boolean('api_invalid_value') })

/** The company in the back office's customer card. */
export type StaffCompany = {
  id: number
  name: string
  inn: string
  is_active: boolean
  members: { id: number; full_name: string; email: string; role: CompanyRole; is_active: boolean }[]
  join_requests: { id: number; full_name: string; email: string }[]
}
