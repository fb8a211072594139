// The back office's orders (server/modules/staff/orders): the list, its CSV (a plain link: the browser downloads
// the file with its session cookie), one order, and what staff do to it.
import type { OrderStatus } from '../../../contract/orders'
import type { Locale } from '../../../contract/site'
import type { StaffOrderDetail, StaffOrderFilters, StaffOrdersPage } from '../../../contract/staff/orders'
import type { CallControl } from '../call-control'
import { api } from '../instance'
import { buildUrl, type Query } from '../url'

/** Where the browser reaches the API (instance.ts uses the same base). */
const BROWSER_API_BASE = '/api'

export type StaffOrdersSearch = Partial<StaffOrderFilters> & { page?: number; page_size?: number; sort?: string }

/** Only the filters given: an empty filter is left out of the URL. */
const queryOf = (search: StaffOrdersSearch): Query =>
  Object.fromEntries(Object.entries(search).filter(([, value]) => value !== '' && value !== undefined)) as Query

export const getStaffOrders = (search: StaffOrdersSearch, options?: CallControl) =>
  api().get<StaffOrdersPage>('staff/orders/', { ...options, query: queryOf(search) })

export function staffOrdersCsvUrl(search: StaffOrdersSearch, locale: Locale): string {
  const { page: _page, page_size: _size, sort: _sort, ...filters } = search
  return buildUrl(BROWSER_API_BASE, locale, 'staff/orders/', { ...queryOf(filters), format: 'csv' })
}

export const getStaffOrder = (id: number, options?: CallControl) =>
  api().get<StaffOrderDetail>(`staff/orders/${id}/`, options)

export const changeStaffOrderStatus = (id: number, status: Exclude<OrderStatus, 'cancelled'>, signal?: AbortSignal) =>
  api().post<StaffOrderDetail>(`staff/orders/${id}/status/`, { status }, { signal })

export const cancelStaffOrder = (id: number, reason: string, signal?: AbortSignal) =>
  api().post<StaffOrderDetail>(`staff/orders/${id}/cancel/`, { reason }, { signal })

export const resendStaffOrder = (id: number, signal?: AbortSignal) =>
  api().post<StaffOrderDetail>(`staff/orders/${id}/resend/`, undefined, { signal })
