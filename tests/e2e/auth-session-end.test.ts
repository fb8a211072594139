// The session ends under a signed-in buyer: staff deactivate the account while its page is open, or the session
// expires during checkout. The buyer is signed out at once and told why, the prices and the cart leave the page
// without a reload, the checkout keeps what was typed and can be sent after signing in again; a deactivated
// account trying to sign in is told access is suspended.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { ProductListResponse } from '../../contract/catalogue'
import { newCompany, registerViaApi, signInThroughHeader, staff } from './accounts'
import { open, setupBrowser } from './browser'
import { buyerSessions, CSRF } from './buyer-session'
import { DEMO_ACCOUNTS } from '../../server/seed/accounts/accounts'

const browser = setupBrowser()
const { signedIn } = buyerSessions(browser)

const notice = (page: Page) =>
  page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Скрыть уведомление' }) })
const signInButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Войти', exact: true })
const prices = (page: Page) => page.locator('main').getByText(/\d\s?₽/)

/** Marks this page so a full reload (which would lose what forms hold) shows as the mark gone. */
const markPage = (page: Page) => page.evaluate(() => void ((window as unknown as { kept?: boolean }).kept = true))
const pageKept = (page: Page) => page.evaluate(() => (window as unknown as { kept?: boolean }).kept === true)

/** A new company, activated by staff, signed in through the header on the catalogue. */
async function activeBuyerOnCatalogue(tag: string) {
  const company = newCompany(tag)
  await registerViaApi(browser.baseURL, company)
  await staff('activate', company.email)
  const context = await browser.newContext()
  const page = await context.newPage()
  await open(page, '/catalog/')
  await Promise.all([page.waitForEvent('load'), signInThroughHeader(page, company.email, company.password)])
  await page.waitForSelector('html[data-hydrated]')
  return { company, context, page }
}

describe('a session ending under a signed-in buyer', () => {
  it('signs a deactivated buyer out at once, says access is suspended, and says so again at sign-in', async () => {
    const { company, context, page } = await activeBuyerOnCatalogue('suspended')
    await expect.poll(() => prices(page).count()).toBeGreaterThan(0)
    await page.evaluate(() => window.localStorage.setItem('fav', '1,2,3'))
    await markPage(page)

    expect(await staff('deactivate', company.email)).toMatch(/Deactivated/)
    await page.locator('main').getByRole('button', { name: 'В корзину' }).first().click()

    await expect
      .poll(() => notice(page).textContent())
      .toMatch(/Доступ к аккаунту приостановлен\. Свяжитесь с вашим менеджером\./)
    await expect.poll(() => signInButton(page).isVisible()).toBe(true)
    expect(await page.getByRole('button', { name: 'Меню личного кабинета' }).count()).toBe(0)
    await expect.poll(() => prices(page).count()).toBe(0)
    expect(await pageKept(page)).toBe(true)
    expect(await page.evaluate(() => window.localStorage.getItem('fav'))).toBeFalsy()

    // The refused add says why as well, in its own dialog.
    await page.getByRole('button', { name: 'Понятно' }).click()
    const dialog = await signInThroughHeader(page, company.email, company.password)
    await expect.poll(() => dialog.getByRole('alert').textContent()).toMatch(/Доступ к аккаунту приостановлен/)
    expect(await dialog.getByRole('alert').textContent()).not.toMatch(/активирует|активации/)
    await context.close()
  })

  it('keeps the checkout form when the session expires, and sends it after signing in again', async () => {
    const page = await signedIn()
    await page.evaluate(async (headers) => {
      const list = (await (await fetch('/api/catalog/products/?ps=96')).json()) as ProductListResponse
      const product = list.products.find((card) => card.permissions.can_order && card.amount && card.amount !== 'нет')
      await fetch('/api/carts/items/', {
        method: 'POST',
        headers,
        body: JSON.stringify({ product: product!.id, quantity: 2 }),
      })
    }, CSRF)
    await open(page, '/order/form/')
    await page.getByTestId('checkout-total').waitFor()
    const comment = page.getByRole('textbox', { name: /Комментарий к заказу/ })
    await comment.fill('Позвонить за час до доставки')
    await page.getByRole('button', { name: /Дата доставки/ }).click()
    await page.getByRole('grid').locator('button:not([aria-disabled="true"])').last().click()
    await markPage(page)

    // The session is gone on the server (expired, or ended elsewhere): the browser still presents its cookie.
    await page
      .context()
      .addCookies([{ name: 'session', value: 'x'.repeat(43), url: browser.baseURL, httpOnly: true, sameSite: 'Lax' }])
    await page.getByRole('button', { name: 'Подтвердить заказ' }).click()

    await expect.poll(() => notice(page).textContent()).toMatch(/Сессия истекла/)
    await expect.poll(() => signInButton(page).isVisible()).toBe(true)
    expect(new URL(page.url()).pathname).toBe('/order/form/')
    expect(await pageKept(page)).toBe(true)
    expect(await comment.inputValue()).toBe('Позвонить за час до доставки')
    expect(await page.getByTestId('checkout-total').count()).toBe(0)
    expect(await prices(page).count()).toBe(0)
    expect(
      await page.getByText('Войдите снова, чтобы увидеть цены и отправить заказ.', { exact: false }).isVisible(),
    ).toBe(true)

    const { email, password } = DEMO_ACCOUNTS.buyer
    const dialog = await signInThroughHeader(page, email, password)
    await dialog.waitFor({ state: 'hidden' })
    await page.getByTestId('checkout-total').waitFor()
    expect(await pageKept(page)).toBe(true)
    expect(await comment.inputValue()).toBe('Позвонить за час до доставки')
    expect(await notice(page).count()).toBe(0)
    await page.getByRole('button', { name: 'Подтвердить заказ' }).click()
    await page.getByRole('heading', { level: 1, name: /Заказ VT-\d{4}-\d+ оформлен/ }).waitFor()
  })

  it("forgets the buyer's favourites and cart id in this browser on logout: the next guest starts clean", async () => {
    const { context, page } = await activeBuyerOnCatalogue('logout')
    for (const heart of (
      await page
        .locator('main article')
        .getByRole('button', { name: /избранное/i })
        .all()
    ).slice(0, 3))
      await heart.click()
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('fav')?.split(',').length)).toBe(3)
    await page.evaluate(() => window.localStorage.setItem('cart', '12345'))

    await page.getByRole('button', { name: 'Меню личного кабинета' }).click()
    await Promise.all([page.waitForURL(`${browser.baseURL}/`), page.getByRole('button', { name: 'Выйти' }).click()])
    await page.waitForSelector('html[data-hydrated]')
    expect(
      await page.evaluate(() => [window.localStorage.getItem('fav') || null, window.localStorage.getItem('cart')]),
    ).toEqual([null, null])
    expect(await page.locator('[data-favorites-count]').count()).toBe(0)
    await context.close()
  })
})
