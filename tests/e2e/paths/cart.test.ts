// The cart machine's generated paths in Chromium as the demo buyer on /catalog/, with one product put in the
// cart before the page opens (its control's plus is the `increase`). Every carts/items/… request the page sends
// is held until the path lets it through (DONE) or answers it with a refusal or a 500 (ERROR), and so is the
// load the machine asks for after a refusal. At rest nothing
// is held and the header shows the count and sum of the API cart; while running exactly one request is held, for
// the first action waiting, in the order the buyer asked; the notice shown is the model's. `cart.replace` is
// left out: it takes the answer of another call (quick or repeated order), which no press on these pages sends.
import type { Page, Request, Route } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { cartMachine, type CartAction, type CartContext } from '../../../machines/cart.machine'
import { formatPrice } from '../../../contract/format/price'
import type { Cart } from '../../../contract/cart'
import { pathTitle } from '../../machines/harness/paths'
import { describeStep } from '../../machines/harness/state-keys'
import { open, setupBrowser } from '../browser'
import { buyerSessions, cartOf, CSRF } from '../buyer-session'
import { cartModel, cartPaths, DONE, ERROR, EXCLUDED, INPUT, type ModelEvent } from './cart.model'
import { modelFollower } from './model-paths'

const browser = setupBrowser()
const { signedIn } = buyerSessions(browser)
const follower = modelFollower(cartModel, INPUT)

type Held = { route: Route; request: Request }
let page: Page
/** The line put in the cart before the page opens. */
let seeded: { product: number; line: number }
let held: Held[]
/** Every request that came while another was held: the machine runs one action at a time. */
let overlaps: string[]
/** The actions asked for, with the product of each add, and how many requests came. */
let asked: { kind: CartAction['kind']; product?: number }[]
let sent: number
let arrived: () => void = () => undefined

const card = (product: number) => page.locator(`article[data-product-id="${product}"]`)
const normalized = (text: string | null) => (text ?? '').replace(/\s+/g, ' ')

/**
 * The machine's own load (GET carts/ with the cart id; the tests' probes send none)
 * is held only when the model waits for one.
 */
const isLoad = (request: Request) => request.method() === 'GET' && new URL(request.url()).searchParams.has('cart_id')

async function hold(route: Route) {
  if (
    isLoad(route.request()) &&
    !(follower.before().context as CartContext).queue.some((action) => action.kind === 'load')
  ) {
    await route.continue()
    return
  }
  if (held.length > 0) overlaps.push(route.request().url())
  held.push({ route, request: route.request() })
  sent += 1
  arrived()
}

/** Waits until a request is held (the next action starts once the one before settles). */
async function heldRequest(): Promise<Held> {
  if (held.length === 0) await new Promise<void>((resolve) => (arrived = resolve))
  return held[0]!
}

async function addableProduct(): Promise<number> {
  const cards = page
    .locator('article[data-product-id]')
    .filter({ has: page.getByRole('button', { name: /в корзину/i }) })
  for (const id of await cards.evaluateAll((nodes) =>
    nodes.map((node) => Number(node.getAttribute('data-product-id'))),
  )) {
    if (!asked.some((action) => action.product === id)) return id
  }
  throw new Error('no product left to add on the page')
}

async function act(event: ModelEvent) {
  if (event.type === 'cart.run' && event.action.kind === 'add') {
    const product = await addableProduct()
    asked.push({ kind: 'add', product })
    await card(product)
      .getByRole('button', { name: /в корзину/i })
      .click()
  } else if (event.type === 'cart.run') {
    asked.push({ kind: event.action.kind })
    await card(seeded.product).getByRole('button', { name: 'Добавить упаковку' }).click()
  } else if (event.type === 'cart.dismiss') {
    const { notice } = follower.before().context as CartContext
    if (notice?.kind === 'error') {
      const alert = page.getByRole('alertdialog')
      await alert.getByRole('button').first().click()
      await alert.waitFor({ state: 'detached' })
    } else {
      const message = page.getByRole('alert', { name: 'Корзина' })
      await message.getByRole('button', { name: 'Закрыть' }).click()
      await message.waitFor({ state: 'detached' })
    }
  } else if (event.type === DONE) {
    const { route, request } = held.shift()!
    await route.continue()
    expect((await request.response())?.status()).toBe(200)
  } else {
    // The model goes first here: a refusal makes the machine load the cart again (the page asks, not the buyer),
    // and `hold` must know the load is expected by the time it is sent.
    const waited = (follower.before().context as CartContext).queue
    follower.send(event)
    const waiting = (follower.before().context as CartContext).queue
    if (waiting.some((action) => action.kind === 'load') && !waited.some((action) => action.kind === 'load'))
      asked.push({ kind: 'load' })
    const { route } = held.shift()!
    await route.fulfill({ status: event.error.status, json: event.error.data })
    return
  }
  follower.send(event)
}

/** The request for the first action waiting: the add of the product clicked, or the seeded line's increase. */
function expectRequestFor(request: Request, action: (typeof asked)[number]) {
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
    expect(path).toMatch(new RegExp(`/carts/items/${seeded.line}/increase/$`))
  }
}

async function expectNotice({ notice }: CartContext) {
  const dialog = page.getByRole('alert', { name: 'Корзина' })
  const alert = page.getByRole('alertdialog')
  if (notice?.kind === 'message') {
    await dialog.waitFor()
    expect(await dialog.textContent()).toContain(notice.text)
    expect(await alert.count()).toBe(0)
  } else if (notice?.kind === 'error') {
    await alert.waitFor()
    expect(await alert.textContent()).toContain(notice.text ?? 'Ошибка при добавлении товара в корзину')
  } else {
    expect(await dialog.count()).toBe(0)
    expect(await alert.count()).toBe(0)
  }
}

const headerLabel = () => page.locator('header a[href$="/order/cart/"]').first().textContent()
const expectedLabel = (cart: Cart) => normalized(`В корзине ${cart.total_products} `)

const params = {
  states: {
    idle: async (state: { value: unknown }) => {
      const { value, context } = follower.before()
      expect(value).toEqual(state.value)
      expect(held).toEqual([])
      expect(overlaps).toEqual([])
      expect(sent).toBe(asked.length)
      const cart = await cartOf(page)
      await expect.poll(async () => normalized(await headerLabel())).toContain(expectedLabel(cart))
      expect(normalized(await headerLabel())).toContain(normalized(formatPrice(cart.total_sum)))
      await expectNotice(context as CartContext)
    },
    running: async (state: { value: unknown }) => {
      const { value, context } = follower.before()
      expect(value).toEqual(state.value)
      const { request } = await heldRequest()
      expect(held).toHaveLength(1)
      expect(overlaps).toEqual([])
      // Requests go in the order asked: this one is for the first action still waiting.
      const waiting = (context as CartContext).queue.length
      expect(sent).toBe(asked.length - waiting + 1)
      expectRequestFor(request, asked[sent - 1]!)
      await expectNotice(context as CartContext)
    },
  },
  events: Object.fromEntries(
    ['cart.run', 'cart.dismiss', DONE, ERROR].map((type) => [type, ({ event }: { event: ModelEvent }) => act(event)]),
  ),
}

/** Puts the first product that can be added into the cart by the API, before the page shows it. */
async function seedLine(): Promise<typeof seeded> {
  await open(page, '/catalog/')
  const product = Number(
    await page
      .locator('article[data-product-id]')
      .filter({ has: page.getByRole('button', { name: /в корзину/i }) })
      .first()
      .getAttribute('data-product-id'),
  )
  const cart = await page.evaluate(
    async ({ product, headers }) =>
      (
        await fetch('/api/carts/items/', { method: 'POST', headers, body: JSON.stringify({ product, quantity: 1 }) })
      ).json() as Promise<Cart>,
    { product, headers: CSRF },
  )
  return { product, line: cart.items.find((item) => item.product.id === product)!.id }
}

describe('cart paths in Chromium', () => {
  for (const path of cartPaths) {
    it(pathTitle(path, describeStep), async () => {
      page = await signedIn()
      seeded = await seedLine()
      held = []
      overlaps = []
      asked = []
      sent = 0
      await page.route(
        (url) =>
          url.pathname.includes('/carts/items/') ||
          (url.pathname.endsWith('/carts/') && url.searchParams.has('cart_id')),
        hold,
      )
      await open(page, '/catalog/')
      follower.start()
      await path.test(params as never)
    })
  }
})

afterAll(() => follower.expectTaken(cartMachine, EXCLUDED))
