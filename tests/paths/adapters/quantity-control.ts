// The quantity control on a catalogue card, as the buyer: "add" while the product is not in the cart, then the
// control's plus, minus, typing, Tab and the machine's own pause. Each step checks the request the page sent
// against the command the machine decides; each state, that the page and the API cart agree with the model: at
// rest the card shows "add" (no line) or the quantity the cart holds, while typing the field shows the draft, and
// a refused entry stays as typed with its reason and nothing sent.
import type { Page, Response } from 'playwright-core'
import { expect } from 'vitest'
import { DEFAULT_CART_MAX_QUANTITY, type Cart } from '../../../contract/cart'
import { formatCount } from '../../../contract/format/units'
import {
  QUANTITY_DEBOUNCE_MS,
  quantityControlMachine,
  typedQuantity,
  type QuantityCommand,
} from '../../../machines/quantity-control.machine'
import { m } from '../../../messages/compiled/messages.js'
import type { PathAdapter, PathDriver } from '../adapter'
import { eventually } from '../eventually'
import type { PathSession } from '../session'
import {
  AFTER_DEBOUNCE,
  EXCLUDED,
  INPUT,
  quantityModel,
  quantityPaths,
  type ModelEvent,
} from './quantity-control.model'

type Context = { quantity: number; draft: string; problem: 'whole' | 'ceiling' | null }

const normalized = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim()

/** The command the machine gives for `event` from `state`, or none (the model's guards, spelled out). */
function commandOf(state: string, { quantity, draft }: Context, event: ModelEvent): QuantityCommand | null {
  if (state === 'idle' && event.type === 'quantity.plus') return quantity === 0 ? { kind: 'add' } : { kind: 'increase' }
  if (state === 'idle' && event.type === 'quantity.minus')
    return quantity === 1 ? { kind: 'remove' } : { kind: 'decrease' }
  const settles = event.type === 'quantity.blur' || event.type === AFTER_DEBOUNCE
  const typed = typedQuantity(draft)
  // More packs than the ceiling are refused, never sent.
  return state === 'typing' && settles && typed !== quantity && typed <= DEFAULT_CART_MAX_QUANTITY
    ? { kind: 'set', quantity: typed }
    : null
}

/** The carts/… request a command sends (src/state/cart-action-call.ts, src/api/cart.ts). */
function requestOf(command: QuantityCommand): { method: string; path: RegExp } {
  if (command.kind === 'add') return { method: 'POST', path: /\/carts\/items\/$/ }
  if (command.kind === 'remove') return { method: 'DELETE', path: /\/carts\/items\/\d+\/$/ }
  return {
    method: 'POST',
    path: new RegExp(`/carts/items/\\d+/${command.kind === 'set' ? 'update-quantity' : command.kind}/$`),
  }
}

async function open(session: PathSession): Promise<PathDriver> {
  const { page, t } = session
  await session.open('/catalog/')
  const addable = page
    .locator('article[data-product-id]')
    .filter({ has: page.getByRole('button', { name: t(m.cart_add) }) })
  const productId = Number(await addable.first().getAttribute('data-product-id'))
  const card = () => page.locator(`article[data-product-id="${productId}"]`)
  const addButton = () => card().getByRole('button', { name: t(m.cart_add) })
  const field = () => card().getByRole('textbox', { name: t(m.cart_quantity_label) })
  const quantityInCart = async () =>
    (await session.api<Cart>('GET', 'carts/')).items.find((line) => line.product.id === productId)?.quantity ?? 0

  async function checkRequest(response: Response, command: QuantityCommand) {
    const { method, path } = requestOf(command)
    expect(response.request().method()).toBe(method)
    expect(new URL(response.url()).pathname).toMatch(path)
    if (command.kind === 'set') expect(response.request().postDataJSON()).toEqual({ quantity: command.quantity })
    if (command.kind === 'add') expect(response.request().postDataJSON()).toEqual({ product: productId, quantity: 1 })
    expect(response.status()).toBe(200)
  }

  return {
    act: async ({ event, before }) => {
      const modelEvent = event as ModelEvent
      const command = commandOf(String(before.value), before.context as Context, modelEvent)
      const answered = command ? cartWrite(page) : null
      if (modelEvent.type === 'quantity.plus')
        await (command?.kind === 'add' ? addButton() : card().getByRole('button', { name: t(m.cart_plus) })).click()
      else if (modelEvent.type === 'quantity.minus')
        await card()
          .getByRole('button', { name: t(m.cart_minus) })
          .click()
      else if (modelEvent.type === 'quantity.type') await field().fill(modelEvent.text)
      else if (modelEvent.type === 'quantity.blur') await field().press('Tab')
      // The pause with nothing to set shows nowhere: the event is the time passing.
      else if (!command) await page.waitForTimeout(QUANTITY_DEBOUNCE_MS + 200)
      if (command && answered) await checkRequest(await answered, command)
      if (command?.kind === 'add') await closeAddedNotice(session)
    },
    check: async (state) => {
      const { quantity, draft, problem } = state.context as Context
      if (state.matches('idle')) {
        if (quantity === 0) {
          await addButton().waitFor()
          expect(await quantityInCart()).toBe(0)
          return
        }
        await eventually(async () => expect(await field().inputValue()).toBe(String(quantity)))
        await eventually(async () => expect(await quantityInCart()).toBe(quantity))
        return
      }
      expect(await field().inputValue()).toBe(draft)
      expect(await quantityInCart()).toBe(quantity)
      if (state.matches('refused')) {
        // The entry stays as typed, marked, with the reason under the field; the cart keeps its quantity.
        expect(await field().getAttribute('aria-invalid')).toBe('true')
        const reason =
          problem === 'whole'
            ? t(m.cart_quantity_whole)
            : t(m.cart_quantity_over_ceiling, { max: formatCount(DEFAULT_CART_MAX_QUANTITY, session.locale) })
        expect(normalized(await card().getByRole('alert').textContent())).toContain(normalized(reason))
      }
    },
    describe: async () => normalized(await card().textContent()),
  }
}

/** The next write the page sends to carts/items/…, answered. */
const cartWrite = (page: Page) =>
  page.waitForResponse(
    (response) => new URL(response.url()).pathname.includes('/carts/items/') && response.request().method() !== 'GET',
  )

/** The cart's notice after an add does not block the page: it is closed only to keep it off the card. */
async function closeAddedNotice({ page, t }: PathSession) {
  const notice = page.getByRole('alert').filter({ hasText: t(m.cart_item_added) })
  await notice.waitFor()
  await notice.getByRole('button', { name: t(m.alert_close) }).click()
  await notice.waitFor({ state: 'detached' })
}

export const quantityControlAdapter: PathAdapter = {
  name: 'quantity-control',
  machine: quantityControlMachine,
  model: quantityModel,
  input: INPUT,
  paths: quantityPaths,
  excluded: EXCLUDED,
  as: 'buyer',
  open,
}
