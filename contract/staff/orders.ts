// The back office's orders: the list (filters, sort, paging, CSV of the same filter), one order in full, and what
// staff may do to it (change its status, cancel it, send it to 1C again).
import * as v from 'valibot'
import { ORDER_STATUSES, type OrderDetail, type OrderLine, type OrderStatus } from '../orders'
import { staffTableQuery, tableSearch, type TablePage } from './table'

export const STAFF_ORDER_SORTS = ['date', 'number', 'customer', 'status', 'total'] as const

const day = v.optional(
  v.union([v.literal(''), v.pipe(v.string(), v.isoDate('api_invalid_value'))], 'api_invalid_value'),
  '',
)

/** The list's filters (without paging they are also the CSV's query). */
export const staffOrderFilters = {
  status: v.optional(v.picklist(['', ...ORDER_STATUSES], 'api_invalid_value'), ''),
  /** Placed on or after / on or before this day (the shop's time zone), YYYY-MM-DD. */
  from: day,
  to: day,
  /** Organization, e-mail, INN or order number (a part of it). */
  q: tableSearch,
  /** A manager card's id; admins only narrow by it, a manager always sees their own customers. */
  manager: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'api_invalid_value'))]), ''),
  /** 'yes': 1C has the order as it is; 'no': 1C has still to receive it (new or changed since). */
  exported: v.optional(v.picklist(['', 'yes', 'no'], 'api_invalid_value'), ''),
}

export const StaffOrdersQuery = staffTableQuery(STAFF_ORDER_SORTS, '-date', staffOrderFilters)
export type StaffOrdersQuery = v.InferOutput<typeof StaffOrdersQuery>
export const StaffOrdersCsvQuery = v.object(staffOrderFilters)
export type StaffOrderFilters = v.InferOutput<typeof StaffOrdersCsvQuery>

/** Where the order stands with 1C: waiting to be taken, handed over but not confirmed, or taken as it is. */
export type ExportState = 'pending' | 'offered' | 'exported'

export type StaffOrderCustomer = {
  id: number
  organization: string
  full_name: string
  email: string
  inn: string
  phone: string
}

export type StaffOrderRow = {
  id: number
  number: string
  date: string
  status: OrderStatus
  status_title: string | null
  customer: StaffOrderCustomer
  manager: string | null
  total: number
  items_count: number
  export_state: ExportState
  exported_at: string | null
}

export type StaffOrdersPage = TablePage<StaffOrderRow> & { managers: { id: number; name: string }[] }

/** What the back office may do with the order now. */
export type StaffOrderActions = {
  /** Statuses the order may be moved to from here (cancelled included when cancelling is allowed). */
  statuses: OrderStatus[]
  can_cancel: boolean
  /** 1C owns the statuses after `new`: only cancelling and resending are left to staff. */
  exchange_on: boolean
}

export type StaffOrderAuditEntry = { action: string; actor: string; summary: string; date: string; after: unknown }

/** A line with its units: packs × units per pack (the product's pack as it is now, as 1C is sent it). */
export type StaffOrderLine = OrderLine & { pack_quantity: number; units: number }

export type StaffOrderDetail = Omit<OrderDetail, 'items'> & {
  items: StaffOrderLine[]
  customer: StaffOrderCustomer
  manager: string | null
  external_number: string | null
  export_state: ExportState
  offered_at: string | null
  exported_at: string | null
  changed_at: string
  actions: StaffOrderActions
  audit: StaffOrderAuditEntry[]
}

/** A move to another status; cancelling has its own call, with a reason. */
export const StaffOrderStatusBody = v.object({
  status: v.picklist(
    ORDER_STATUSES.filter((status) => status !== 'cancelled'),
    'api_invalid_value',
  ),
})
export type StaffOrderStatusBody = v.InferOutput<typeof StaffOrderStatusBody>

export const StaffOrderCancelBody = v.object({
  reason: v.pipe(
    v.string('forms_validation_required'),
    v.trim(),
    v.minLength(1, 'forms_validation_required'),
    v.maxLength(500, 'forms_validation_too_long'),
  ),
})
export type StaffOrderCancelBody = v.InferOutput<typeof StaffOrderCancelBody>

/** The statuses the exchange with 1C owns once it is on. */
export const STATUSES_OF_1C: readonly OrderStatus[] = ['accepted', 'paid', 'shipped', 'completed']

const FORWARD: Record<OrderStatus, OrderStatus[]> = {
  new: ['accepted', 'paid', 'shipped', 'completed', 'cancelled'],
  accepted: ['paid', 'shipped', 'completed', 'cancelled'],
  paid: ['shipped', 'completed', 'cancelled'],
  shipped: ['completed'],
  completed: [],
  cancelled: [],
}

/** Where staff may move an order from `status`: forward only; cancelled only before it leaves the warehouse. */
export function allowedStatuses(status: OrderStatus, exchangeOn: boolean): OrderStatus[] {
  const next = FORWARD[status]
  return exchangeOn ? next.filter((target) => !STATUSES_OF_1C.includes(target)) : next
}
