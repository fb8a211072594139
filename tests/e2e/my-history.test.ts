// The order history in Chromium as the demo buyer, in Russian and English, checked against the API: the seeded
// orders newest first, an order opened to its lines and totals, one order opened by ?order=, and repeating an
// order (the confirmation lists the lines; the ones left checked go to the cart and the header counts them).
// Guests are sent home.
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { formatPrice } from '../../contract/format/price'
import type { OrderDetail, OrderHistoryResponse, RepeatPreview } from '../../contract/orders'
import { guestLanding, open, setupBrowser } from './browser'
import { buyerSessions, cartOf, CSRF } from './buyer-session'

const browser = setupBrowser()

const spaces = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim()
const money = (kopecks: number) => spaces(formatPrice(kopecks))

const get = <T>(page: Page, path: string) =>
  page.evaluate(async (url) => (await fetch(url)).json(), `/api/${path}`) as Promise<T>
const post = <T>(page: Page, path: string) =>
  page.evaluate(async ({ url, headers }) => (await fetch(url, { method: 'POST', headers, body: '{}' })).json(), {
    url: `/api/${path}`,
    headers: CSRF,
  }) as Promise<T>
const { buyerPage } = buyerSessions(browser)

/** The newest order of three lines or more: a seeded one, whatever the checkout tests placed before this file. */
async function orderOfSeveralLines(page: Page) {
  const history = await get<OrderHistoryResponse>(page, 'orders/?limit=10')
  const order = history.results.find((row) => row.items_count >= 3)
  expect(order).toBeDefined()
  return order!
}

const LOCALES = [
  {
    prefix: '',
    title: 'История заказов',
    details: 'Состав заказа',
    repeat: 'Повторить заказ',
    add: 'Добавить в корзину',
    done: 'Товары добавлены в корзину',
    cart: /В корзине (\d+) товар/,
  },
  {
    prefix: '/en',
    title: 'Order history',
    details: 'Order details',
    repeat: 'Repeat order',
    add: 'Add to cart',
    done: 'Goods added to the cart',
    cart: /(\d+) products? in the cart/,
  },
] as const

describe('order history', () => {
  for (const locale of LOCALES) {
    const language = locale.prefix || 'ru'
    it(`lists the buyer’s orders newest first and opens one to its lines and totals (${language})`, async () => {
      const page = await buyerPage(`${locale.prefix}/my/history/`)
      expect(spaces(await page.getByRole('heading', { level: 1 }).textContent())).toBe(locale.title)
      const history = await get<OrderHistoryResponse>(page, 'orders/?limit=10')
      // The five seeded orders, and any the checkout tests placed before this file.
      expect(history.count).toBeGreaterThanOrEqual(5)
      const rows = page.locator('tbody[data-order-id]')
      expect(await rows.count()).toBe(history.results.length)
      expect(await rows.evaluateAll((found) => found.map((row) => Number(row.getAttribute('data-order-id'))))).toEqual(
        history.results.map((order) => order.id),
      )
      const first = history.results[0]!
      const firstRow = spaces(await rows.first().locator('tr').first().textContent())
      expect(firstRow).toContain(first.number)
      expect(firstRow).toContain(money(first.total))
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex')

      const order = history.results[1]!
      const toggle = page.getByRole('button', { name: `${locale.details} ${order.number}` })
      expect(await toggle.getAttribute('aria-expanded')).toBe('false')
      await toggle.click()
      expect(await toggle.getAttribute('aria-expanded')).toBe('true')
      const detail = await get<OrderDetail>(page, `orders/${order.id}/`)
      const row = page.locator(`tbody[data-order-id="${order.id}"]`)
      const lines = row.locator('li[data-line-id]')
      await expect.poll(() => lines.count()).toBe(detail.items.length)
      for (const [index, item] of detail.items.entries()) {
        const line = lines.nth(index)
        expect(spaces(await line.textContent())).toContain(item.sku)
        expect(spaces(await line.getByTestId('line-amount').textContent())).toBe(money(item.amount))
      }
      expect(spaces(await row.getByTestId('order-total').textContent())).toBe(money(detail.total))
      await toggle.click()
      expect(await lines.count()).toBe(0)
    })

    it(`repeats an order: the confirmation lists its lines, checked ones go to the cart (${language})`, async () => {
      const page = await buyerPage(`${locale.prefix}/my/history/`)
      const order = await orderOfSeveralLines(page)
      // Asked in the page's language, as the dialog is.
      const preview = await post<RepeatPreview>(page, `${locale.prefix ? 'en/' : ''}orders/${order.id}/repeat/`)
      expect(preview.available.length).toBeGreaterThan(1)

      await page.getByRole('button', { name: `${locale.repeat} ${order.number}` }).click()
      const dialog = page.getByRole('dialog')
      await dialog.waitFor()
      expect(spaces(await dialog.getByRole('heading').textContent())).toContain(order.number)
      const boxes = dialog.getByRole('checkbox')
      expect(await boxes.count()).toBe(preview.available.length)
      for (const [index, line] of preview.available.entries()) {
        expect(await boxes.nth(index).isChecked()).toBe(true)
        expect(spaces(await dialog.locator('label').nth(index).textContent())).toContain(line.name)
      }
      expect(await dialog.locator('[data-unavailable]').count()).toBe(preview.unavailable.length)

      await boxes.first().uncheck()
      await dialog.getByRole('button', { name: locale.add }).click()
      const done = page.getByRole('dialog').filter({ hasText: locale.done })
      await done.waitFor()

      const kept = preview.available.slice(1)
      const cart = await cartOf(page)
      expect(cart.items.map((item) => [item.product.id, item.quantity]).sort()).toEqual(
        kept.map((line) => [line.product!.id, line.quantity]).sort(),
      )
      const header = page.locator('header').getByRole('link', { name: locale.cart })
      await header.waitFor()
      expect(Number(locale.cart.exec((await header.textContent()) ?? '')?.[1])).toBe(kept.length)

      await done.getByRole('link').click()
      await page.waitForURL((url) => url.pathname === `${locale.prefix}/order/cart/`)
    })
  }

  it('greys the lines out of stock in the confirmation and adds only the others', async () => {
    const page = await buyerPage('/my/history/')
    const order = await orderOfSeveralLines(page)
    // The seeded goods are all in stock: the preview answers with its last available line out of stock.
    let missing: RepeatPreview['available'][number] | undefined
    await page.route('**/api/orders/*/repeat/', async (route) => {
      if (route.request().postData()?.includes('confirm')) return route.continue()
      const real = (await (await route.fetch()).json()) as RepeatPreview
      missing = real.available.pop()
      await route.fulfill({ json: { available: real.available, unavailable: [...real.unavailable, missing] } })
    })
    await page.getByRole('button', { name: `Повторить заказ ${order.number}` }).click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    expect(await dialog.textContent()).toContain('Некоторых товаров сейчас нет в наличии')
    const greyed = dialog.locator('[data-unavailable]')
    expect(await greyed.count()).toBe(1)
    expect(spaces(await greyed.textContent())).toContain(missing!.name)
    expect(spaces(await greyed.textContent())).toContain('Временно нет в наличии')
    expect(await greyed.getByRole('checkbox').count()).toBe(0)
    await dialog.getByRole('button', { name: 'Добавить в корзину' }).click()
    await page.getByRole('dialog').filter({ hasText: 'Товары добавлены в корзину' }).waitFor()
    const cart = await cartOf(page)
    expect(cart.items.map((item) => item.product.id)).not.toContain(missing!.product!.id)
    expect(cart.items.length).toBeGreaterThan(0)
  })

  it('says the order cannot be repeated when none of its goods is in stock, and adds nothing', async () => {
    const page = await buyerPage('/en/my/history/')
    const order = await orderOfSeveralLines(page)
    let confirmed = false
    await page.route('**/api/en/orders/*/repeat/', async (route) => {
      if (route.request().postData()?.includes('confirm')) confirmed = true
      const real = (await (await route.fetch()).json()) as RepeatPreview
      await route.fulfill({ json: { available: [], unavailable: [...real.available, ...real.unavailable] } })
    })
    await page.getByRole('button', { name: `Repeat order ${order.number}` }).click()
    const alert = page.getByRole('alertdialog')
    await alert.waitFor()
    expect(spaces(await alert.textContent())).toContain('Unable to repeat order')
    expect(spaces(await alert.textContent())).toContain('None of the goods of this order are in stock')
    expect(confirmed).toBe(false)
    expect((await cartOf(page)).items).toEqual([])
    await alert.getByRole('button', { name: 'OK' }).click()
    await alert.waitFor({ state: 'detached' })
  })

  it('shows the comment the buyer left on a cart line under that order line', async () => {
    const page = await buyerPage('/my/history/')
    const history = await get<OrderHistoryResponse>(page, 'orders/?limit=10')
    const details = await Promise.all(history.results.map((row) => get<OrderDetail>(page, `orders/${row.id}/`)))
    const order = details.find((detail) => detail.items.some((item) => item.comment))
    expect(order).toBeDefined()
    await open(page, `/my/history/?order=${order!.id}`)
    for (const item of order!.items) {
      const line = spaces(await page.locator(`li[data-line-id="${item.id}"]`).textContent())
      if (item.comment) expect(line).toContain(`Комментарий к позиции: ${item.comment}`)
      else expect(line).not.toContain('Комментарий к позиции')
    }
  })

  it('opens one order by its link, and says so when the link names no order of the buyer', async () => {
    const page = await buyerPage('/my/history/')
    const history = await get<OrderHistoryResponse>(page, 'orders/?limit=10')
    const order = history.results[2]!
    await open(page, `/my/history/?order=${order.id}`)
    const rows = page.locator('tbody[data-order-id]')
    expect(await rows.count()).toBe(1)
    expect(
      await page.getByRole('button', { name: `Состав заказа ${order.number}` }).getAttribute('aria-expanded'),
    ).toBe('true')
    const detail = await get<OrderDetail>(page, `orders/${order.id}/`)
    expect(await rows.first().locator('li[data-line-id]').count()).toBe(detail.items.length)

    for (const wrong of ['99999999', 'abc', '0']) {
      const response = await open(page, `/en/my/history/?order=${wrong}`)
      expect(response?.status(), wrong).toBe(200)
      expect(spaces(await page.getByRole('alert').textContent()), wrong).toContain('Order not found')
      expect(await page.locator('tbody[data-order-id]').count(), wrong).toBe(0)
    }
    await page.getByRole('link', { name: 'All orders' }).click()
    await page.waitForURL((url) => url.pathname === '/en/my/history/' && url.search === '')
    await expect.poll(() => page.locator('tbody[data-order-id]').count()).toBe(Math.min(history.count, 10))
  })

  it('is reached from the account sections', async () => {
    const page = await buyerPage('/my/')
    await page
      .getByRole('navigation', { name: 'Разделы личного кабинета' })
      .getByRole('link', { name: 'История заказов' })
      .click()
    await page.waitForURL((url) => url.pathname === '/my/history/')
    await page.locator('tbody[data-order-id]').first().waitFor()
  })

  it('sends a guest home (Russian and English)', async () => {
    for (const [prefix, home] of [
      ['', '/'],
      ['/en', '/en/'],
    ] as const) {
      const response = await fetch(`${inject('baseURL')}${prefix}/my/history/`, { redirect: 'manual' })
      expect(response.status).toBeGreaterThanOrEqual(300)
      expect(response.status).toBeLessThan(400)
      expect(new URL(response.headers.get('location') ?? '', inject('baseURL')).pathname).toBe(home)
    }
    expect(await guestLanding(browser, '/my/history/')).toBe('/')
  })
})
