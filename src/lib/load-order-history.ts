// The data of /my/history/: one page of the buyer's orders, or the one order a link opened (null when the
// link names no order of theirs).
import { redirect } from '@tanstack/react-router'
import { HISTORY_PAGE_SIZE } from '../../contract/order-history'
import type { OrderDetail, OrderHistoryResponse } from '../../contract/orders'
import { isApiError } from '../api/errors'
import { getOrder, getOrders } from '../api/orders'

export type HistoryData =
  { kind: 'list'; page: number; data: OrderHistoryResponse } | { kind: 'order'; order: OrderDetail | null }

export async function loadOrderHistory(page: number): Promise<HistoryData> {
  const data = await getOrders({ page, limit: HISTORY_PAGE_SIZE })
  const pages = Math.max(1, Math.ceil(data.count / HISTORY_PAGE_SIZE))
  // A page past the end (a typed address, an old link) shows the last one.
  if (page > pages) throw redirect({ to: '/my/history/', search: pages > 1 ? { p: String(pages) } : {} })
  return { kind: 'list', page, data }
}

export async function loadOpenedOrder(orderId: number | null): Promise<HistoryData> {
  if (orderId === null) return { kind: 'order', order: null }
  try {
    return { kind: 'order', order: await getOrder(orderId, { suppressErrorAlert: true }) }
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { kind: 'order', order: null }
    throw error
  }
}
