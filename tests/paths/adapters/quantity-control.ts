// The quantity control on a catalogue card, as the buyer: "add" while the product is not in the cart, then the
// control's plus, minus, typing, Tab, the machine's own pause and the stock question's answers. The product is
// chosen by its stock band: one that does not limit the quantities typed, or (after the model's turn to it) one
// that does. Each step checks the request the page sent against the command the machine decides; each state, that
// the page and the API cart agree with the model: at rest the card shows "add" (no line) or the quantity the cart
// holds, while typing the field shows the draft, a refused entry stays as typed with its reason and nothing sent,
// and more packs than the band holds are asked about in a dialog before anything is sent. The page's clock stands
// still while the model is typing, so the machine's pause comes only when the path says.
import type { Page, Response } from 'playwright-core'
import { expect } from 'vitest'
import { DEFAULT_CART_MAX_QUANTITY, type Cart } from '../../../contract/cart'
import type { ProductCard } from '../../../contract/catalogue'
import { formatCount } from '../../../contract/format/units'
import {
  QUANTITY_DEBOUNCE_MS,
  quantityControlMachine,
  stockBound,
  stockPacksOf,
  typedQuantity,
  type QuantityCommand,
  type QuantityContext,
} from '../../../machines/quantity-control.machine'
import { m } from '../../../messages/compiled/messages.js'
import type { PathAdapter, PathDriver } from '../adapter'
import { eventually } from '../eventually'
import type { PathSession } from '../session'
import {
  AFTER_DEBOUNCE,
  EXCLUDED,
  INPUT,
  limitsTyped,
  overStock,
  quantityModel,
  quantityPaths,
  TURN_TO_BANDED,
  type ModelEvent,
} from './quantity-control.model'

const normalized = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim()

/** The command the machine gives for `event` from `state`, or none (the model's guards, spelled out). */
function commandOf(state: string, context: QuantityContext, event: ModelEvent): QuantityCommand | null {
  const { quantity, draft } = context
  if (state === 'idle' && event.type === 'quantity.plus') return quantity === 0 ? { kind: 'add' } : { kind: 'increase' }
  if (state === 'idle' && event.type === 'quantity.minus')
    return quantity === 1 ? { kind: 'remove' } : { kind: 'decrease' }
  const typed = typedQuantity(draft)
  if (state === 'confirming' && event.type === 'quantity.confirm') return { kind: 'set', quantity: typed }
  const settles = event.type === 'quantity.blur' || event.type === AFTER_DEBOUNCE
  // More packs than the ceiling are refused, never sent; more than the stock band are asked about first.
  return state === 'typing' &&
    settles &&
    typed !== quantity &&
    typed <= DEFAULT_CART_MAX_QUANTITY &&
    !overStock(context)
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

/** The first product the catalogue offers to add whose stock band limits the quantities typed, or does not. */
async function chooseProduct(session: PathSession, banded: boolean): Promise<ProductCard> {
  const { page, t } = session
  // A buyer's cart controls load on their own (decision 031): they may come a moment after the page.
  await page
    .locator('article[data-product-id]')
    .getByRole('button', { name: t(m.cart_add) })
    .first()
    .waitFor()
  const ids = await page
    .locator('article[data-product-id]')
    .filter({ has: page.getByRole('button', { name: t(m.cart_add) }) })
    .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-product-id'))))
  for (const id of ids) {
    const product = await session.api<ProductCard>('GET', `catalog/products/${id}/`)
    // As the card gives the machine its input: goods supplied on order have no stock to run out of.
    const stockPacks = product.on_order ? null : stockPacksOf(product.amount, product.pack_quantity)
    if (limitsTyped(stockPacks) === banded) return product
  }
  throw new Error(`no product on the page ${banded ? 'has' : 'lacks'} a stock band below the quantities typed`)
}

async function open(session: PathSession): Promise<PathDriver> {
  const { page, t, locale } = session
  const clock = typingClock(page)
  await page.clock.install()
  await session.open('/catalog/')
  let chosen = await chooseProduct(session, limitsTyped(INPUT.stockPacks))
  const productId = () => chosen.id
  const card = () => page.locator(`article[data-product-id="${productId()}"]`)
  const addButton = () => card().getByRole('button', { name: t(m.cart_add) })
  const field = () => card().getByRole('textbox', { name: t(m.cart_quantity_label) })
  const quantityInCart = async () =>
    (await session.api<Cart>('GET', 'carts/')).items.find((line) => line.product.id === productId())?.quantity ?? 0
  const count = (value: number) => formatCount(value, locale)
  const question = (typed: number) =>
    page.getByRole('dialog', { name: t(m.cart_quantity_confirm_title, { quantity: count(typed) }) })

  async function checkRequest(response: Response, command: QuantityCommand) {
    const { method, path } = requestOf(command)
    expect(response.request().method()).toBe(method)
    expect(new URL(response.url()).pathname).toMatch(path)
    if (command.kind === 'set') expect(response.request().postDataJSON()).toEqual({ quantity: command.quantity })
    if (command.kind === 'add') expect(response.request().postDataJSON()).toEqual({ product: productId(), quantity: 1 })
    expect(response.status()).toBe(200)
  }

  return {
    act: async ({ event, before, advance }) => {
      const modelEvent = event as ModelEvent
      const context = before.context as QuantityContext
      const command = commandOf(String(before.value), context, modelEvent)
      const next = advance()
      if (next.matches('typing')) await clock.stop()
      const answered = command ? cartWrite(page) : null
      if (modelEvent.type === TURN_TO_BANDED) {
        chosen = await chooseProduct(session, true)
        await card().scrollIntoViewIfNeeded()
      } else if (modelEvent.type === 'quantity.plus')
        await (command?.kind === 'add' ? addButton() : card().getByRole('button', { name: t(m.cart_plus) })).click()
      else if (modelEvent.type === 'quantity.minus')
        await card()
          .getByRole('button', { name: t(m.cart_minus) })
          .click()
      else if (modelEvent.type === 'quantity.type') await field().fill(modelEvent.text)
      else if (modelEvent.type === 'quantity.blur') await field().press('Tab')
      else if (modelEvent.type === 'quantity.confirm')
        await question(typedQuantity(context.draft))
          .getByRole('button', { name: t(m.cart_quantity_confirm_yes) })
          .click()
      else if (modelEvent.type === 'quantity.cancel')
        await question(typedQuantity(context.draft))
          .getByRole('button', { name: t(m.cart_quantity_confirm_no, { quantity: count(context.quantity) }) })
          .click()
      // The machine's pause: the page's clock, stopped while typing, runs on by the debounce.
      else await page.clock.runFor(QUANTITY_DEBOUNCE_MS)
      if (!next.matches('typing')) await clock.run()
      if (command && answered) await checkRequest(await answered, command)
      if (command?.kind === 'add') await closeAddedNotice(session)
    },
    check: async (state) => {
      const { quantity, draft, problem } = state.context as QuantityContext
      if (!state.matches('confirming')) expect(await page.getByRole('dialog').count()).toBe(0)
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
      if (state.matches('confirming')) {
        // Nothing is sent until the buyer answers; the question names the units typed and the band.
        const stock = t(m.cart_quantity_confirm_stock, {
          units: count(typedQuantity(draft) * chosen.pack_quantity),
          stock: count(stockBound(chosen.amount) ?? 0),
        })
        expect(normalized(await question(typedQuantity(draft)).textContent())).toContain(normalized(stock))
      }
      if (state.matches('refused')) {
        // The entry stays as typed, marked, with the reason under the field; the cart keeps its quantity.
        await eventually(async () => expect(await field().getAttribute('aria-invalid')).toBe('true'))
        const reason =
          problem === 'whole'
            ? t(m.cart_quantity_whole)
            : t(m.cart_quantity_over_ceiling, { max: count(DEFAULT_CART_MAX_QUANTITY) })
        expect(normalized(await card().getByRole('alert').textContent())).toContain(normalized(reason))
      }
    },
    describe: async () => normalized(await card().textContent()),
  }
}

/**
 * The page's clock, which stands still while the model is typing: the buyer's next key comes before the pause
 * runs out however slow the machine, and the pause (AFTER_DEBOUNCE) is the clock run on by the debounce.
 */
function typingClock(page: Page) {
  let stopped = false
  return {
    stop: async () => {
      if (stopped) return
      stopped = true
      // A moment ahead of the page's time, which goes on while this is asked.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
    },
    run: async () => {
      if (!stopped) return
      stopped = false
      await page.clock.resume()
    },
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
