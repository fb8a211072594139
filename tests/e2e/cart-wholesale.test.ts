// A wholesale cart in Chromium: 60 lines as a dense table with a sticky totals bar at 1280 px and as cards at 375 px,
// in Russian and English; goods below the minimum order keep the way to checkout closed, with the reason.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { ProductListResponse } from '../../contract/catalogue'
import { open, setupBrowser } from './browser'
import { buyerSessions, cartOf, CSRF } from './buyer-session'

const browser = setupBrowser()
const { buyerPage } = buyerSessions(browser)

/** Puts `count` orderable products in the cart through the API, `packs` of each (cheapest first when asked). */
const fillCart = (page: Page, count: number, packs: number, cheapest = false) =>
  page.evaluate(
    async ({ headers, count, packs, cheapest }) => {
      const list = (await (await fetch('/api/catalog/products/?ps=96')).json()) as ProductListResponse
      const orderable = list.products.filter(
        (card) => card.permissions.can_order && card.amount && card.amount !== 'нет' && card.price,
      )
      if (cheapest) orderable.sort((a, b) => a.price! * a.pack_quantity - b.price! * b.pack_quantity)
      for (const card of orderable.slice(0, count)) {
        const answer = await fetch('/api/carts/items/', {
          method: 'POST',
          headers,
          body: JSON.stringify({ product: card.id, quantity: packs }),
        })
        if (!answer.ok) throw new Error(`add failed: ${answer.status}`)
      }
    },
    { headers: CSRF, count, packs, cheapest },
  )

const LOCALES = [
  { path: '/order/cart/', header: 'Цена за уп.', checkout: 'Оформить заказ' },
  { path: '/en/order/cart/', header: 'Pack price', checkout: 'Checkout' },
]

describe('a cart of 60 lines', () => {
  it('is a table of rows at most 56 px high with the totals kept in view at 1280 px (ru, en)', async () => {
    const page = await buyerPage('/my/', { width: 1280 })
    await fillCart(page, 60, 3)
    expect((await cartOf(page)).items).toHaveLength(60)
    for (const locale of LOCALES) {
      await open(page, locale.path)
      const table = page.locator('table#cart-lines')
      expect(await table.getByRole('columnheader', { name: locale.header }).isVisible()).toBe(true)
      const rows = table.locator('tr[data-line-id]')
      expect(await rows.count()).toBe(60)
      const heights = await rows.evaluateAll((all) => all.map((row) => row.getBoundingClientRect().height))
      expect(Math.max(...heights)).toBeLessThanOrEqual(56)
      // Scrolled to the middle of the table, the totals and the checkout stay at the bottom of the window (above
      // the cookie notice while it is shown).
      await rows.nth(30).scrollIntoViewIfNeeded()
      const bar = page.getByTestId('cart-totals')
      const box = (await bar.boundingBox())!
      const floor = await page.evaluate(
        () =>
          innerHeight -
          (Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--cookie-bar-height')) || 0),
      )
      expect(Math.abs(box.y + box.height - floor)).toBeLessThan(2)
      expect(await bar.getByRole('link', { name: locale.checkout }).isVisible()).toBe(true)
      expect(await page.getByTestId('cart-measures').textContent()).toMatch(/180/)
    }
  })

  it('is cards at 375 px', async () => {
    const page = await buyerPage('/my/', { width: 375 })
    await fillCart(page, 60, 1)
    for (const locale of LOCALES) {
      await open(page, locale.path)
      const rows = page.locator('tr[data-line-id]')
      expect(await rows.count()).toBe(60)
      expect(await page.locator('table#cart-lines thead').isVisible()).toBe(false)
      const first = await rows.first().evaluate((row) => ({
        display: getComputedStyle(row).display,
        height: row.getBoundingClientRect().height,
        picture: (row.querySelector('img')?.getBoundingClientRect().width ?? 0) > 0,
      }))
      expect(first).toMatchObject({ display: 'grid', picture: true })
      expect(first.height).toBeGreaterThan(56)
    }
  })
})

describe('the minimum order', () => {
  it('keeps checkout closed below it, with the reason, in the cart and at checkout', async () => {
    const page = await buyerPage('/my/')
    await fillCart(page, 1, 1, true)
    const cart = await cartOf(page)
    expect(cart.delivery.to_min_order).toBeGreaterThan(0)
    await open(page, '/order/cart/')
    expect(await page.getByTestId('cart-minimum').textContent()).toContain('Минимальная сумма заказа')
    expect(await page.getByRole('button', { name: 'Оформить заказ' }).isDisabled()).toBe(true)
    expect(await page.getByRole('link', { name: 'Оформить заказ' }).count()).toBe(0)
    await open(page, '/en/order/form/')
    await page.getByTestId('checkout-minimum').waitFor()
    expect(await page.getByTestId('checkout-minimum').textContent()).toContain('The minimum order is')
    expect(await page.getByRole('button', { name: 'Place order' }).isDisabled()).toBe(true)
  })
})
