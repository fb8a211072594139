// Back office, Customers, in Chromium: a manager finds a new registration among the pending ones, activates it,
// and the customer then signs in; buyers and guests find no back office at all.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { newCompany, registerViaApi, signInThroughHeader } from './accounts'
import { open, setupBrowser } from './browser'

const browser = setupBrowser()

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated]')

async function signedIn(email: string, password: string, width = 1280) {
  const context = await browser.newContext({ width })
  const page = await context.newPage()
  const response = await page.request.post('/api/authorization/login/', { data: { username: email, password } })
  expect(response.status()).toBe(200)
  return { context, page }
}

describe('customers in the back office', () => {
  it('a manager activates a pending registration, and that customer signs in', async () => {
    const company = newCompany('staffcust')
    await registerViaApi(browser.baseURL, company)

    const manager = await signedIn('manager@example.com', 'manager12345')
    const page = manager.page
    await page.goto('/staff/customers/')
    await hydrated(page)
    await page.getByRole('button', { name: 'Ожидают активации' }).click()
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('pending')
    const link = page.getByRole('link', { name: company.organization_name })
    await expect.poll(() => link.isVisible()).toBe(true)
    // The INN of the registration passes its check digits, and says so.
    const row = page.locator('tr', { has: link })
    expect(await row.textContent()).toContain(company.organization_inn)
    expect(await row.getByText('ИНН верен').count()).toBe(1)

    await link.click()
    await expect.poll(() => page.locator('h1').textContent()).toBe(company.organization_name)
    await hydrated(page)
    await page.getByRole('button', { name: 'Активировать' }).click()
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Клиент активирован' }).textContent())
      .toBe('Клиент активирован, письмо отправлено.')
    expect(await page.getByRole('button', { name: 'Отключить', exact: true }).count()).toBe(1)
    await manager.context.close()

    const visitor = await browser.newContext()
    const shop = await visitor.newPage()
    await open(shop, '/')
    await Promise.all([shop.waitForEvent('load'), signInThroughHeader(shop, company.email, company.password)])
    await shop.waitForSelector('html[data-hydrated]')
    const account = await shop.evaluate(async () => {
      const response = await fetch('/api/my/account/')
      return { status: response.status, body: (await response.json()) as { user: { email: string } } }
    })
    expect(account.status).toBe(200)
    expect(account.body.user.email).toBe(company.email)
    await visitor.close()
  })

  it('an admin views the shop as a customer, read-only under a banner, and stops', async () => {
    const { context, page } = await signedIn('staff@example.com', 'staff12345')
    const found = await page.request.get('/api/staff/customers/?q=keyaccount@example.com')
    const { results } = (await found.json()) as { results: { id: number; organization_name: string }[] }
    const customer = results[0]!
    await page.goto(`/staff/customers/${customer.id}/`)
    await hydrated(page)
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/'),
      page.getByRole('button', { name: 'Смотреть магазин как этот клиент' }).click(),
    ])
    await page.waitForSelector('html[data-hydrated]')
    const banner = page.getByTestId('view-as-banner')
    expect(await banner.textContent()).toContain(`Вы смотрите магазин как ${customer.organization_name}`)

    await open(page, '/catalog/')
    expect(await banner.isVisible()).toBe(true)
    await page.locator('main').getByRole('button', { name: 'В корзину' }).first().click()
    // The refusal's alert says it too, besides the banner.
    const readOnly = page.getByText('Это просмотр магазина глазами клиента: изменения недоступны.')
    await expect.poll(() => readOnly.count()).toBe(2)
    await page.getByRole('button', { name: 'Понятно' }).click()
    // Still viewing: the refusal signed nobody out.
    expect(await banner.isVisible()).toBe(true)

    await Promise.all([
      page.waitForURL((url) => url.pathname === `/staff/customers/${customer.id}/`),
      banner.getByRole('button', { name: 'Закончить просмотр' }).click(),
    ])
    const account = (await (await page.request.get('/api/my/account/')).json()) as {
      user: { email: string; view_as?: unknown }
    }
    expect(account.user).toMatchObject({ email: 'staff@example.com' })
    expect(account.user.view_as).toBeUndefined()
    await context.close()
  })

  it('is the 404 page to a buyer and to a guest', async () => {
    const buyer = await browser.newContext({ buyer: true })
    const guest = await browser.newContext()
    for (const context of [buyer, guest]) {
      const page = await context.newPage()
      for (const path of ['/staff/', '/staff/customers/', '/en/staff/customers/1/'])
        expect((await page.goto(path))?.status(), path).toBe(404)
      await context.close()
    }
  })
})
