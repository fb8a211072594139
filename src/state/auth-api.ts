// The API calls behind sign-in, registration, sign-out and password recovery, in the shape the auth and modal
// machines inject (`{ input, signal }` in, the answer out, ApiError `{ status, data }` thrown). Forms show their
// own failures, so none of these raises the global server-error alert.
import { api } from '../api/instance'
import type { AccountResponse, LoginResponse } from '../../contract/account'
import type { EmailConfirmBody, LoginBody, RegistrationBody, ResetBody, ResetCheckBody, RestoreBody } from '../../contract/auth'

export type DetailResponse = { detail: string }

type Call<Input, Output> = (args: { input: Input; signal: AbortSignal }) => Promise<Output>
type Plain<Output> = (args: { signal: AbortSignal }) => Promise<Output>

export const loadAccount: Plain<AccountResponse> = ({ signal }) => api().get<AccountResponse>('my/account/', { signal })

export const login: Call<LoginBody, LoginResponse> = ({ input, signal }) =>
  api().post<LoginResponse>('authorization/login/', input, { signal, suppressErrorAlert: true })

export const register: Call<RegistrationBody, DetailResponse> = ({ input, signal }) =>
  api().post<DetailResponse>('authorization/registration/', input, { signal, suppressErrorAlert: true })

export const logout: Plain<unknown> = ({ signal }) => api().delete('authorization/logout/', { signal, suppressErrorAlert: true })

export const restorePassword: Call<RestoreBody, DetailResponse> = ({ input, signal }) =>
  api().post<DetailResponse>('authorization/restore/', input, { signal, suppressErrorAlert: true })

export const resetPassword: Call<ResetBody, DetailResponse> = ({ input, signal }) =>
  api().post<DetailResponse>('authorization/reset/', input, { signal, suppressErrorAlert: true })

export const checkResetLink: Call<ResetCheckBody, DetailResponse> = ({ input, signal }) =>
  api().post<DetailResponse>('authorization/reset/check/', input, { signal, suppressErrorAlert: true })

export const confirmEmailChange: Call<EmailConfirmBody, DetailResponse> = ({ input, signal }) =>
  api().post<DetailResponse>('my/account/email/confirm/', input, { signal, suppressErrorAlert: true })
