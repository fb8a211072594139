// One order's details (orders/{id}/) for a row of the history, fetched the first time the row is opened and
// kept while the page stays; a failure can be retried. An order the page already has (opened by a link) is given.
import { useState } from 'react'
import { getOrder } from '../api/orders'
import type { OrderDetail } from '../../contract/orders'

export type OrderDetailState =
  { status: 'idle' | 'loading' | 'failed'; detail: null } | { status: 'loaded'; detail: OrderDetail }

export function useOrderDetail(orderId: number, known: OrderDetail | null = null) {
  const [state, setState] = useState<OrderDetailState>(
    known ? { status: 'loaded', detail: known } : { status: 'idle', detail: null },
  )

  const load = () => {
    setState({ status: 'loading', detail: null })
    getOrder(orderId, { suppressErrorAlert: true })
      .then((detail) => setState({ status: 'loaded', detail }))
      .catch(() => setState({ status: 'failed', detail: null }))
  }

  /** Loads the details unless they are here or on their way. */
  const want = () => {
    if (state.status === 'idle' || state.status === 'failed') load()
  }

  return { ...state, want, retry: load }
}
