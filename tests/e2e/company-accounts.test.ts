// Company accounts in Chromium: a company's administrator invites a colleague from the Company page, the colleague
// follows the mailed link, sets a password and is signed in, orders, and both see the order in the company's
// history with who placed it; a viewer colleague gets no add-to-cart button and no repeat button.
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { earliestDeliveryDate } from '../../contract/dates/delivery-calendar'
import type { ProductListResponse } from '../../contract/catalogue'
import { mailTo, newCompany, registerViaApi, staff } from './accounts'
import { open, setupBrowser } from './browser'

const browser = setupBrowser()

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated]')

async function signedIn(email: string, password: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ width: 1280 })
  const page = await context.newPage()
  const response = await page.request.post('/api/authorization/login/', { data: { username: email, password } })
  expect(response.status()).toBe(200)
  return { context, page }
}

/** Invites `email` from the Company page and follows the mailed link in a fresh browser, signing the colleague in. */
async function inviteThroughPage(admin: Page, email: string, role: 'Закупщик' | 'Наблюдатель', name: string) {
  await open(admin, '/my/company/')
  await hydrated(admin)
  await admin.getByRole('textbox', { name: 'E-mail коллеги' }).fill(email)
  await admin.getByRole('radio', { name: role }).check()
  await admin.getByRole('button', { name: 'Отправить приглашение' }).click()
  await expect.poll(() => admin.getByRole('status').filter({ hasText: email }).count()).toBe(1)
  const letter = await mailTo(email, /Приглашение/)
  const link = /https?:\/\/\S+token=[A-Za-z0-9_-]+/.exec(letter.text ?? '')?.[0]
  expect(link).toBeTruthy()

  const context = await browser.newContext({ width: 1280 })
  const page = await context.newPage()
  await open(page, new URL(link!).pathname + new URL(link!).search)
  await hydrated(page)
  expect(await page.locator('h1').textContent()).toBe('Приглашение в компанию')
  await page.getByRole('textbox', { name: 'ФИО' }).fill(name)
  await page.getByRole('textbox', { name: 'Телефон' }).fill('+7 912 000-11-22')
  await page.getByLabel('Пароль', { exact: true }).fill('colleague-pass1')
  await page.getByLabel('Пароль ещё раз').fill('colleague-pass1')
  await page.getByRole('button', { name: 'Создать аккаунт' }).click()
  const done = page.getByRole('link', { name: /Аккаунт создан, вы вошли/ })
  await expect.poll(() => done.count()).toBe(1)
  await Promise.all([page.waitForEvent('load'), done.click()])
  return { context, page }
}

/** Places an order of one orderable product through the API, as the page's own session. */
const placeOrder = (page: Page, deliveryDate: string) =>
  page.evaluate(async (date) => {
    const csrf = document.cookie.match(/(?:^|; )csrftoken=([^;]+)/)?.[1] ?? ''
    const headers = { 'content-type': 'application/json', 'x-csrf-token': csrf }
    const list = (await (await fetch('/api/catalog/products/?ps=96')).json()) as ProductListResponse
    const product = list.products.find((card) => card.permissions.can_order && card.amount && card.amount !== 'нет')
    await fetch('/api/carts/items/', {
      method: 'POST',
      headers,
      body: JSON.stringify({ product: product!.id, quantity: 1 }),
    })
    const answer = await fetch('/api/orders/', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        company_name: 'ООО «Стая»',
        email: 'colleague@example.com',
        phone: '79161234567',
        delivery_address: 'Тверь, ул. Мира, 1',
        delivery_type: 'delivery',
        payment_type: 'invoice',
        delivery_date: date,
      }),
    })
    return { status: answer.status, body: (await answer.json()) as { number: string } }
  }, deliveryDate)

describe('a company account', () => {
  it('invite → accept → order → the order in the company history of both, with who placed it', async () => {
    const company = newCompany('company')
    await registerViaApi(browser.baseURL, company)
    await staff('activate', company.email)
    const admin = await signedIn(company.email, company.password)

    const colleagueEmail = `colleague-${Date.now().toString(36)}@example.com`
    const colleague = await inviteThroughPage(admin.page, colleagueEmail, 'Закупщик', 'Коллегова Вера Петровна')
    expect(new URL(colleague.page.url()).pathname).toBe('/my/')
    const placed = await placeOrder(colleague.page, earliestDeliveryDate())
    expect(placed.status).toBe(201)

    for (const page of [colleague.page, admin.page]) {
      await open(page, '/my/history/')
      await hydrated(page)
      const row = page.locator('tbody', { hasText: placed.body.number })
      await expect.poll(() => row.count()).toBe(1)
      expect(await row.textContent()).toContain('Коллегова В. П.')
    }
    await open(admin.page, '/my/company/')
    const members = admin.page.locator('table tbody tr')
    expect(await members.count()).toBe(2)
    expect(await admin.page.locator(`tr[data-member-email="${colleagueEmail}"]`).textContent()).toContain('Закупщик')
    await colleague.context.close()

    const viewerEmail = `viewer-${Date.now().toString(36)}@example.com`
    const viewer = await inviteThroughPage(admin.page, viewerEmail, 'Наблюдатель', 'Смотрова Ия Львовна')
    await open(viewer.page, '/catalog/')
    await hydrated(viewer.page)
    // Prices are there, the add-to-cart buttons are not.
    await expect.poll(() => viewer.page.getByText(/₽/).count()).toBeGreaterThan(0)
    expect(await viewer.page.getByRole('button', { name: 'В корзину' }).count()).toBe(0)
    await open(viewer.page, '/my/history/')
    await hydrated(viewer.page)
    expect(await viewer.page.locator('tbody', { hasText: placed.body.number }).count()).toBe(1)
    expect(await viewer.page.getByRole('button', { name: /Повторить/ }).count()).toBe(0)
    expect((await placeOrder(viewer.page, earliestDeliveryDate())).status).toBe(403)
    await viewer.context.close()
    await admin.context.close()
  })
})
