// A signed-in buyer, the answers of the auth calls and the ways they fail, for the auth machine tests.
import type { AccountResponse, AccountUser, LoginResponse } from '../../contract/account'
import type { RegistrationBody } from '../../contract/auth'

export const USER: AccountUser = {
  id: 7,
  email: 'buyer@example.com',
  user_type: 'legal',
  full_name: 'Иван Петров',
  organization_name: 'ООО «Зоомир»',
  organization_inn: '7707083893',
  legal_address: 'Москва, ул. Складская, 1',
  actual_address: 'Москва, ул. Складская, 1',
  phone: '79991234567',
  permissions: { can_order: true },
  loyalty: { balance: 150_00 },
  manager: null,
  company_role: 'admin',
}

export const ACCOUNT: AccountResponse = { user: USER, cart: null, favorites: [3, 5] }
export const LOGIN: LoginResponse = { ...ACCOUNT, token: 'session-token-for-api-clients' }

export const CREDENTIALS = { username: 'buyer@example.com', password: 'secret1' }

export const REGISTRATION: RegistrationBody = {
  user_type: 'legal',
  organization_name: 'ООО «Зоомир»',
  organization_inn: '7707083893',
  legal_address: 'Москва, ул. Складская, 1',
  actual_address: 'Москва, ул. Складская, 1',
  full_name: 'Иван Петров',
  phone: '79991234567',
  email: 'new@example.com',
  password: 'secret1',
  password_repeat: 'secret1',
}

export const REGISTERED = { detail: 'Заявка принята: учётная запись ждёт активации.' }

/** How the API client rejects: `{ status, data }`, status 0 when no response arrived. */
export const failure = (status: number, data?: unknown) => ({ status, data })

export const WRONG_PASSWORD = failure(400, { non_field_errors: ['Неверный e-mail или пароль.'] })
export const EMAIL_TAKEN = failure(400, { email: ['Этот e-mail уже зарегистрирован.'] })
export const UNAUTHORIZED = failure(401, { detail: 'Требуется вход.' })
export const OFFLINE = failure(0)
