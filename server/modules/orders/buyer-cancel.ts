// The buyer cancels their order while it is still new and 1C has not taken it: the same status change 1C and
// staff make (order-changes.ts: points spent come back, the pending accrual goes), with the buyer's reason kept on
// the order, and changed_at moved so 1C's next query hands it over as cancelled (Отменен, Причина отмены) should
// it have been offered to 1C in between. Later only staff cancel it.
import type { Locale } from '../../../contract/site'
import type { AppContext } from '../../context'
import { Conflict, NotFound } from '../../domain-errors'
import { translate } from '../../i18n'
import { managerCancelNotice } from '../../mail/order-mail'
import { sendInBackground } from '../../mail/mailer'
import { applyOrderChange, lockOrder, mailOrderNews } from './order-changes'
import { buyerMayCancel, findVisibleOrderId, type OrderReader } from './order-access'
import { orderManagerEmail } from './order-manager'

type CancelContext = Pick<AppContext, 'db' | 'mailer' | 'env'>

/** Cancels the order `orderId` the `reader` may see, or refuses (404 not theirs, 409 too late). */
export async function cancelOrderAsBuyer(
  ctx: CancelContext,
  reader: OrderReader,
  orderId: number,
  reason: string,
  locale: Locale,
): Promise<void> {
  const cancelled = await ctx.db.transaction(async (tx) => {
    const visible = await findVisibleOrderId(tx, reader, orderId)
    const order = visible === null ? null : await lockOrder(tx, orderId)
    if (!order) throw new NotFound(translate('orders_not_found', locale))
    if (!buyerMayCancel(order)) {
      const status = order.statusTitle ?? translate(`history_status_${order.status}`, locale)
      throw new Conflict(translate('orders_cancel_too_late', locale, { number: order.number, status }))
    }
    const now = new Date()
    await applyOrderChange(tx, order, {
      set: { status: 'cancelled', statusTitle: null, changedAt: now, cancelReason: reason },
      events: [{ kind: 'status', status: 'cancelled', title: '', happenedAt: now }],
      shipped: false,
    })
    return order
  })
  await mailOrderNews(ctx, [orderId])
  const to = await orderManagerEmail(ctx.db, cancelled.userId, ctx.env.STAFF_EMAIL)
  sendInBackground(ctx.mailer, managerCancelNotice(cancelled, reason, to), 'the manager notice of a cancelled order')
}
