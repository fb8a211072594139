// The buyer cancelling or changing an order: the reason (required), what will happen, and the confirm button; a
// refusal (the order was taken meanwhile) shows above the field; once done, a notice with the way to the cart for
// a change. While the request is out nothing can be pressed.
import { useRef } from 'react'
import { m } from '../../../messages/compiled/messages.js'
import { CANCEL_REASON_MAX } from '../../../contract/orders'
import { messageText } from '../../lib/forms/messages'
import type { OrderCancelView } from '../../state/use-order-cancel'
import { AppLink } from '../ui/app-link'
import { Button, buttonClass } from '../ui/button'
import { Dialog } from '../ui/dialog'
import { FormAlert } from '../ui/form-alert'
import { SuccessModal } from '../ui/success-modal'
import { TextAreaField } from '../ui/text-area-field'
import styles from './cancel-dialog.module.css'

export function CancelDialog({
  view: { state, context, send },
  orderNumber,
}: {
  view: OrderCancelView
  orderNumber: string
}) {
  const reasonField = useRef<HTMLTextAreaElement>(null)
  const close = () => send({ type: 'cancel.close' })
  const change = context.mode === 'change'
  if (state === 'done') {
    return (
      <SuccessModal
        open
        onClose={close}
        title={
          change ? m.history_change_title({ number: orderNumber }) : m.history_cancel_title({ number: orderNumber })
        }
        message={
          change ? m.history_change_done({ number: orderNumber }) : m.history_cancel_done({ number: orderNumber })
        }
        actions={
          change ? (
            <AppLink to="/order/cart/" className={buttonClass('primary')} onClick={close}>
              {m.history_to_cart()}
            </AppLink>
          ) : null
        }
      />
    )
  }
  if (state === 'closed') return null
  const sending = state === 'submitting'
  const cancel = () => {
    if (!sending) close()
  }
  return (
    <Dialog
      open
      size="md"
      tone="danger"
      onClose={cancel}
      title={change ? m.history_change_title({ number: orderNumber }) : m.history_cancel_title({ number: orderNumber })}
      initialFocus={reasonField}
      actions={
        <>
          <Button variant="secondary" onClick={cancel} disabled={sending}>
            {m.history_cancel_keep()}
          </Button>
          <Button
            type="submit"
            form="order-cancel-form"
            disabled={sending}
            aria-busy={sending}
            data-testid="order-cancel-confirm"
          >
            {change ? m.history_change_confirm() : m.history_cancel_confirm()}
          </Button>
        </>
      }
    >
      <form
        id="order-cancel-form"
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          send({ type: 'cancel.submit' })
        }}
      >
        <p className={styles.intro}>{change ? m.history_change_intro() : m.history_cancel_intro()}</p>
        {context.message ? <FormAlert title={messageText(context.message)} /> : null}
        <TextAreaField
          ref={reasonField}
          label={m.history_cancel_reason()}
          hint={m.history_cancel_reason_hint()}
          value={context.reason}
          onValueChange={(reason) => send({ type: 'cancel.edit', reason })}
          errors={context.reasonError ? [messageText(context.reasonError)] : undefined}
          required
          maxLength={CANCEL_REASON_MAX}
          rows={3}
          disabled={sending}
          name="reason"
        />
      </form>
    </Dialog>
  )
}
