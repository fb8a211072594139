// The quick order on the cart page in Chromium as the demo buyer, in Russian and English: pasted lines with
// mixed separators, a header, an unknown SKU and an unreadable line are checked and shown with their statuses;
// adding puts the found lines in the cart (the header count and the cart lines follow); a CSV file is read and
// checked at once; a refused or failed check keeps the text.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { ProductCard, ProductListResponse } from '../../contract/catalogue'
import { open, setupBrowser } from './browser'
import { buyerSessions, cartOf, CSRF } from './buyer-session'

const browser = setupBrowser()

const { signedIn } = buyerSessions(browser)

const addToCart = (page: Page, product: number, quantity: number) =>
  page.evaluate(
    async ({ headers, body }) => void (await fetch('/api/carts/items/', { method: 'POST', headers, body })),
    { headers: CSRF, body: JSON.stringify({ product, quantity }) },
  )

/** Products the demo buyer can order now, as the catalogue answers them. */
async function orderable(page: Page): Promise<ProductCard[]> {
  const listing = await page.evaluate(
    async () => (await fetch('/api/catalog/products/?ps=96')).json() as Promise<ProductListResponse>,
  )
  const goods = listing.products.filter(
    (p) => p.permissions.can_order && p.amount !== 'нет' && !p.on_order && (p.price ?? 0) > 0,
  )
  expect(goods.length).toBeGreaterThan(5)
  return goods
}

/** A buyer page with an empty cart, the products it may order, and a way to open `path`. */
async function buyerPage(path: string) {
  const page = await signedIn()
  const goods = await orderable(page)
  return { page, goods, go: () => open(page, path) }
}

/** The result table as [SKU cell, status text] per row. */
const resultRows = (page: Page) =>
  page
    .locator('tr[data-status]')
    .evaluateAll((rows) =>
      rows.map((row) => [
        row.querySelector('td:nth-child(2)')?.textContent ?? '',
        row.querySelector('td:last-child')?.textContent ?? '',
      ]),
    )

describe('quick order', () => {
  it('checks pasted lines with mixed separators, then adds the found ones to the cart', async () => {
    const { page, goods, go } = await buyerPage('/order/cart/')
    await go()
    expect(await page.getByText('быстрый заказ ниже').count()).toBe(1)
    const [a, b, c] = [goods[0]!, goods[1]!, goods[2]!]
    const text = [
      'Артикул;Количество',
      `${a.sku_full} 2`,
      `${b.sku_full.toLowerCase()}\t3`,
      `${c.sku_full};1`,
      'NO-SUCH-SKU-42, 4',
      `${a.sku_full} two`,
    ].join('\n')
    const field = page.getByRole('textbox', { name: 'Артикулы и количество упаковок' })
    await field.fill(text)
    await field.press('Control+Enter')
    await page.locator('tr[data-status]').first().waitFor()
    expect(await resultRows(page)).toEqual([
      [a.sku_full, 'Найден'],
      [b.sku_full, 'Найден'],
      [c.sku_full, 'Найден'],
      ['NO-SUCH-SKU-42', 'Не найден'],
      [`${a.sku_full} two`, 'Строка не прочитана'],
    ])
    expect(await page.getByRole('status').filter({ hasText: 'Найдено 3 из 5' }).count()).toBe(1)
    expect(await page.getByRole('link', { name: a.title }).count()).toBe(1)

    await page.getByRole('button', { name: 'Добавить 3 позиции в корзину' }).click()
    await page.getByRole('status').filter({ hasText: 'В корзину добавлены 3 позиции.' }).waitFor()
    await page.getByRole('link', { name: /В корзине 3 товара/ }).waitFor()
    expect(await page.locator('tr[data-line-id]').count()).toBe(3)
    expect((await cartOf(page)).items.map((item) => [item.product.id, item.quantity])).toEqual([
      [a.id, 2],
      [b.id, 3],
      [c.id, 1],
    ])
    expect(await field.inputValue()).toBe('')
    // The add button is gone: the keyboard goes on from the text, ready for the next order.
    expect(await field.evaluate((element) => element === document.activeElement)).toBe(true)
  })

  it('reads an uploaded CSV file and adds its lines below those already in the cart, in English', async () => {
    const { page, goods, go } = await buyerPage('/en/order/cart/')
    const [kept, d, e] = [goods[3]!, goods[4]!, goods[5]!]
    await addToCart(page, kept.id, 1)
    await go()
    await page.getByRole('link', { name: /^Cart, 1 product in the cart/ }).waitFor()
    await page.locator('input[type=file]').setInputFiles({
      name: 'order.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`"sku","quantity"\r\n"${d.sku_full}","4"\r\n"${e.sku_full}","1"\r\n`),
    })
    await page.locator('tr[data-status]').first().waitFor()
    expect(await resultRows(page)).toEqual([
      [d.sku_full, 'Found'],
      [e.sku_full, 'Found'],
    ])
    expect(await page.getByText('Read from order.csv').count()).toBe(1)

    await page.getByRole('button', { name: 'Add 2 lines to the cart' }).click()
    await page.getByRole('status').filter({ hasText: '2 lines added to the cart.' }).waitFor()
    await page.getByRole('link', { name: /3 products in the cart/ }).waitFor()
    expect((await cartOf(page)).items.map((item) => [item.product.id, item.quantity])).toEqual([
      [kept.id, 1],
      [d.id, 4],
      [e.id, 1],
    ])
    expect(await page.locator('tr[data-line-id]').count()).toBe(3)
  })

  it('keeps the text when the check fails and shows why', async () => {
    const { page, goods, go } = await buyerPage('/order/cart/')
    await go()
    const text = `${goods[0]!.sku_full} 1`
    await page.route(/\/orders\/fast\//, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    )
    const field = page.getByRole('textbox', { name: 'Артикулы и количество упаковок' })
    await field.fill(text)
    await page.getByRole('button', { name: 'Проверить' }).click()
    const alert = page.getByRole('alert').filter({ hasText: 'Не удалось проверить список' })
    await alert.waitFor()
    expect(await field.inputValue()).toBe(text)
    expect(await page.locator('tr[data-status]').count()).toBe(0)
    expect((await cartOf(page)).items).toEqual([])
  })

  it('shows the server’s refusal under the text and keeps it, in English', async () => {
    const { page, go } = await buyerPage('/en/order/cart/')
    await go()
    const text = Array.from({ length: 1001 }, (_, i) => `SKU-${i} 1`).join('\n')
    const field = page.getByRole('textbox', { name: 'SKUs and quantities in packs' })
    await field.fill(text)
    await page.getByRole('button', { name: 'Check' }).click()
    await page.getByText('At most 1000 lines at a time').waitFor()
    expect(await field.getAttribute('aria-invalid')).toBe('true')
    expect(await field.inputValue()).toBe(text)
    // Editing drops the message about the old text.
    await field.press('End')
    await field.press('Backspace')
    expect(await page.getByText('At most 1000 lines at a time').count()).toBe(0)
  })
})
