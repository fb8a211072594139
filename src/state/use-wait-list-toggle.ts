// One product's wait-list subscription for a buyer: POST forms/subscribe-product/{id}/ joins, DELETE leaves
// (SPEC 7 "Wait list"). A press while a call is in flight is ignored. The answer's `detail` (or the SPEC default)
// becomes the notice; a failure becomes an error notice with the API's message.
import { useState } from 'react'
import { api } from '../api/instance'
import { refusalOf } from '../lib/forms/refusal'
import { m } from '../../messages/compiled/messages.js'
import type { WaitListAnswer } from '../../contract/wait-list'

export type WaitNotice = { failed: boolean; message: string }

export const waitListPath = (productId: number) => `forms/subscribe-product/${productId}/`

/** A change made here, valid while the card still says what it said when the change was made. */
type Change = { productId: number; cardSaid: boolean; inWait: boolean }

export function useWaitListToggle(productId: number, cardInWait: boolean) {
  const [change, setChange] = useState<Change | null>(null)
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<WaitNotice | null>(null)
  // A fresh card (another product, a refetch that saw the change) knows better than what this one remembers.
  const inWait = change && change.productId === productId && change.cardSaid === cardInWait ? change.inWait : cardInWait

  const toggle = async () => {
    if (busy) return
    setBusy(true)
    const joining = !inWait
    try {
      const path = waitListPath(productId)
      const answer = joining
        ? await api().post<WaitListAnswer | null>(path, { product: productId }, { suppressErrorAlert: true })
        : await api().delete<WaitListAnswer | null>(path, { suppressErrorAlert: true })
      setChange({ productId, cardSaid: cardInWait, inWait: joining })
      setNotice({ failed: false, message: answer?.detail || (joining ? m.wait_subscribed() : m.wait_unsubscribed()) })
    } catch (error) {
      setNotice({ failed: true, message: refusalOf(error, []).message ?? m.errors_serverError() })
    } finally {
      setBusy(false)
    }
  }

  return { inWait, busy, notice, toggle, dismiss: () => setNotice(null) }
}
