// The signed-in buyer's account, its pages' copy and the bonus ledger (server/modules/accounts).
import type { AccountResponse, BonusesResponse } from '../../contract/account'
import type { AccountContentPage } from '../../contract/account-page'
import type { EmailConfirmBody, ProfileBody } from '../../contract/auth'
import type { DetailAnswer } from '../../contract/detail'
import type { CallControl } from './call-control'
import { api } from './instance'

export const getAccount = (options?: CallControl) => api().get<AccountResponse>('my/account/', options)

/** Saves the profile; a new e-mail only changes once the link mailed to it is followed. */
export const updateAccount = (body: ProfileBody, options?: CallControl) =>
  api().put<AccountResponse>('my/account/', body, options)

/** Follows the link mailed to a new account e-mail. */
export const confirmEmailChange = (body: EmailConfirmBody, options?: CallControl) =>
  api().post<DetailAnswer>('my/account/email/confirm/', body, options)

/** Staff-written copy of the account page. */
export const getAccountPage = (options?: CallControl) => api().get<AccountContentPage>('account-page/', options)

/** Staff-written copy of the loyalty programme (public). */
export const getLoyaltyPage = (options?: CallControl) => api().get<AccountContentPage>('loyalty-page/', options)

export const getBonuses = (page: { page: number; limit: number }, options?: CallControl) =>
  api().get<BonusesResponse>('bonuses/', { ...options, query: page })
