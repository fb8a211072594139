// Rules for access (SPEC 2): requires-auth pages send guests home, anonymous-only pages send buyers home, both in
// the server's answer and on client navigation.
import { describe, expect, inject, it } from 'vitest'
import { navigateInApp, open, setupBrowser } from './browser'

const browser = setupBrowser()

const buyerCookie = () => `session=${inject('buyerToken')}; csrftoken=e2e`

async function redirectOf(path: string, cookie?: string) {
  const response = await fetch(`${browser.baseURL}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} })
  return { status: response.status, location: response.headers.get('location') }
}

describe('route guards', () => {
  it('answer a guest asking for an account page with a redirect home', async () => {
    for (const [path, home] of [
      ['/my/', '/'],
      ['/my/loyalty-program/', '/'],
      ['/en/my/', '/en/'],
    ] as const) {
      const { status, location } = await redirectOf(path)
      expect([302, 307], path).toContain(status)
      expect(new URL(location!, browser.baseURL).pathname, path).toBe(home)
    }
  })

  it('answer a buyer asking for the registration page with a redirect home, and let a guest in', async () => {
    for (const [path, home] of [
      ['/auth/registration/', '/'],
      ['/en/auth/registration/', '/en/'],
    ] as const) {
      const { status, location } = await redirectOf(path, buyerCookie())
      expect([302, 307], path).toContain(status)
      expect(new URL(location!, browser.baseURL).pathname, path).toBe(home)
    }
    expect((await redirectOf('/auth/registration/')).status).toBe(200)
    expect((await redirectOf('/my/', buyerCookie())).status).toBe(200)
  })

  it('send a guest moved to an account page inside the app home', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await open(page, '/catalog/')
    await navigateInApp(page, '/my/bonuses/')
    await page.waitForURL(`${browser.baseURL}/`)
    expect(await page.getByRole('button', { name: 'Войти', exact: true }).isVisible()).toBe(true)
    await context.close()
  })

  it('send a buyer following a link to the registration page home', async () => {
    const context = await browser.newContext({ buyer: true })
    const page = await context.newPage()
    await open(page, '/catalog/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Регистрация' }).click()
    await page.waitForURL(`${browser.baseURL}/`)
    expect(await page.getByRole('button', { name: 'Меню личного кабинета' }).isVisible()).toBe(true)
    // The same page is open to a guest.
    const guest = await (await browser.newContext()).newPage()
    await open(guest, '/catalog/')
    await guest.getByRole('contentinfo').getByRole('link', { name: 'Регистрация' }).click()
    await guest.waitForURL(`${browser.baseURL}/auth/registration/`)
    await expect.poll(() => guest.locator('h1').textContent()).toBe('Регистрация')
    await guest.context().close()
    await context.close()
  })
})
