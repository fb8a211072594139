// What staff may do with the order now: move its status (only the moves allowed from here), cancel it with a
// reason, send it to 1C again. Each is a submission; after a success the page reloads the order.
import { useRouter } from '@tanstack/react-router'
import { StaffOrderCancelBody, StaffOrderStatusBody, type StaffOrderDetail } from '../../../../contract/staff/orders'
import { m } from '../../../../messages/compiled/messages.js'
import { cancelStaffOrder, changeStaffOrderStatus, resendStaffOrder } from '../../../api/staff/orders'
import { validateForm } from '../../../lib/forms/validate'
import { useSubmission } from '../../../state/use-submission'
import { Button } from '../../ui/button'
import { FormAlert } from '../../ui/form-alert'
import { TextField } from '../../ui/text-field'
import { statusText } from '../../../lib/order-status-text'
import styles from './order-view.module.css'

export function OrderActions({ order }: { order: StaffOrderDetail }) {
  const router = useRouter()
  const reload = async <T,>(answer: T) => {
    await router.invalidate()
    return answer
  }
  const { statuses, can_cancel: canCancel, exchange_on: exchangeOn } = order.actions
  const status = useSubmission({
    values: { status: statuses[0] ?? '' },
    validate: (values) => validateForm(StaffOrderStatusBody, values),
    send: (body, signal) => changeStaffOrderStatus(order.id, body.status, signal).then(reload),
  })
  const cancel = useSubmission({
    values: { reason: '' },
    validate: (values) => validateForm(StaffOrderCancelBody, values),
    send: (body, signal) => cancelStaffOrder(order.id, body.reason, signal).then(reload),
    after: () => ({ reason: '' }),
  })
  const resend = useSubmission({
    values: {},
    send: (_body, signal) => resendStaffOrder(order.id, signal).then(reload),
  })
  return (
    <section className={styles.card} aria-labelledby="order-actions">
      <h2 id="order-actions">{m.staff_orders_actions()}</h2>
      {exchangeOn ? <p className={styles.note}>{m.staff_orders_exchange_on()}</p> : null}
      <div className={styles.forms}>
        {statuses.length > 0 ? (
          <form {...status.formProps} className={styles.form}>
            <label className={styles.select}>
              <span>{m.staff_orders_new_status()}</span>
              <select
                name="status"
                value={status.values.status}
                aria-invalid={status.errors.status ? true : undefined}
                onChange={(event) => status.edit('status', event.currentTarget.value)}
              >
                {statuses.map((next) => (
                  <option key={next} value={next}>
                    {statusText(next)}
                  </option>
                ))}
              </select>
            </label>
            <Button type="submit" size="sm" className={styles.submit} disabled={status.busy}>
              {m.staff_orders_change_status()}
            </Button>
            {status.message ? <FormAlert title={status.message} /> : null}
          </form>
        ) : !canCancel ? (
          <p className={styles.note}>{m.staff_orders_no_transitions()}</p>
        ) : null}
        {canCancel ? (
          <form {...cancel.formProps} className={styles.form}>
            <TextField label={m.staff_orders_cancel_reason()} maxLength={500} {...cancel.bind('reason')} />
            <Button type="submit" size="sm" variant="secondary" className={styles.submit} disabled={cancel.busy}>
              {m.staff_orders_cancel()}
            </Button>
            {cancel.message ? <FormAlert title={cancel.message} /> : null}
          </form>
        ) : null}
        <form {...resend.formProps} className={styles.form}>
          <Button type="submit" size="sm" variant="secondary" disabled={resend.busy}>
            {m.staff_orders_resend()}
          </Button>
          <span className={styles.hint}>{resend.success ? m.staff_orders_saved() : m.staff_orders_resend_hint()}</span>
          {resend.message ? <FormAlert title={resend.message} /> : null}
        </form>
      </div>
    </section>
  )
}
