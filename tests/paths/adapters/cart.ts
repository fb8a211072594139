// The cart machine on /catalog/ as the buyer, with one product put in the cart before the page opens (its
// control's plus is the `increase`). Every carts/items/… request the page sends is held until the path lets it
// through (DONE) or answers it with a refusal or a 500 (ERROR), and so is the load the machine asks for after a
// refusal. At rest nothing is held and the header shows the count and sum of the API cart; while running exactly
// one request is held, for the first action waiting, in the order the buyer asked; the notice shown is the model's.
import type { Request } from 'playwright-core'
import type { AnyMachineSnapshot } from 'xstate'
import { expect } from 'vitest'
import { cartMachine, type CartAction, type CartContext } from '../../../machines/cart.machine'
import type { Cart } from '../../../contract/cart'
import { formatPrice } from '../../../contract/format/price'
import { m } from '../../../messages/compiled/messages.js'
import type { PathAdapter, PathDriver } from '../adapter'
import { eventually } from '../eventually'
import type { HeldRequests } from '../held-requests'
import type { PathSession } from '../session'
import { cartModel, cartPaths, DONE, EXCLUDED, INPUT, REFUSAL, type ModelEvent } from './cart.model'

/** What the buyer asked for, in order: the product of each add; the machine's own load after a refusal. */
type Asked = { kind: CartAction['kind']; product?: number }

const normalized = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim()
const contextOf = (state: AnyMachineSnapshot) => state.context as CartContext

const waitsForLoad = (state: AnyMachineSnapshot) => contextOf(state).queue.some((action) => action.kind === 'load')

/** The machine's own load: GET carts/ with the cart id (the runner's API calls do not go through the page). */
const isLoad = (request: Request) => request.method() === 'GET' && new URL(request.url()).searchParams.has('cart_id')

/** The request for `action`: the add of the product pressed, the seeded line's increase, or the load. */
function expectRequestFor(request: Request, action: Asked, seededLine: number) {
  const path = new URL(request.url()).pathname
  if (action.kind === 'load') {
    expect(request.method()).toBe('GET')
    expect(path).toMatch(/\/carts\/$/)
    return
  }
  expect(request.method()).toBe('POST')
  if (action.kind === 'add') {
    expect(path).toMatch(/\/carts\/items\/$/)
    expect(request.postDataJSON()).toEqual({ product: action.product, quantity: 1 })
  } else {
    expect(path).toMatch(new RegExp(`/carts/items/${seededLine}/increase/$`))
  }
}

/** Clears the cart and puts the first product the catalogue offers to add into it, through the API. */
async function seedLine(session: PathSession) {
  await session.api('POST', 'carts/clear/')
  await session.open('/catalog/')
  const product = Number(await addable(session).first().getAttribute('data-product-id'))
  const cart = await session.api<Cart>('POST', 'carts/items/', { product, quantity: 1 })
  return { product, line: cart.items.find((item) => item.product.id === product)!.id }
}

const addable = ({ page, t }: PathSession) =>
  page.locator('article[data-product-id]').filter({ has: page.getByRole('button', { name: t(m.cart_add) }) })

async function open(session: PathSession): Promise<PathDriver> {
  const { page, t } = session
  const seeded = await seedLine(session)
  const asked: Asked[] = []
  /** Requests that came while another was held: the machine runs one action at a time. */
  const overlaps: string[] = []
  /** The model's state as the page should know it: the held load depends on whether the model waits for one. */
  let model: AnyMachineSnapshot | null = null
  const held: HeldRequests = await session.hold({
    url: (url) =>
      url.pathname.includes('/carts/items/') || (url.pathname.endsWith('/carts/') && url.searchParams.has('cart_id')),
    holds: (request) => {
      if (isLoad(request) && !(model && waitsForLoad(model))) return false
      if (held.waiting.length > 0) overlaps.push(request.url())
      return true
    },
  })
  // The add's notice hides itself after a while, which the machine leaves to the page: the page's clock stands still
  // so that the notice stays until the path dismisses it, as the model says.
  await page.clock.install()
  await session.open('/catalog/')
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)

  const card = (product: number) => page.locator(`article[data-product-id="${product}"]`)
  const refusalShown = t(m.cart_product_not_orderable)
  const notice = () => page.getByRole('alert', { name: t(m.cart_title) })
  const errorDialog = () => page.getByRole('alertdialog')

  async function expectNotice({ notice: shown }: CartContext) {
    if (shown?.kind === 'message') {
      await notice().waitFor()
      expect(normalized(await notice().textContent())).toContain(normalized(t(m.cart_item_added)))
      expect(await errorDialog().count()).toBe(0)
    } else if (shown?.kind === 'error') {
      await errorDialog().waitFor()
      // The model's refusal text stands for the app's own, answered in the path's locale.
      expect(shown.text === null || shown.text === REFUSAL.data.product[0]).toBe(true)
      const text = shown.text === null ? t(m.cart_error) : refusalShown
      expect(normalized(await errorDialog().textContent())).toContain(normalized(text))
    } else {
      expect(await notice().count()).toBe(0)
      expect(await errorDialog().count()).toBe(0)
    }
  }

  /** The header's cart link names the API cart's count and sum (its text for screen readers holds both). */
  async function expectHeader() {
    const cart = await session.api<Cart>('GET', 'carts/')
    const label = [
      t(m.header_cart),
      t(m.header_cart_count, { count: cart.total_products }),
      formatPrice(cart.total_sum),
    ]
    const link = page.locator('header a[href$="/order/cart/"]').first()
    await eventually(async () =>
      expect(normalized(await link.locator('.visually-hidden').textContent())).toBe(normalized(label.join(', '))),
    )
  }

  async function act({ event, before, advance }: Parameters<PathDriver['act']>[0]) {
    const modelEvent = event as ModelEvent
    model = before
    if (modelEvent.type === 'cart.run' && modelEvent.action.kind === 'add') {
      const ids = await addable(session).evaluateAll((nodes) =>
        nodes.map((node) => Number(node.getAttribute('data-product-id'))),
      )
      const product = ids.find((id) => id !== seeded.product && !asked.some((action) => action.product === id))
      if (product === undefined) throw new Error('no product left to add on the page')
      asked.push({ kind: 'add', product })
      await card(product)
        .getByRole('button', { name: t(m.cart_add) })
        .click()
    } else if (modelEvent.type === 'cart.run') {
      asked.push({ kind: modelEvent.action.kind })
      await card(seeded.product)
        .getByRole('button', { name: t(m.cart_plus) })
        .click()
    } else if (modelEvent.type === 'cart.dismiss') {
      if (contextOf(before).notice?.kind === 'error') {
        await errorDialog()
          .getByRole('button', { name: t(m.alert_ok) })
          .click()
        await errorDialog().waitFor({ state: 'detached' })
      } else {
        await notice()
          .getByRole('button', { name: t(m.alert_close) })
          .click()
        await notice().waitFor({ state: 'detached' })
      }
    } else if (modelEvent.type === DONE) {
      await held.next()
      expect((await held.release())?.status()).toBe(200)
    } else {
      // The model goes first: a refusal makes the machine load the cart again (the page asks, not the buyer),
      // and the hold rule must know the load is awaited by the time the page sends it.
      model = advance()
      if (waitsForLoad(model) && !waitsForLoad(before)) asked.push({ kind: 'load' })
      const { error } = modelEvent
      await held.next()
      await held.answer(error.status, error === REFUSAL ? { product: [refusalShown] } : error.data)
    }
  }

  return {
    act,
    check: async (state) => {
      model = state
      const context = contextOf(state)
      if (state.matches('running')) {
        const { request } = await held.next()
        expect(held.waiting).toHaveLength(1)
        expect(overlaps).toEqual([])
        // Requests go in the order asked: this one is for the first action still waiting.
        expect(held.count).toBe(asked.length - context.queue.length + 1)
        expectRequestFor(request, asked[held.count - 1]!, seeded.line)
      } else {
        expect(held.waiting).toEqual([])
        expect(overlaps).toEqual([])
        expect(held.count).toBe(asked.length)
        await expectHeader()
      }
      await expectNotice(context)
    },
    describe: async () => {
      const header = await page.locator('header a[href$="/order/cart/"]').first().textContent()
      return `held ${held.waiting.length} of ${held.count}; header: ${normalized(header)}`
    },
  }
}

export const cartAdapter: PathAdapter = {
  name: 'cart',
  machine: cartMachine,
  model: cartModel,
  input: INPUT,
  paths: cartPaths,
  excluded: EXCLUDED,
  as: 'buyer',
  open,
}
