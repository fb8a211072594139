// The demo buyer's session for the e2e tests that change the cart: a signed-in page that starts with an empty
// cart and empties it again after the test, and the cart as the API answers it.
import type { Page } from 'playwright-core'
import { afterEach, inject } from 'vitest'
import { csrfTokenFor } from '../../server/http/session-cookies'
import type { Cart } from '../../contract/cart'
import type { ProductListResponse } from '../../contract/catalogue'
import { open, type setupBrowser } from './browser'

/** The headers a signed-in page's writes carry (the demo buyer session's CSRF token). */
export const CSRF = { 'x-csrf-token': csrfTokenFor(inject('buyerToken')), 'content-type': 'application/json' }

export const cartOf = (page: Page) => page.evaluate(async () => (await fetch('/api/carts/')).json() as Promise<Cart>)

export const clearCart = (page: Page) =>
  page.evaluate(async (headers) => void (await fetch('/api/carts/clear/', { method: 'POST', headers })), CSRF)

/** Puts two packs of the first product the buyer may order into the cart, through the API. */
export const addOrderableProduct = (page: Page) =>
  page.evaluate(async (headers) => {
    const list = (await (await fetch('/api/catalog/products/?ps=96')).json()) as ProductListResponse
    const product = list.products.find((card) => card.permissions.can_order && card.amount && card.amount !== 'нет')
    if (!product) throw new Error('no orderable product in the catalogue')
    const answer = await fetch('/api/carts/items/', {
      method: 'POST',
      headers,
      body: JSON.stringify({ product: product.id, quantity: 2 }),
    })
    if (!answer.ok) throw new Error(`add failed: ${answer.status}`)
  }, CSRF)

/** Polls the API until the cart satisfies `check` (the quantity control waits 300 ms before it sets). */
export async function cartWhen(page: Page, check: (cart: Cart) => boolean): Promise<Cart> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const cart = await cartOf(page)
    if (check(cart)) return cart
    await page.waitForTimeout(100)
  }
  throw new Error(`the cart never reached the expected state: ${JSON.stringify(await cartOf(page))}`)
}

/**
 * Buyer pages for one test file: each is signed in (`/my/` opened first) with the cart emptied, and after the
 * test the cart is emptied again and the browser context closed.
 */
export function buyerSessions(browser: ReturnType<typeof setupBrowser>) {
  let cleanup: (() => Promise<void>) | null = null
  afterEach(async () => {
    await cleanup?.()
    cleanup = null
  })

  /** A page as the demo buyer with an empty cart, left on `/my/`. */
  async function signedIn({ width }: { width?: number } = {}) {
    const context = await browser.newContext({ buyer: true, width })
    const page = await context.newPage()
    await open(page, '/my/')
    await clearCart(page)
    cleanup = async () => {
      await clearCart(page).catch(() => undefined)
      await context.close()
    }
    return page
  }

  /** signedIn, then `path` opened. */
  async function buyerPage(path: string, options: { width?: number } = {}) {
    const page = await signedIn(options)
    await open(page, path)
    return page
  }

  return { signedIn, buyerPage }
}
