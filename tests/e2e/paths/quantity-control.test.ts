// The quantity control's generated paths in Chromium, on a catalogue card as the demo buyer, each from an empty
// cart: plus is "add" while the product is not in the cart, then the control's plus; minus, typing, Tab and the
// machine's own pause act on the control. Each step checks the request the page sent against the command the
// machine decides, and each state that the page and the API cart agree with the model: at rest the card shows
// "add" (no line) or the quantity the cart holds, while typing the field shows the draft, and a refused entry
// (a separator, more than the ceiling) stays as typed with its reason and nothing sent. The cart's answer
// (`quantity.sync`) is folded into the model's commands; minus with no line is not offered (quantity-control.model.ts).
import type { Page, Response } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import {
  QUANTITY_DEBOUNCE_MS,
  quantityControlMachine,
  typedQuantity,
  type QuantityCommand,
} from '../../../machines/quantity-control.machine'
import { pathTitle } from '../../machines/harness/paths'
import { setupBrowser } from '../browser'
import { buyerSessions, cartOf, cartWhen } from '../buyer-session'
import { modelFollower } from './model-paths'
import { DEFAULT_CART_MAX_QUANTITY } from '../../../contract/cart'
import {
  AFTER_DEBOUNCE,
  EXCLUDED,
  INPUT,
  quantityModel,
  quantityPaths,
  type ModelEvent,
} from './quantity-control.model'

const browser = setupBrowser()
const { buyerPage } = buyerSessions(browser)
const follower = modelFollower(quantityModel, INPUT)

type Context = { quantity: number; draft: string; problem: 'whole' | 'ceiling' | null }
let page: Page
let productId: number

const card = () => page.locator(`article[data-product-id="${productId}"]`)
const addButton = () => card().getByRole('button', { name: /в корзину/i })
const field = () => card().getByRole('textbox', { name: 'Упаковок в корзине' })
const normalized = (text: string | null) => (text ?? '').replace(/\s+/g, ' ')
const quantityInCart = async () =>
  (await cartOf(page)).items.find((line) => line.product.id === productId)?.quantity ?? 0

/** The command the machine gives for `event` from `before`, or none (the model's guards, spelled out). */
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

/** Does in the page what the event stands for and, when the machine commands the cart, checks the request sent. */
async function act(event: ModelEvent) {
  const before = follower.before()
  const command = commandOf(String(before.value), before.context as Context, event)
  const answered = command
    ? page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname.includes('/carts/items/') && response.request().method() !== 'GET',
      )
    : null
  if (event.type === 'quantity.plus')
    await (command?.kind === 'add' ? addButton() : card().getByRole('button', { name: 'Добавить упаковку' })).click()
  else if (event.type === 'quantity.minus') await card().getByRole('button', { name: 'Убрать упаковку' }).click()
  else if (event.type === 'quantity.type') await field().fill(event.text)
  else if (event.type === 'quantity.blur') await field().press('Tab')
  // The pause with nothing to set shows only in the field, if at all: wait it out.
  else if (!command) await page.waitForTimeout(QUANTITY_DEBOUNCE_MS + 200)
  if (command && answered) await checkRequest(await answered, command)
  if (command?.kind === 'add') {
    // The cart's notice does not block the page: it is closed only to keep it off the card.
    const notice = page.getByRole('alert', { name: 'Корзина' })
    await notice.waitFor()
    expect(await notice.textContent()).toContain('Товар добавлен в корзину')
    await notice.getByRole('button', { name: 'Закрыть' }).click()
    await notice.waitFor({ state: 'detached' })
  }
  follower.send(event)
}

async function checkRequest(response: Response, command: QuantityCommand) {
  const { method, path } = requestOf(command)
  expect(response.request().method()).toBe(method)
  expect(new URL(response.url()).pathname).toMatch(path)
  if (command.kind === 'set') expect(response.request().postDataJSON()).toEqual({ quantity: command.quantity })
  if (command.kind === 'add') expect(response.request().postDataJSON()).toEqual({ product: productId, quantity: 1 })
  expect(response.status()).toBe(200)
}

/**
 * State checks read the follower, which replayed this very path: the model state a path hands over stands for
 * every state of its key (the keys count packs as none, one, more), so its context may be another path's.
 */
const params = {
  states: {
    idle: async (state: { value: unknown }) => {
      const { value, context } = follower.before()
      expect(value).toEqual(state.value)
      const { quantity } = context as Context
      if (quantity === 0) {
        await addButton().waitFor()
        expect(await quantityInCart()).toBe(0)
        return
      }
      await expect.poll(() => field().inputValue()).toBe(String(quantity))
      await cartWhen(page, (cart) =>
        cart.items.some((line) => line.product.id === productId && line.quantity === quantity),
      )
    },
    typing: async (state: { value: unknown }) => {
      const { value, context } = follower.before()
      expect(value).toEqual(state.value)
      expect(await field().inputValue()).toBe((context as Context).draft)
      expect(await quantityInCart()).toBe((context as Context).quantity)
    },
    // The entry stays as typed, marked, with the reason under the field; the cart keeps its quantity.
    refused: async (state: { value: unknown }) => {
      const { value, context } = follower.before()
      expect(value).toEqual(state.value)
      const { draft, quantity, problem } = context as Context
      expect(await field().inputValue()).toBe(draft)
      expect(await field().getAttribute('aria-invalid')).toBe('true')
      const reason = problem === 'whole' ? 'Только целое число упаковок' : 'Не больше 9 999 упаковок'
      expect(normalized(await card().getByRole('alert').textContent())).toContain(reason)
      expect(await quantityInCart()).toBe(quantity)
    },
  },
  events: Object.fromEntries(
    ['quantity.plus', 'quantity.minus', 'quantity.type', 'quantity.blur', AFTER_DEBOUNCE].map((type) => [
      type,
      ({ event }: { event: ModelEvent }) => act(event),
    ]),
  ),
}

describe('quantity control paths in Chromium', () => {
  for (const path of quantityPaths) {
    it(pathTitle(path), async () => {
      page = await buyerPage('/catalog/')
      const addable = page
        .locator('article[data-product-id]')
        .filter({ has: page.getByRole('button', { name: /в корзину/i }) })
        .first()
      productId = Number(await addable.getAttribute('data-product-id'))
      follower.start()
      await path.test(params as never)
    })
  }
})

afterAll(() => follower.expectTaken(quantityControlMachine, EXCLUDED))
