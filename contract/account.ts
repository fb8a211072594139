// The signed-in account as authorization/login and my/account/ return it, shared by the server and the storefront.
import type { CompanyRole } from './company-roles'
import type { UserType } from './fields'

export type AccountManager = {
  name: string
  /** Absolute media URL of the photo, or null. */
  photo: string | null
  phone: string | null
  email: string | null
  /** The manager's storage; `order_form` is the URL of the order form buyers download, when there is one. */
  storage: { order_form: string | null } | null
}

export type AccountUser = {
  id: number
  email: string
  user_type: UserType
  full_name: string
  organization_name: string
  organization_inn: string
  legal_address: string
  actual_address: string
  phone: string
  permissions: {
    /** The buyer may order at all; each product's own permissions apply on top. */
    can_order: boolean
  }
  /** Present when the buyer takes part in the loyalty programme; balance in kopecks (1 point = 1 kopeck). */
  loyalty: { balance: number } | null
  manager: AccountManager | null
  /** The user's role in their company account (my/company/); null without one. */
  company_role: CompanyRole | null
  /** Present when a staff member views the shop as this customer (read-only): the storefront shows a banner. */
  view_as?: { staff_email: string } | null
}

/** The cart summary the header shows; the full cart is carts/ (cart issue). */
export type AccountCartSummary = { id: string; total_count: number; total_sum: number } | null

export type AccountResponse = {
  user: AccountUser
  cart: AccountCartSummary
  /** Ids of the buyer's favourite products. */
  favorites: number[]
}

/** authorization/login and authorization/registration answer with the account and the session token. The browser
 *  does not need the token (the server also sets it as an httpOnly cookie); other API clients send it as Bearer. */
export type LoginResponse = AccountResponse & { token: string }

/** bonuses/: the loyalty ledger, newest first, amounts in kopecks. */
/** `pending`: an accrual of an order not shipped yet, not in the balance until it is. */
export type BonusRow = {
  id: number
  brand: string | null
  accrued: number
  spent: number
  pending: boolean
  date: string
}
export type BonusesResponse = {
  count: number
  results: BonusRow[]
  /** Over the whole ledger; `accrued` counts credited points only, pending ones are in `pending`. */
  totals: { accrued: number; spent: number }
  /** Points debited in total (spent on orders and written off). */
  total_debited: number
  /** Points accrued on orders not shipped yet. */
  pending: number
  balance: number
}
