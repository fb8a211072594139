// What staff do to an order: move its status (the same change 1C's documents make, orders/order-changes.ts),
// cancel it with a reason, or have 1C take it again at its next query. Each in one transaction with its audit
// entry; the buyer's mail leaves after the commit.
import { eq, sql } from 'drizzle-orm'
import type { Locale } from '../../../../contract/site'
import { allowedStatuses } from '../../../../contract/staff/orders'
import type { OrderStatus } from '../../../../contract/orders'
import type { AppContext } from '../../../context'
import { orders } from '../../../db/schema/ordering'
import { NotFound, Refused } from '../../../domain-errors'
import { translate } from '../../../i18n'
import { recordAudit, type AuditActor } from '../../audit/record'
import { applyOrderChange, lockOrder, mailOrderNews, staffStatusChange } from '../../orders/order-changes'
import type { StaffMember } from '../access'
import { orderInScope } from './detail'

type CommandContext = Pick<AppContext, 'db' | 'mailer' | 'env'> & {
  member: StaffMember
  actor: AuditActor
  locale: Locale
  exchangeOn: boolean
}

const statusName = (status: OrderStatus, locale: Locale) => translate(`history_status_${status}`, locale)

async function inScopeOrRefuse(ctx: CommandContext, orderId: number) {
  if (!(await orderInScope(ctx.db, ctx.member, orderId))) throw new NotFound(translate('api_not_found', ctx.locale))
}

/** Moves the order to `status`, or refuses a move staff may not make from where it stands. */
export async function changeOrderStatus(
  ctx: CommandContext,
  orderId: number,
  status: OrderStatus,
  reason = '',
): Promise<void> {
  await inScopeOrRefuse(ctx, orderId)
  const mailed = await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId)
    if (!order) throw new NotFound(translate('api_not_found', ctx.locale))
    if (!allowedStatuses(order.status, ctx.exchangeOn).includes(status)) {
      const owned = ctx.exchangeOn && status !== 'cancelled' && status !== order.status
      throw new Refused(
        translate(owned ? 'staff_orders_status_owned_by_1c' : 'staff_orders_status_not_allowed', ctx.locale, {
          from: statusName(order.status, ctx.locale),
          to: statusName(status, ctx.locale),
        }),
        owned ? 'status_owned_by_1c' : 'status_not_allowed',
      )
    }
    const change = staffStatusChange(order, status, new Date())
    const { news } = await applyOrderChange(tx, order, change)
    await recordAudit(tx, ctx.actor, {
      action: status === 'cancelled' ? 'order.cancel' : 'order.status',
      entityType: 'order',
      entityId: order.id,
      summary: order.number,
      before: { status: order.status, status_title: order.statusTitle },
      after: { status, ...(reason ? { reason } : {}), points_refunded: status === 'cancelled' ? order.pointsSpent : 0 },
    })
    return news
  })
  if (mailed) await mailOrderNews(ctx, [orderId])
}

/** Offers the order to 1C again at its next mode=query, whether or not 1C took it before. */
export async function resendOrderTo1C(ctx: CommandContext, orderId: number): Promise<void> {
  await inScopeOrRefuse(ctx, orderId)
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId)
    if (!order) throw new NotFound(translate('api_not_found', ctx.locale))
    const [after] = await tx
      .update(orders)
      .set({ changedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(orders.id, order.id))
      .returning({ changedAt: orders.changedAt })
    await recordAudit(tx, ctx.actor, {
      action: 'order.resend_1c',
      entityType: 'order',
      entityId: order.id,
      summary: order.number,
      before: { changed_at: order.changedAt, exported_at: order.exportedAt, offered_at: order.offeredAt },
      after: { changed_at: after?.changedAt },
    })
  })
}
