// Sign-in, registration, sign-out and password recovery and change (server/modules/auth).
import type { LoginResponse } from '../../contract/account'
import type {
  ChangePasswordBody,
  LoginBody,
  RegistrationBody,
  ResetBody,
  ResetCheckBody,
  RestoreBody,
} from '../../contract/auth'
import type { DetailAnswer } from '../../contract/detail'
import type { CallControl } from './call-control'
import { api } from './instance'

/** A session is believed to exist: worth asking for the account (a stale one is cleared by the first 401). */
export const hasSession = (): boolean => api().hasToken()

export const login = (body: LoginBody, options?: CallControl) =>
  api().post<LoginResponse>('authorization/login/', body, options)

export const register = (body: RegistrationBody, options?: CallControl) =>
  api().post<DetailAnswer>('authorization/registration/', body, options)

export const logout = (options?: CallControl) => api().delete<unknown>('authorization/logout/', options)

/** Mails a recovery link. */
export const restorePassword = (body: RestoreBody, options?: CallControl) =>
  api().post<DetailAnswer>('authorization/restore/', body, options)

/** Whether a recovery link still works (a 400 when it does not). */
export const checkResetLink = (body: ResetCheckBody, options?: CallControl) =>
  api().post<DetailAnswer>('authorization/reset/check/', body, options)

/** A new password through a recovery link. */
export const resetPassword = (body: ResetBody, options?: CallControl) =>
  api().post<DetailAnswer>('authorization/reset/', body, options)

/** A new password for the signed-in buyer; the session in use stays signed in. */
export const changePassword = (body: ChangePasswordBody, options?: CallControl) =>
  api().post<DetailAnswer>('change-password/', body, options)
