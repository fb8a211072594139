// Back office, Customers: the list (pending registrations, active and deactivated accounts), a customer's card
// and the actions staff take on it (activation, personal manager, price list, loyalty adjustment, view as).
import * as v from 'valibot'
import type { StaffCompany } from '../company'
import type { OrderStatus } from '../orders'
import type { CompanySuggestion } from '../suggestions'
import { staffTableQuery, tableSearch, type TablePage } from './table'

export const CUSTOMER_STATUSES = ['pending', 'active', 'deactivated'] as const
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number]

export const CUSTOMER_SORTS = ['created', 'organization', 'email'] as const
export type CustomerSort = (typeof CUSTOMER_SORTS)[number]

/** `manager`: a manager card's id, or 'none' for customers without one; '' for any. */
export const customersQuery = staffTableQuery(CUSTOMER_SORTS, '-created', {
  status: v.optional(v.picklist([...CUSTOMER_STATUSES, ''], 'api_invalid_value'), ''),
  manager: v.optional(v.pipe(v.string(), v.regex(/^(\d{1,9}|none)?$/, 'api_invalid_value')), ''),
  q: tableSearch,
})
export type CustomersQueryInput = v.InferInput<typeof customersQuery>

export type CustomerRow = {
  id: number
  email: string
  full_name: string
  organization_name: string
  organization_inn: string
  /** The INN's check digits add up. */
  inn_valid: boolean
  phone: string
  status: CustomerStatus
  manager: { id: number; name: string } | null
  created_at: string
}

export type CustomersPage = TablePage<CustomerRow>

export type ManagerOption = { id: number; name: string }
export type PriceTypeOption = { id: number; title: string; is_default: boolean }

export type CustomerOrder = { id: number; number: string; status: OrderStatus; total: number; created_at: string }
export type CustomerLedgerEntry = {
  id: number
  accrued: number
  spent: number
  pending: boolean
  note: string
  order_id: number | null
  created_at: string
}
export type CustomerFavorite = { id: number; title: string; sku: string; slug: string }
export type CustomerSurveyAnswer = { question: string; answer: string }
export type CustomerSurveyResponse = { id: number; survey: string; created_at: string; answers: CustomerSurveyAnswer[] }

export type CustomerDetail = CustomerRow & {
  user_type: 'legal' | 'entrepreneur'
  legal_address: string
  actual_address: string
  locale: 'ru' | 'en'
  activated_at: string | null
  price_type: PriceTypeOption | null
  loyalty_balance: number
  /** What the suggestions provider knows of the INN, when one is configured and knows it. */
  company: CompanySuggestion | null
  /** The company account the customer belongs to, with its users. */
  company_account: StaffCompany | null
  orders: CustomerOrder[]
  ledger: CustomerLedgerEntry[]
  favorites: CustomerFavorite[]
  surveys: CustomerSurveyResponse[]
  managers: ManagerOption[]
  price_types: PriceTypeOption[]
}

const optionalId = v.nullable(
  v.pipe(v.number('api_invalid_value'), v.integer('api_invalid_value'), v.minValue(1, 'api_invalid_value')),
)

export const customerManagerBody = v.object({ manager_id: optionalId })
export const customerPriceTypeBody = v.object({ price_type_id: optionalId })

export const LOYALTY_ADJUSTMENT_LIMIT = 100_000_000

/** Points added (positive) or taken off (negative), with the reason the ledger keeps. */
export const loyaltyAdjustmentBody = v.object({
  amount: v.pipe(
    v.number('staff_customers_amount_invalid'),
    v.integer('staff_customers_amount_invalid'),
    v.minValue(-LOYALTY_ADJUSTMENT_LIMIT, 'staff_customers_amount_invalid'),
    v.maxValue(LOYALTY_ADJUSTMENT_LIMIT, 'staff_customers_amount_invalid'),
    v.check((amount) => amount !== 0, 'staff_customers_amount_zero'),
  ),
  reason: v.pipe(
    v.string('forms_validation_required'),
    v.trim(),
    v.minLength(1, 'forms_validation_required'),
    v.maxLength(300, 'forms_validation_too_long'),
  ),
})
export type LoyaltyAdjustment = v.InferOutput<typeof loyaltyAdjustmentBody>

/** The answer of an action: the customer as it is now, and for activation whether the mail went. */
export type CustomerActionAnswer = { customer: CustomerDetail; mailed?: boolean }

/** staff/customers/{id}/view-as/: the session now shows the storefront as this customer. */
export type ViewAsAnswer = { customer_id: number }
