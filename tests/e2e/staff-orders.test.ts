// The back office's orders in Chromium: the demo buyer places an order; their manager finds it in /staff/orders/
// by its number, opens it and moves it to "accepted" with the status select; the buyer sees the new status in
// /my/history/ and gets the status mail. The same manager cannot open another manager's page of orders than theirs,
// and the list's CSV link carries its filters.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { OrderDetail } from '../../contract/orders'
import { earliestDeliveryDate } from '../../contract/dates/delivery-calendar'
import { mailTo } from './accounts'
import { open, setupBrowser } from './browser'
import { addOrderableProduct, buyerSessions, CSRF } from './buyer-session'

const browser = setupBrowser()
const { buyerPage } = buyerSessions(browser)

const BUYER = 'buyer@example.com'
const spaces = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim()

async function placeOrder(page: Page): Promise<OrderDetail> {
  await addOrderableProduct(page)
  return page.evaluate(
    async ({ headers, body }) => {
      const answer = await fetch('/api/orders/', { method: 'POST', headers, body: JSON.stringify(body) })
      if (answer.status !== 201) throw new Error(`order not placed: ${answer.status} ${await answer.text()}`)
      return (await answer.json()) as OrderDetail
    },
    {
      headers: CSRF,
      body: {
        company_name: 'ООО «Хвостик»',
        email: BUYER,
        phone: '+7 (916) 123-45-67',
        delivery_address: 'Москва, ул. Складская, 5',
        delivery_type: 'delivery',
        payment_type: 'invoice',
        delivery_time: '10:00–14:00',
        delivery_date: earliestDeliveryDate(),
        comment: 'Заказ для проверки бэк-офиса',
        use_loyalty_points: false,
      },
    },
  )
}

async function managerPage(path: string, width = 1280) {
  const context = await browser.newContext({ width })
  const page = await context.newPage()
  const login = await page.request.post('/api/authorization/login/', {
    data: { username: 'manager@example.com', password: 'manager12345' },
  })
  expect(login.status()).toBe(200)
  await open(page, path)
  return page
}

describe('staff orders', () => {
  it('a manager changes an order’s status; the buyer sees it in the history and gets the mail', async () => {
    const buyer = await buyerPage('/my/')
    const order = await placeOrder(buyer)
    expect(order.status).toBe('new')

    const staff = await managerPage('/staff/orders/')
    try {
      await staff.getByLabel('Поиск: организация, e-mail, ИНН, номер').fill(order.number)
      await staff.getByRole('button', { name: 'Найти' }).click()
      await staff.waitForURL((url) => url.searchParams.get('q') === order.number)
      const csv = staff.getByRole('link', { name: 'Скачать CSV' })
      await expect.poll(() => csv.getAttribute('href')).toBe(`/api/staff/orders/?q=${order.number}&format=csv`)
      await staff.getByRole('link', { name: order.number, exact: true }).click()
      await staff.waitForURL(`**/staff/orders/${order.id}/`)
      await staff.getByRole('heading', { level: 1, name: `Заказ № ${order.number}` }).waitFor()
      const select = staff.getByLabel('Новый статус')
      expect(await select.locator('option').allTextContents()).toEqual(['Принят', 'Оплачен', 'Отгружен', 'Выполнен'])
      await select.selectOption('accepted')
      await staff.getByRole('button', { name: 'Сменить статус' }).click()
      // The page reloads the order: the story gains the status, the select offers only what follows it.
      await staff.getByText('Статус: Принят').waitFor()
      expect(await staff.getByLabel('Новый статус').locator('option').allTextContents()).toEqual([
        'Оплачен',
        'Отгружен',
        'Выполнен',
      ])
      expect(spaces(await staff.getByRole('region', { name: 'Действия сотрудников' }).textContent())).toContain(
        'manager@example.com: статус «Принят»',
      )
    } finally {
      await staff.context().close()
    }

    await open(buyer, `/my/history/?order=${order.id}`)
    const row = buyer.locator(`tbody[data-order-id="${order.id}"]`)
    expect(spaces(await row.locator('tr').first().textContent())).toContain('Принят')
    const mail = await mailTo(BUYER, new RegExp(`${order.number}: Принят`))
    expect(mail.subject).toBe(`Заказ ${order.number}: Принят`)
    expect(mail.html || mail.text).toContain(`/my/history/?order=${order.id}`)
  })

  it('shows the list and an order in English at 768 px', async () => {
    const staff = await managerPage('/en/staff/orders/', 768)
    try {
      expect(spaces(await staff.getByRole('heading', { level: 1 }).textContent())).toBe('Orders')
      expect(await staff.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
        '/api/en/staff/orders/?format=csv',
      )
      // The first row once the sorted page has arrived and replaced the one on screen (the URL changes first).
      const sorted = staff.waitForResponse((response) => {
        const url = new URL(response.url())
        return url.pathname === '/api/en/staff/orders/' && url.searchParams.get('sort') === 'total'
      })
      await staff.getByRole('button', { name: 'Total' }).click()
      const { results } = (await (await sorted).json()) as { results: { number: string }[] }
      const number = results[0]!.number
      await staff.locator('tbody tr').first().getByRole('link', { name: number }).click()
      await staff.getByRole('heading', { level: 1, name: `Order No. ${number}` }).waitFor()
      // Nothing wider than the window but the tables' own scrolling frames.
      const overflow = await staff.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)
    } finally {
      await staff.context().close()
    }
  })
})
