// One product's wait-list subscription for a buyer on the submission machine (a form without fields):
// POST forms/subscribe-product/{id}/ joins, DELETE leaves (SPEC 7 "Wait list"). A press while a call is in flight
// is ignored. The answer's `detail` (or the SPEC default) becomes the notice; a failure becomes an error notice
// with the API's message.
import { m } from '../../messages/compiled/messages.js'
import type { WaitListAnswer } from '../../contract/wait-list'
import { joinWaitList, leaveWaitList } from '../api/wait-list'
import type { Validated } from '../lib/forms/validate'
import { useSubmission } from './use-submission'

/** A change asked for here, valid while the card still says what it said when it was asked for. */
type Change = { productId: number; cardSaid: boolean; joining: boolean }

const sendWaitList = ({ productId, joining }: Change, signal: AbortSignal) =>
  (joining ? joinWaitList : leaveWaitList)(productId, { signal, suppressErrorAlert: true })

export type WaitNotice = { failed: boolean; message: string }

export function useWaitListToggle(productId: number, cardInWait: boolean) {
  const toggle = useSubmission<Record<string, never>, Change, WaitListAnswer | null>({
    values: {},
    validate: (): Validated<Change> => ({ ok: true, output: { productId, cardSaid: cardInWait, joining: !inWait } }),
    send: sendWaitList,
  })
  const done = toggle.success
  // A fresh card (another product, a refetch that saw the change) knows better than what this one remembers.
  const inWait: boolean =
    done && done.body.productId === productId && done.body.cardSaid === cardInWait ? done.body.joining : cardInWait

  const notice: WaitNotice | null =
    toggle.status === 'succeeded' && done
      ? {
          failed: false,
          message: done.answer?.detail || (done.body.joining ? m.wait_subscribed() : m.wait_unsubscribed()),
        }
      : toggle.status === 'refused'
        ? { failed: true, message: toggle.message ?? m.errors_serverError() }
        : null

  return { inWait, busy: toggle.busy, notice, toggle: toggle.submit, dismiss: toggle.dismiss }
}
