// The invoice for payment and the buyer cancelling an order, in Chromium as the demo buyer, in Russian and
// English: a placed order's confirmation offers the invoice (a PDF with the order's number), the order page cancels
// it through the dialog (the reason is required), and the order then shows as cancelled with the reason, without
// the invoice or the buttons; an order already taken into work shows no cancel button and the API refuses it.
import type { Page } from 'playwright-core'
import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { invoiceOrderBody } from '../fixtures/order-body'
import type { OrderDetail, OrderHistoryResponse } from '../../contract/orders'
import { open, setupBrowser } from './browser'
import { addOrderableProduct, buyerSessions, CSRF } from './buyer-session'

const browser = setupBrowser()
const { buyerPage } = buyerSessions(browser)

const spaces = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim()

const get = <T>(page: Page, path: string) =>
  page.evaluate(async (url) => (await fetch(url)).json(), `/api/${path}`) as Promise<T>

const post = (page: Page, path: string, body: unknown) =>
  page.evaluate(
    async ({ url, headers, body }) => {
      const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) })
      return { status: response.status, body: (await response.json()) as Record<string, unknown> }
    },
    { url: `/api/${path}`, headers: CSRF, body },
  )

/** Places an order of the first orderable product for the demo buyer, through the API. */
async function placeOrder(page: Page): Promise<OrderDetail> {
  await addOrderableProduct(page)
  const placed = await post(page, 'orders/', invoiceOrderBody('buyer@example.com'))
  expect(placed.status).toBe(201)
  return placed.body as unknown as OrderDetail
}

/** The PDF behind the page's invoice link, downloaded with the page's session, as text. */
async function invoiceText(page: Page): Promise<string> {
  const href = await page.getByTestId('order-invoice').first().getAttribute('href')
  expect(href).toMatch(/\/api\/(en\/)?orders\/\d+\/invoice\/$/)
  const { type, bytes } = await page.evaluate(async (url) => {
    const response = await fetch(url)
    return { type: response.headers.get('content-type'), bytes: [...new Uint8Array(await response.arrayBuffer())] }
  }, href!)
  expect(type).toBe('application/pdf')
  const data = new Uint8Array(bytes)
  expect(Buffer.from(data.subarray(0, 5)).toString()).toBe('%PDF-')
  const { text } = await extractText(await getDocumentProxy(data), { mergePages: true })
  return spaces(text)
}

const SHOTS = process.env.VITRINA_SHOTS_DIR

/** The visible part of the page, the cookie notice accepted first, when VITRINA_SHOTS_DIR asks for pictures. */
async function shot(page: Page, name: string) {
  if (!SHOTS) return
  const accept = page.getByRole('button', { name: /^(Принять|Accept)$/ })
  if (await accept.isVisible()) await accept.click()
  await page.screenshot({ path: `${SHOTS}/${name}.png` })
}

const LOCALES = [
  {
    prefix: '',
    placed: 'Заказ',
    invoice: 'Скачать счёт на оплату',
    cancel: 'Отменить заказ',
    confirm: 'Отменить заказ',
    required: 'Обязательное поле',
    done: 'отменён',
    status: 'Отменён',
    reason: 'Причина отмены',
  },
  {
    prefix: '/en',
    placed: 'Order',
    invoice: 'Download the invoice',
    cancel: 'Cancel order',
    confirm: 'Cancel the order',
    required: 'This field is required',
    done: 'is cancelled',
    status: 'Cancelled',
    reason: 'Reason for cancelling',
  },
] as const

describe('the invoice and cancelling an order', () => {
  for (const locale of LOCALES) {
    const language = locale.prefix.slice(1) || 'ru'
    it(`offers the invoice at the confirmation, cancels from the order page with a reason (${language})`, async () => {
      const page = await buyerPage(`${locale.prefix}/my/`)
      const order = await placeOrder(page)
      expect(order.can_cancel).toBe(true)

      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 })
        await open(page, `${locale.prefix}/order/form/?placed=${order.id}`)
        expect(spaces(await page.getByRole('heading', { level: 1 }).textContent())).toContain(order.number)
        await page.getByTestId('order-invoice').scrollIntoViewIfNeeded()
        await shot(page, `confirmation-${language}-${width}`)
      }
      expect(spaces(await page.getByTestId('order-invoice').textContent())).toBe(locale.invoice)
      const text = await invoiceText(page)
      expect(text).toContain(`Счёт на оплату № ${order.number}`)
      expect(text).toContain('ООО «Витрина»')
      expect(text).toContain(order.items[0]!.sku)

      await page.setViewportSize({ width: 375, height: 900 })
      await open(page, `${locale.prefix}/my/history/?order=${order.id}`)
      await page.getByRole('button', { name: locale.cancel }).click()
      const dialog = page.getByRole('dialog')
      await dialog.waitFor()
      // The reason is required: the server is not asked without one.
      await page.getByTestId('order-cancel-confirm').click()
      await dialog.getByText(locale.required).waitFor()
      await dialog.getByRole('textbox').fill('Ошиблись в количестве')
      await shot(page, `cancel-dialog-${language}-375`)
      await page.setViewportSize({ width: 1280, height: 900 })
      await shot(page, `cancel-dialog-${language}-1280`)
      await page.getByTestId('order-cancel-confirm').click()
      await page.getByText(locale.done).first().waitFor()
      await page.keyboard.press('Escape')

      const row = page.locator(`tbody[data-order-id="${order.id}"]`)
      await row.getByText(locale.status, { exact: true }).first().waitFor()
      expect(spaces(await row.textContent())).toContain(`${locale.reason} Ошиблись в количестве`)
      expect(await page.getByTestId('order-cancel').count()).toBe(0)
      expect(await page.getByTestId('order-invoice').count()).toBe(0)
      const after = await get<OrderDetail>(page, `orders/${order.id}/`)
      expect(after).toMatchObject({ status: 'cancelled', can_cancel: false, cancel_reason: 'Ошиблись в количестве' })
      await row.getByText(locale.reason).scrollIntoViewIfNeeded()
      await shot(page, `order-cancelled-${language}-1280`)

      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 })
        await open(page, `${locale.prefix}/my/history/`)
        await shot(page, `history-${language}-${width}`)
      }
    })
  }

  it('shows no cancel button on an order taken into work, and the API refuses to cancel it', async () => {
    const page = await buyerPage('/my/history/')
    const history = await get<OrderHistoryResponse>(page, 'orders/?limit=50')
    const taken = history.results.find((row) => row.status === 'accepted')
    expect(taken).toBeDefined()
    await open(page, `/my/history/?order=${taken!.id}`)
    await page.getByTestId('order-invoice').first().waitFor()
    expect(await page.getByTestId('order-cancel').count()).toBe(0)
    expect(await page.getByTestId('order-change').count()).toBe(0)
    const refused = await post(page, `orders/${taken!.id}/cancel/`, { reason: 'Передумали' })
    expect(refused.status).toBe(409)
    expect(String(refused.body.detail)).toContain('уже передан в работу')
  })
})
