// Repeating a seeded order from the history, as the buyer with an empty cart: the order's "repeat" button, the
// confirmation's boxes, adding, cancelling and the outcome's OK. orders/{id}/repeat/ calls are held: the preview is
// answered with the order's real lines arranged as the model's preview, an add the model lets succeed goes to the
// server, failures are answered. Each state is checked on the page (the waiting button, the dialog's lines and
// boxes, the outcome and its message) and against the API cart, which holds only the lines a repeat added.
import { expect } from 'vitest'
import type { Cart } from '../../../contract/cart'
import type { OrderHistoryResponse, RepeatPreview } from '../../../contract/orders'
import { repeatOrderMachine, type RepeatOrderContext } from '../../../machines/repeat-order.machine'
import { m } from '../../../messages/compiled/messages.js'
import type { PathAdapter, PathDriver } from '../adapter'
import { eventually } from '../eventually'
import type { PathSession } from '../session'
import { awaitNewCall, releaseCall } from './held-calls'
import { shownMessage } from './messages'
import {
  ADD_FAILED,
  ADDED,
  EXCLUDED,
  INPUT,
  LINES_NEEDED,
  PREVIEW_FAILED,
  PREVIEWED,
  repeatOrderModel,
  repeatOrderPaths,
  type ModelEvent,
} from './repeat-order.model'

const normalized = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim()

/** The newest seeded order with enough lines to stand for the model's. */
async function seededOrder(session: PathSession) {
  const history = await session.api<OrderHistoryResponse>('GET', 'orders/?limit=20')
  const order = history.results.find((row) => row.items_count >= LINES_NEEDED && row.status !== 'cancelled')
  if (!order) throw new Error(`the buyer has no order of ${LINES_NEEDED} lines or more to repeat`)
  return order
}

async function open(session: PathSession): Promise<PathDriver> {
  const { page, t } = session
  await session.api('POST', 'carts/clear/')
  const order = await seededOrder(session)
  const held = await session.hold({
    url: (url) => new RegExp(`^/api/(en/)?orders/${order.id}/repeat/$`).test(url.pathname),
    holds: (request) => request.method() === 'POST',
  })
  await session.open('/my/history/')
  const repeatButton = page.getByRole('button', { name: t(m.history_repeat_label, { number: order.number }) })
  const confirmDialog = page.getByRole('dialog', { name: t(m.history_repeat_title, { number: order.number }) })
  const doneDialog = page.getByRole('dialog', { name: t(m.history_repeat_done_title) })
  const failedDialog = page.getByRole('alertdialog', { name: t(m.history_repeat_failed) })
  /** The order's lines as the server previews them, fetched with the first preview. */
  let lines: RepeatPreview['available'] = []
  const realLine = (id: number) => lines[id - 1]!
  /** The lines (product, packs) the add put in the cart. */
  let added: number[][] = []
  const cartLines = async () =>
    (await session.api<Cart>('GET', 'carts/')).items.map((item) => [item.product.id, item.quantity])

  /** Answers the held preview with the order's real lines arranged as the model's preview. */
  async function answerPreview(preview: RepeatPreview) {
    const call = await held.next()
    if (lines.length === 0) lines = ((await (await call.route.fetch()).json()) as RepeatPreview).available
    expect(lines.length).toBeGreaterThanOrEqual(LINES_NEEDED)
    const real = (model: RepeatPreview['available']) => model.map((line) => realLine(line.id))
    await held.answer(200, { available: real(preview.available), unavailable: real(preview.unavailable) })
  }

  /** The add sends the lines left checked. */
  async function expectSent({ selected }: RepeatOrderContext) {
    const call = await held.next()
    expect(call.request.postDataJSON()).toEqual({ confirm: true, items: selected.map((id) => realLine(id).id) })
  }

  async function doEvent(event: ModelEvent, before: RepeatOrderContext) {
    switch (event.type) {
      case 'repeat.start':
        return repeatButton.click()
      case 'repeat.toggle':
        return confirmDialog.getByRole('checkbox', { name: realLine(event.id).name }).click()
      case 'repeat.confirm':
        return confirmDialog.getByRole('button', { name: t(m.history_repeat_confirm) }).click()
      case 'repeat.cancel':
        return confirmDialog.getByRole('button', { name: t(m.history_repeat_cancel) }).click()
      case 'repeat.dismiss':
        return page
          .getByRole(before.failure ? 'alertdialog' : 'dialog')
          .getByRole('button', { name: t(m.alert_ok) })
          .click()
      case PREVIEWED:
        return answerPreview(event.output)
      case PREVIEW_FAILED:
        return held.answer(event.error.status, event.error.data)
      case ADDED:
        await expectSent(before)
        await releaseCall(held)
        added = before.selected.map((id) => [realLine(id).product!.id, realLine(id).quantity])
        return
      case ADD_FAILED:
        await expectSent(before)
        return held.answer(event.error.status, event.error.data)
    }
  }

  async function checkConfirming({ preview, selected }: RepeatOrderContext, adding: boolean) {
    await confirmDialog.waitFor()
    const boxes = confirmDialog.getByRole('checkbox')
    expect(await boxes.count()).toBe(preview!.available.length)
    for (const line of preview!.available) {
      const box = confirmDialog.getByRole('checkbox', { name: realLine(line.id).name })
      expect(await box.isChecked()).toBe(selected.includes(line.id))
    }
    const unavailable = confirmDialog.locator('[data-unavailable]')
    expect(await unavailable.count()).toBe(preview!.unavailable.length)
    for (const [index, line] of preview!.unavailable.entries())
      expect(normalized(await unavailable.nth(index).textContent())).toContain(normalized(realLine(line.id).name))
    const status = t(m.history_repeat_selected, { count: selected.length, total: preview!.available.length })
    expect(normalized(await confirmDialog.getByRole('status').textContent())).toBe(normalized(status))
    const confirm = confirmDialog.getByRole('button', { name: t(m.history_repeat_confirm) })
    await eventually(async () => expect(await confirm.getAttribute('aria-busy')).toBe(String(adding)))
    expect(await confirm.isDisabled()).toBe(adding || selected.length === 0)
  }

  return {
    act: async ({ event, before, advance }) => {
      const heldBefore = held.count
      await doEvent(event as ModelEvent, before.context as RepeatOrderContext)
      const after = advance()
      if (event.type === 'repeat.start' || (event.type === 'repeat.confirm' && after.matches('adding')))
        await awaitNewCall(held, heldBefore)
    },
    check: async (snapshot) => {
      const context = snapshot.context as RepeatOrderContext
      const waiting = snapshot.matches('previewing') || snapshot.matches('adding')
      await eventually(async () => expect(await repeatButton.getAttribute('aria-busy')).toBe(String(waiting)))
      expect(await repeatButton.isDisabled()).toBe(waiting)
      const confirming = snapshot.matches('confirming') || snapshot.matches('adding')
      if (confirming) await checkConfirming(context, snapshot.matches('adding'))
      else await confirmDialog.waitFor({ state: 'detached' })
      if (snapshot.matches('done')) await doneDialog.waitFor()
      else await doneDialog.waitFor({ state: 'detached' })
      // Every line an add sent is in the cart, as many packs as ordered; nothing else is.
      expect((await cartLines()).sort()).toEqual([...added].sort())
      if (context.failure) {
        await failedDialog.waitFor()
        const { detail } = context.failure
        const message = detail === null ? t(m.history_repeat_nothing) : shownMessage(session, detail)
        expect(normalized(await failedDialog.textContent())).toContain(normalized(message))
      } else await failedDialog.waitFor({ state: 'detached' })
    },
    describe: async () => {
      const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog'))
      const shown = (await dialog.count()) > 0 ? await dialog.first().textContent() : 'no dialog'
      const busy = await repeatButton.getAttribute('aria-busy')
      return `${normalized(shown).slice(0, 300)}; the repeat button busy: ${busy}`
    },
  }
}

export const repeatOrderAdapter: PathAdapter = {
  name: 'repeat-order',
  machine: repeatOrderMachine,
  model: repeatOrderModel,
  input: INPUT,
  paths: repeatOrderPaths,
  excluded: EXCLUDED,
  as: 'buyer',
  open,
}
