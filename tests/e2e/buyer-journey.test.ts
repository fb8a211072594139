// The whole journey of a wholesale buyer in Chromium, through the screens only: sign in as the demo buyer, filter
// the catalogue, add three products, type a quantity, quick-order two more SKUs, check out paying with points, get
// the confirmation (page and e-mail), find the order in the history and repeat it into the cart.
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import type { Cart } from '../../contract/cart'
import type { ProductCard, ProductListResponse } from '../../contract/catalogue'
import type { OrderDetail } from '../../contract/orders'
import { mailTo, signInThroughHeader, staff } from './accounts'
import { open, setupBrowser } from './browser'

const browser = setupBrowser()

const BUYER = { email: 'buyer@example.com', password: 'buyer12345' }
/** Points on the account before checkout: 1,500 ₽ (1 point = 1 kopeck). */
const POINTS = 150_000

/** The API as the signed-in page calls it, with the CSRF token its cookie holds. */
function call<T>(page: Page, method: string, path: string): Promise<T> {
  return page.evaluate(
    async ({ method, url }) => {
      const token = /(?:^|; )csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? ''
      const response = await fetch(url, { method, headers: { 'x-csrf-token': decodeURIComponent(token) } })
      return response.json()
    },
    { method, url: `/api/${path}` },
  ) as Promise<T>
}

const cartOf = (page: Page) => call<Cart>(page, 'GET', 'carts/')

async function cartWhen(page: Page, check: (cart: Cart) => boolean): Promise<Cart> {
  await expect.poll(async () => check(await cartOf(page)), { timeout: 10_000 }).toBe(true)
  return cartOf(page)
}

const headerCart = (page: Page, count: number) =>
  page.locator('header').getByRole('link', { name: new RegExp(`В корзине ${count} товар`) })

let page: Page
let closeContext: (() => Promise<void>) | null = null
afterAll(async () => {
  // Leave the demo buyer as the other tests expect: an empty cart and the demo balance.
  await call(page, 'POST', 'carts/clear/').catch(() => undefined)
  await staff('set-loyalty', BUYER.email, String(POINTS)).catch(() => undefined)
  await closeContext?.()
})

describe('buyer journey', () => {
  it('signs in, fills the cart from catalogue and quick order, checks out with points, repeats the order', async () => {
    const context = await browser.newContext()
    closeContext = () => context.close()
    page = await context.newPage()

    // Sign in through the header; the page reloads as the buyer.
    await open(page, '/')
    await signInThroughHeader(page, BUYER.email, BUYER.password)
    await page
      .locator('header')
      .getByRole('link', { name: /В корзине/ })
      .waitFor()
    await page.waitForSelector('html[data-hydrated]')
    await call(page, 'POST', 'carts/clear/')
    await staff('set-loyalty', BUYER.email, String(POINTS))

    // Filter the catalogue by its largest brand and add three products from the cards.
    await open(page, '/catalog/')
    const brands = page.locator('aside fieldset').filter({ hasText: 'Бренд' }).locator('label')
    const counts = await brands.evaluateAll((labels) =>
      labels.map((label) => Number(label.querySelector('span:last-child')?.textContent ?? 0)),
    )
    const biggest = counts.indexOf(Math.max(...counts))
    await brands.nth(biggest).click()
    await page.waitForURL((url) => url.searchParams.has('b'))
    await page.getByText(new RegExp(`Найдено: ${counts[biggest]}`)).waitFor()

    const addable = page
      .locator('article[data-product-id]')
      .filter({ has: page.getByRole('button', { name: /в корзину/i }) })
    const picked: number[] = []
    for (let index = 0; index < 3; index++) {
      const id = Number(await addable.first().getAttribute('data-product-id'))
      picked.push(id)
      await page
        .locator(`article[data-product-id="${id}"]`)
        .getByRole('button', { name: /в корзину/i })
        .click()
      await headerCart(page, index + 1).waitFor()
    }

    // Type a quantity into the second product's control.
    const control = page.locator(`article[data-product-id="${picked[1]}"]`).getByTestId('quantity-control')
    await control.getByRole('textbox').fill('5')
    await cartWhen(page, (cart) => cart.items.find((item) => item.product.id === picked[1])?.quantity === 5)

    // Quick-order two more SKUs on the cart page.
    const listing = await call<ProductListResponse>(page, 'GET', 'catalog/products/?ps=96')
    const more = listing.products
      .filter(
        (product: ProductCard) =>
          product.permissions.can_order && product.amount !== 'нет' && !picked.includes(product.id),
      )
      .slice(0, 2)
    expect(more).toHaveLength(2)
    await open(page, '/order/cart/')
    await page
      .getByRole('textbox', { name: 'Артикулы и количество упаковок' })
      .fill(`${more[0]!.sku_full}\t3\n${more[1]!.sku_full.toLowerCase()}; 2`)
    await page.getByRole('button', { name: 'Проверить' }).click()
    await page.getByRole('status').filter({ hasText: 'Найдено 2 из 2' }).waitFor()
    await page.getByRole('button', { name: 'Добавить 2 позиции в корзину' }).click()
    await headerCart(page, 5).waitFor()
    const cart = await cartOf(page)
    expect(cart.items.map((item) => [item.product.id, item.quantity]).sort()).toEqual(
      [
        [picked[0], 1],
        [picked[1], 5],
        [picked[2], 1],
        [more[0]!.id, 3],
        [more[1]!.id, 2],
      ].sort(),
    )

    // Check out: the form comes filled from the profile; pick a date and pay part with points.
    await page.getByRole('link', { name: 'Оформить заказ' }).click()
    await page.waitForURL((url) => url.pathname === '/order/form/')
    await page.getByTestId('checkout-total').waitFor()
    expect(await page.getByRole('textbox', { name: /E-mail/ }).inputValue()).toBe(BUYER.email)
    await page.getByRole('button', { name: /Дата доставки/ }).click()
    // The picker opens on the month of the earliest date: its last selectable day exists on any day of the week and
    // stays valid if the cut-off passes while the test runs.
    await page.getByRole('grid').locator('button:not([aria-disabled="true"])').last().click()
    const before = await page.getByTestId('checkout-total').textContent()
    await page.getByRole('checkbox', { name: /бонусными баллами/ }).check()
    await expect.poll(() => page.getByTestId('checkout-total').textContent()).not.toBe(before)
    await page.getByRole('button', { name: 'Подтвердить заказ' }).click()

    const heading = page.getByRole('heading', { level: 1, name: /Заказ VT-\d{4}-\d+ оформлен/ })
    await heading.waitFor()
    const orderId = Number(new URL(page.url()).searchParams.get('placed'))
    const order = await call<OrderDetail>(page, 'GET', `orders/${orderId}/`)
    expect(order.items).toHaveLength(5)
    expect(order.points_spent).toBe(Math.min(POINTS, order.subtotal - order.discount))
    expect(order.total).toBe(order.subtotal - order.discount - order.points_spent + order.delivery_cost)
    await headerCart(page, 0).waitFor()
    const mail = await mailTo(BUYER.email, new RegExp(`Заказ ${order.number} принят`))
    expect(mail.text).toContain(`/my/history/?order=${orderId}`)

    // Find the order in the history, open it and repeat it.
    await page.getByRole('link', { name: 'История заказов' }).click()
    await page.waitForURL((url) => url.pathname === '/my/history/')
    const row = page.locator(`tbody[data-order-id="${orderId}"]`)
    await row.locator('li[data-line-id]').first().waitFor()
    expect(await row.locator('li[data-line-id]').count()).toBe(5)
    await page.getByRole('button', { name: `Повторить заказ ${order.number}` }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('checkbox').first().waitFor()
    expect(await dialog.getByRole('checkbox').count()).toBe(5)
    await dialog.getByRole('button', { name: 'Добавить в корзину' }).click()
    await page.getByRole('dialog').filter({ hasText: 'Товары добавлены в корзину' }).waitFor()
    await headerCart(page, 5).waitFor()
    const repeated = await cartOf(page)
    expect(repeated.items.map((item) => [item.product.id, item.quantity]).sort()).toEqual(
      order.items.map((item) => [item.product_id, item.quantity]).sort(),
    )
  })
})
