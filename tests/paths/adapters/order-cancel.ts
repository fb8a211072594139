// Cancelling or changing an order from its page in the history, as the buyer: each path places an order of its own
// through the API (one product), opens /my/history/?order=…, and works the dialog. orders/{id}/cancel/ and
// orders/{id}/change/ are held: a success goes to the server, refusals are answered. Each state is checked on the
// page (the dialog, the reason and its error, the refusal, the busy confirm, the outcome) and against the API: the
// order stays new until the server cancelled it, and a change puts its lines back in the cart.
import { expect } from 'vitest'
import type { Cart } from '../../../contract/cart'
import { OUT_OF_STOCK, type ProductListResponse } from '../../../contract/catalogue'
import { invoiceOrderBody } from '../../fixtures/order-body'
import type { OrderDetail } from '../../../contract/orders'
import { orderCancelMachine, type OrderCancelContext } from '../../../machines/order-cancel.machine'
import { m } from '../../../messages/compiled/messages.js'
import type { PathAdapter, PathDriver } from '../adapter'
import { eventually } from '../eventually'
import type { PathSession } from '../session'
import { awaitNewCall, releaseCall } from './held-calls'
import { shownMessage } from './messages'
import {
  EXCLUDED,
  INPUT,
  orderCancelModel,
  orderCancelPaths,
  REFUSED,
  SENT,
  type ModelEvent,
} from './order-cancel.model'

const normalized = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim()

/** Places an order of two packs of the first product the buyer can order, leaving the cart empty. */
async function placeOrder(session: PathSession): Promise<OrderDetail> {
  const listing = await session.api<ProductListResponse>('GET', 'catalog/products/?ps=96')
  const product = listing.products.find((card) => card.permissions.can_order && card.amount !== OUT_OF_STOCK)
  if (!product) throw new Error('the catalogue lists no product the buyer can order')
  await session.api('POST', 'carts/clear/')
  await session.api('POST', 'carts/items/', { product: product.id, quantity: 2 })
  const order = await session.api<OrderDetail>('POST', 'orders/', invoiceOrderBody(session.buyer!.email))
  await session.api('POST', 'carts/clear/')
  expect(order.can_cancel).toBe(true)
  return order
}

async function open(session: PathSession): Promise<PathDriver> {
  const { page, t } = session
  const order = await placeOrder(session)
  const { number } = order
  const held = await session.hold({
    url: (url) => new RegExp(`^/api/(en/)?orders/${order.id}/(cancel|change)/$`).test(url.pathname),
    holds: (request) => request.method() === 'POST',
  })
  await session.open(`/my/history/?order=${order.id}`)
  const title = (mode: OrderCancelContext['mode']) =>
    t(mode === 'change' ? m.history_change_title : m.history_cancel_title, { number })
  // The outcome has the dialog's title: the form tells the dialog from it.
  const dialog = page.getByRole('dialog').filter({ has: page.locator('#order-cancel-form') })
  const outcome = page.getByRole('dialog').filter({ hasNot: page.locator('#order-cancel-form') })
  const reasonField = dialog.getByRole('textbox')
  const confirm = (mode: OrderCancelContext['mode']) =>
    dialog.getByRole('button', { name: t(mode === 'change' ? m.history_change_confirm : m.history_cancel_confirm) })
  const orderNow = () => session.api<OrderDetail>('GET', `orders/${order.id}/`)
  const cartLines = async () =>
    (await session.api<Cart>('GET', 'carts/')).items.map((item) => [item.product.id, item.quantity])

  async function doEvent(event: ModelEvent, before: OrderCancelContext) {
    switch (event.type) {
      case 'cancel.open': {
        const label = event.mode === 'change' ? m.history_change_label : m.history_cancel_label
        return page.getByRole('button', { name: t(label, { number }) }).click()
      }
      case 'cancel.edit':
        return reasonField.fill(event.reason)
      case 'cancel.submit':
        return confirm(before.mode).click()
      case 'cancel.close':
        return (before.outcome ? outcome : dialog)
          .getByRole('button', { name: t(before.outcome ? m.alert_ok : m.history_cancel_keep) })
          .click()
      case SENT:
        return void (await releaseCall(held))
      case REFUSED:
        return held.answer(event.error.status, event.error.data)
    }
  }

  /** The server is asked for this order, in this mode, with the reason trimmed. */
  async function expectSent({ mode, reason }: OrderCancelContext) {
    const { request } = await held.next()
    expect(new URL(request.url()).pathname.endsWith(`/${order.id}/${mode}/`)).toBe(true)
    expect(request.postDataJSON()).toEqual({ reason: reason.trim() })
  }

  async function checkDialog(context: OrderCancelContext, sending: boolean) {
    await dialog.waitFor()
    expect(normalized(await dialog.getByRole('heading').textContent())).toBe(normalized(title(context.mode)))
    expect(await reasonField.inputValue()).toBe(context.reason)
    expect(await reasonField.isDisabled()).toBe(sending)
    await eventually(async () => expect(await confirm(context.mode).getAttribute('aria-busy')).toBe(String(sending)))
    expect(await reasonField.getAttribute('aria-invalid')).toBe(context.reasonError ? 'true' : null)
    if (context.reasonError) expect(await dialog.getByText(shownMessage(session, context.reasonError)).count()).toBe(1)
    const refusal = dialog.getByRole('alert')
    if (context.message)
      expect(normalized(await refusal.textContent())).toBe(normalized(shownMessage(session, context.message)))
    else expect(await refusal.count()).toBe(0)
  }

  /** The reason the order was cancelled with, once the server took it. */
  let sentReason: string | null = null
  return {
    act: async ({ event, before, advance }) => {
      const heldBefore = held.count
      const context = before.context as OrderCancelContext
      if (event.type === SENT || event.type === REFUSED) await expectSent(context)
      await doEvent(event as ModelEvent, context)
      if (advance().matches('submitting')) await awaitNewCall(held, heldBefore)
      if (event.type === SENT) sentReason = context.reason.trim()
    },
    check: async (snapshot) => {
      const context = snapshot.context as OrderCancelContext
      const editing = ['editing', 'submitting', 'refused'].some((state) => snapshot.matches(state))
      if (editing) await checkDialog(context, snapshot.matches('submitting'))
      else await dialog.waitFor({ state: 'detached' })
      if (snapshot.matches('done')) {
        await outcome.waitFor()
        const done = context.mode === 'change' ? m.history_change_done : m.history_cancel_done
        expect(normalized(await outcome.textContent())).toContain(normalized(t(done, { number })))
      } else await outcome.waitFor({ state: 'detached' })
      // The order is cancelled only once the server said so; a change put its lines back in the cart.
      const now = await orderNow()
      const cancelled = sentReason !== null
      expect(now.status === 'cancelled').toBe(cancelled)
      const lines = now.items.map((line) => [line.product_id, line.quantity])
      expect(await cartLines()).toEqual(cancelled && context.mode === 'change' ? lines : [])
      // Closed, the order's page shows it cancelled, with the reason given.
      if (snapshot.matches('closed') && sentReason !== null) {
        const row = page.locator(`tbody[data-order-id="${order.id}"]`)
        const shown = normalized(`${t(m.history_cancel_reason_shown)} ${sentReason}`)
        await eventually(async () => expect(normalized(await row.textContent())).toContain(shown))
      }
    },
    describe: async () => {
      const shown = page.getByRole('dialog')
      return (await shown.count()) > 0 ? normalized(await shown.first().textContent()).slice(0, 300) : 'no dialog'
    },
  }
}

export const orderCancelAdapter: PathAdapter = {
  name: 'order-cancel',
  machine: orderCancelMachine,
  model: orderCancelModel,
  input: INPUT,
  paths: orderCancelPaths,
  excluded: EXCLUDED,
  as: 'buyer',
  writes: {
    'cancel.open':
      'each path places an order of its own to cancel or change (POST orders/), and a success cancels it for real',
  },
  open,
}
