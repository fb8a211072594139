// Spreadsheets in Chromium as the demo buyer: an Excel workbook uploaded in the quick-order panel fills the text and
// the review, and its lines go to the cart; a file that is not a workbook is refused on the file and the text
// stays; the cart, an opened order and the history offer their XLSX and CSV downloads, and the quick order its
// template, each link answering the file.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { ProductCard, ProductListResponse } from '../../contract/catalogue'
import type { OrderHistoryResponse } from '../../contract/orders'
import { workbookOf } from '../fixtures/spreadsheets'
import { open, setupBrowser } from './browser'
import { buyerSessions, cartOf, cartWhen } from './buyer-session'

const browser = setupBrowser()
const { signedIn } = buyerSessions(browser)

async function orderable(page: Page): Promise<ProductCard[]> {
  const listing = await page.evaluate(
    async () => (await fetch('/api/catalog/products/?ps=96')).json() as Promise<ProductListResponse>,
  )
  return listing.products.filter(
    (p) => p.permissions.can_order && p.amount !== 'нет' && !p.on_order && (p.price ?? 0) > 0,
  )
}

/** Each link's href answers a download of the type given. */
async function expectDownloads(page: Page, links: { name: RegExp; type: string }[]) {
  for (const { name, type } of links) {
    const link = page.getByRole('link', { name })
    expect(await link.count(), String(name)).toBe(1)
    const response = await page.request.get((await link.getAttribute('href'))!)
    expect(response.status(), String(name)).toBe(200)
    expect(response.headers()['content-type'], String(name)).toContain(type)
    expect(response.headers()['content-disposition'], String(name)).toMatch(/^attachment; /)
  }
}

const XLSX = 'spreadsheetml'

describe('spreadsheets', () => {
  it('reads an uploaded XLSX into the quick order and adds its lines to the cart; the cart downloads', async () => {
    const page = await signedIn()
    const [a, b] = await orderable(page)
    await open(page, '/order/cart/')
    await page.locator('input[type=file]').setInputFiles({
      name: 'заказ.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(
        await workbookOf([
          ['Наименование', 'Артикул', 'Кол-во'],
          [a!.title, a!.sku_full, '3'],
          [],
          [b!.title, b!.sku_full, 1],
        ]),
      ),
    })
    await page.locator('tr[data-status]').first().waitFor()
    expect(await page.getByText('Прочитан файл заказ.xlsx').count()).toBe(1)
    expect(await page.getByRole('textbox', { name: 'Артикулы и количество упаковок' }).inputValue()).toBe(
      `Артикул\tУпаковок\n${a!.sku_full}\t3\n\n${b!.sku_full}\t1`,
    )
    await page.getByRole('button', { name: 'Добавить 2 позиции в корзину' }).click()
    await cartWhen(page, (cart) => cart.items.length === 2)
    expect((await cartOf(page)).items.map((item) => [item.product.id, item.quantity])).toEqual([
      [a!.id, 3],
      [b!.id, 1],
    ])
    await page.getByRole('link', { name: 'Скачать корзину в формате XLSX' }).waitFor()
    await expectDownloads(page, [
      { name: /^Скачать корзину в формате XLSX$/, type: XLSX },
      { name: /^Скачать корзину в формате CSV$/, type: 'text/csv' },
      { name: /^Шаблон XLSX для быстрого заказа/, type: XLSX },
    ])
  })

  it('refuses a file that is not a workbook on the file and keeps the text, in English', async () => {
    const page = await signedIn()
    await open(page, '/en/order/cart/')
    const field = page.getByRole('textbox', { name: 'SKUs and quantities in packs' })
    await field.fill('VT-000001 2')
    await page.locator('input[type=file]').setInputFiles({
      name: 'order.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from('not a workbook'),
    })
    await page.getByText('The file cannot be read as an Excel sheet: save it as XLSX or CSV').first().waitFor()
    expect(await field.inputValue()).toBe('VT-000001 2')
    expect(await page.getByRole('link', { name: 'XLSX template of the quick order: download' }).count()).toBe(1)
  })

  it('offers an opened order and the history as XLSX and CSV', async () => {
    const page = await signedIn()
    const history = await page.evaluate(
      async () => (await fetch('/api/orders/?limit=1')).json() as Promise<OrderHistoryResponse>,
    )
    const order = history.results[0]!
    await open(page, '/my/history/')
    await expectDownloads(page, [
      { name: /^Скачать историю заказов в формате XLSX$/, type: XLSX },
      { name: /^Скачать историю заказов в формате CSV$/, type: 'text/csv' },
    ])
    await open(page, `/en/my/history/?order=${order.id}`)
    await page.getByRole('link', { name: `Download order ${order.number} as XLSX` }).waitFor()
    await expectDownloads(page, [
      { name: new RegExp(`^Download order ${order.number} as XLSX$`), type: XLSX },
      { name: new RegExp(`^Download order ${order.number} as CSV$`), type: 'text/csv' },
    ])
  })
})
