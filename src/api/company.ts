// The signed-in user's company account and the invitation page of a colleague (server/modules/companies).
import type {
  CompanyInviteBody,
  CompanyResponse,
  InvitationAcceptBody,
  InvitationAcceptResponse,
  InvitationPreview,
  JoinAcceptBody,
} from '../../contract/company'
import type { DetailAnswer } from '../../contract/detail'
import type { CallControl } from './call-control'
import { api } from './instance'

export const getCompany = (options?: CallControl) => api().get<CompanyResponse>('my/company/', options)

export const inviteColleague = (body: CompanyInviteBody, options?: CallControl) =>
  api().post<DetailAnswer>('my/company/invitations/', body, options)

export const revokeInvitation = (id: number, options?: CallControl) =>
  api().delete<DetailAnswer>(`my/company/invitations/${id}/`, options)

export const acceptJoinRequest = (id: number, body: JoinAcceptBody, options?: CallControl) =>
  api().post<DetailAnswer>(`my/company/requests/${id}/accept/`, body, options)

export const declineJoinRequest = (id: number, options?: CallControl) =>
  api().post<DetailAnswer>(`my/company/requests/${id}/decline/`, undefined, options)

export const getInvitation = (token: string, options?: CallControl) =>
  api().get<InvitationPreview>(`company-invitations/${encodeURIComponent(token)}/`, options)

export const acceptInvitation = (token: string, body: InvitationAcceptBody, options?: CallControl) =>
  api().post<InvitationAcceptResponse>(`company-invitations/${encodeURIComponent(token)}/accept/`, body, options)
