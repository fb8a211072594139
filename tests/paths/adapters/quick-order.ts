// The quick order on the cart page, as the buyer with an empty cart: typing lines, choosing a text file or an Excel
// workbook, checking and adding. orders/fast/ calls are held: a check, a workbook read and an add the model lets
// succeed go to the server, failures are answered as the server would fail. Each state is checked on the panel
// (the text, the file read, the busy button, the resolved lines with their statuses, the errors where the panel
// puts them, the news of an add) and against the API cart, which holds only what the adds put there.
import { expect } from 'vitest'
import { OUT_OF_STOCK, type ProductCard, type ProductListResponse } from '../../../contract/catalogue'
import type { Cart } from '../../../contract/cart'
import type { QuickOrderLine } from '../../../contract/orders'
import { foundLines, quickOrderMachine, type QuickOrderContext } from '../../../machines/quick-order.machine'
import { m } from '../../../messages/compiled/messages.js'
import { workbookOf } from '../../fixtures/spreadsheets'
import type { PathAdapter, PathDriver } from '../adapter'
import { eventually } from '../eventually'
import type { PathSession } from '../session'
import { awaitNewCall, releaseCall } from './held-calls'
import { shownMessage } from './messages'
import {
  ADD_FAILED,
  ADDED,
  CHECK_FAILED,
  CHECKED,
  EXCLUDED,
  FILE,
  FOUND_SKU,
  INPUT,
  quickOrderModel,
  quickOrderPaths,
  READ,
  READ_FAILED,
  SHEET_NAME,
  SHEET_ROWS,
  type ModelEvent,
} from './quick-order.model'

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
/** Events that send a call the machine then waits on. */
const CALLING = new Set(['quickOrder.file', 'quickOrder.sheet', 'quickOrder.check', 'quickOrder.add'])

const normalized = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim()

/** A product the buyer can order now (the first the catalogue lists). */
async function orderableProduct(session: PathSession): Promise<ProductCard> {
  const listing = await session.api<ProductListResponse>('GET', 'catalog/products/?ps=96')
  const product = listing.products.find(
    (card) => card.permissions.can_order && card.amount && card.amount !== OUT_OF_STOCK && (card.price ?? 0) > 0,
  )
  if (!product) throw new Error('the catalogue lists no product the buyer can order')
  return product
}

async function open(session: PathSession): Promise<PathDriver> {
  const { page, t } = session
  await session.api('POST', 'carts/clear/')
  const product = await orderableProduct(session)
  const real = (text: string) => text.replaceAll(FOUND_SKU, product.sku_full)
  /** The model's lines as the server gives them: the stand-in SKU is the product's. */
  const realLines = (items: QuickOrderLine[]) =>
    items.map((item) =>
      item.status !== 'invalid' && item.sku === FOUND_SKU ? { ...item, sku: product.sku_full, product } : item,
    )
  const held = await session.hold({
    url: (url) => /^\/api\/(en\/)?orders\/fast\/$/.test(url.pathname),
    holds: (request) => request.method() === 'POST',
  })
  await session.open('/order/cart/')
  const panel = page.getByRole('region', { name: t(m.quick_order_title) })
  const field = panel.getByRole('textbox', { name: t(m.quick_order_text_label) })
  const fileInput = panel.getByLabel(t(m.quick_order_file_label))
  const packsInCart = async () =>
    (await session.api<Cart>('GET', 'carts/')).items.find((line) => line.product.id === product.id)?.quantity ?? 0
  let packsAdded = 0

  async function doEvent(event: ModelEvent, before: QuickOrderContext) {
    switch (event.type) {
      case 'quickOrder.type':
        return field.fill(real(event.text))
      case 'quickOrder.file':
        return fileInput.setInputFiles({
          name: event.name,
          mimeType: 'text/plain',
          buffer: Buffer.from(real(event.text)),
        })
      case 'quickOrder.sheet': {
        const rows = SHEET_ROWS.map(([sku, packs]) => [real(sku), packs])
        return fileInput.setInputFiles({
          name: SHEET_NAME,
          mimeType: XLSX,
          buffer: Buffer.from(await workbookOf(rows)),
        })
      }
      case 'quickOrder.check':
        return panel.getByRole('button', { name: t(m.quick_order_check) }).click()
      case 'quickOrder.add':
        return panel
          .getByRole('button', { name: t(m.quick_order_add, { count: foundLines(before.items).length }) })
          .click()
      case CHECKED:
      case READ:
        return void (await releaseCall(held))
      case ADDED: {
        const found = foundLines(event.output.items)
        if (found.length === 0) {
          // Nothing orderable any more: the server's answer, with the cart as it is.
          const cart = await session.api<Cart>('GET', 'carts/')
          return held.answer(200, { items: realLines(event.output.items), cart })
        }
        const answered = (await (await releaseCall(held)).json()) as { cart: Cart }
        packsAdded += event.output.items.reduce((sum, line) => sum + (line.status === 'found' ? line.quantity : 0), 0)
        expect(answered.cart.items.find((line) => line.product.id === product.id)?.quantity).toBe(packsAdded)
        return
      }
      case CHECK_FAILED:
      case READ_FAILED:
      case ADD_FAILED:
        return held.answer(event.error.status, event.error.data)
    }
  }

  async function checkErrors({ errors }: QuickOrderContext, state: string) {
    const textErrors = errors?.fieldErrors.text ?? []
    const fileErrors = errors?.fieldErrors.file ?? []
    expect(await field.getAttribute('aria-invalid')).toBe(textErrors.length > 0 ? 'true' : null)
    for (const text of [...textErrors, ...fileErrors]) expect(await panel.getByText(text).count()).toBe(1)
    expect(await fileInput.getAttribute('aria-invalid')).toBe(fileErrors.length > 0 ? 'true' : null)
    const alert = panel.getByRole('alert')
    if (!errors?.message) return expect(await alert.count()).toBe(0)
    const title = state === 'editing' ? t(m.quick_order_check_failed) : t(m.quick_order_add_failed)
    expect(normalized(await alert.textContent())).toBe(normalized(title + shownMessage(session, errors.message)))
  }

  async function checkLines({ items }: QuickOrderContext) {
    const rows = panel.locator('tr[data-status]')
    const shown = await rows.evaluateAll((found) =>
      found.map((row) => [row.getAttribute('data-status'), row.querySelector('td:nth-child(2)')?.textContent ?? '']),
    )
    expect(shown).toEqual(
      (items ?? []).map((item) => [item.status, item.status === 'invalid' ? item.text : real(item.sku)]),
    )
  }

  return {
    act: async ({ event, before, advance }) => {
      const heldBefore = held.count
      await doEvent(event as ModelEvent, before.context as QuickOrderContext)
      advance()
      if (CALLING.has(event.type)) await awaitNewCall(held, heldBefore)
    },
    check: async (snapshot) => {
      const state = String(snapshot.value)
      const context = snapshot.context as QuickOrderContext
      const busy = { checking: m.quick_order_checking, reading: m.quick_order_reading, adding: m.quick_order_adding }
      const marker = state in busy ? busy[state as keyof typeof busy] : m.quick_order_check
      // The check button reads "Check" while a file is read too: the state shows once no other control is busy.
      await eventually(async () => {
        expect(await panel.getByText(t(marker), { exact: true }).count()).toBe(1)
        expect(await panel.locator('[aria-busy="true"]').count()).toBe(state in busy ? 1 : 0)
        expect(await field.inputValue()).toBe(real(context.text))
      })
      expect(await field.getAttribute('readonly')).toBe(state === 'adding' ? '' : null)
      // The file the text was read from, named while the text is unchanged since (not while a workbook is read).
      for (const name of [FILE.name, SHEET_NAME]) {
        const named = context.fileName === name && state !== 'reading'
        expect(await panel.getByText(t(m.quick_order_file_read, { name })).count()).toBe(named ? 1 : 0)
      }
      await checkLines(context)
      await checkErrors(context, state)
      const found = foundLines(context.items).length
      const addButton = panel.getByRole('button', { name: t(m.quick_order_add, { count: found }) })
      if (state !== 'adding') expect(await addButton.count()).toBe(found > 0 ? 1 : 0)
      const status = normalized(await panel.getByRole('status').textContent())
      if (context.added !== null) expect(status).toContain(normalized(t(m.quick_order_added, { count: context.added })))
      else if (!context.items) expect(status).toBe('')
      expect(await packsInCart()).toBe(packsAdded)
    },
    describe: async () => normalized(await panel.textContent()).slice(0, 400),
  }
}

export const quickOrderAdapter: PathAdapter = {
  name: 'quick-order',
  machine: quickOrderMachine,
  model: quickOrderModel,
  input: INPUT,
  paths: quickOrderPaths,
  excluded: EXCLUDED,
  as: 'buyer',
  open,
}
