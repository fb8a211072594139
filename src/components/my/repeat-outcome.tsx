// How a repeat ended: the lines are in the cart (with the way there), or the order could not be repeated and
// why, as the server put it (or, when it said no more: none of its goods can be had now).
import { messageText } from '../../lib/forms/messages'
import { m } from '../../../messages/compiled/messages.js'
import type { RepeatOrderView } from '../../state/use-repeat-order'
import { AlertModal } from '../ui/alert-modal'
import { AppLink } from '../ui/app-link'
import { buttonClass } from '../ui/button'
import { SuccessModal } from '../ui/success-modal'

export function RepeatOutcome({
  view: { state, context, send },
  orderNumber,
}: {
  view: RepeatOrderView
  orderNumber: string
}) {
  const dismiss = () => send({ type: 'repeat.dismiss' })
  if (state === 'done') {
    const toCart = (
      <AppLink to="/order/cart/" className={buttonClass('primary')} onClick={dismiss}>
        {m.history_to_cart()}
      </AppLink>
    )
    return (
      <SuccessModal
        open
        onClose={dismiss}
        title={m.history_repeat_done_title()}
        message={m.history_repeat_done({ number: orderNumber })}
        actions={toCart}
      />
    )
  }
  if (state === 'failed' && context.failure) {
    const title = messageText(context.failure.message)
    const detail = context.failure.detail === null ? null : messageText(context.failure.detail)
    // Nothing to add, or the server's refusal saying no more than the title: none of the goods can be had now.
    const message = detail && detail !== title ? detail : m.history_repeat_nothing()
    return <AlertModal open onClose={dismiss} title={title} message={message} />
  }
  return null
}
