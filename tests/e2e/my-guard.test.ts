// Account pages are for signed-in buyers: a guest is sent to the home page of their language, whether the
// page is requested from the server or reached by a link inside the app.
import { describe, expect, inject, it } from 'vitest'
import { navigateInApp, open, setupBrowser } from './browser'

const browser = setupBrowser()

const ACCOUNT_PAGES = ['/my/', '/my/bonuses/', '/my/loyalty-program/', '/my/survey/']

describe('account pages and guests', () => {
  it('answers a guest’s request with a redirect to the home page (Russian and English)', async () => {
    for (const path of ACCOUNT_PAGES) {
      for (const [prefix, home] of [
        ['', '/'],
        ['/en', '/en/'],
      ] as const) {
        const response = await fetch(`${inject('baseURL')}${prefix}${path}`, { redirect: 'manual' })
        expect(response.status, prefix + path).toBeGreaterThanOrEqual(300)
        expect(response.status, prefix + path).toBeLessThan(400)
        expect(new URL(response.headers.get('location') ?? '', inject('baseURL')).pathname, prefix + path).toBe(home)
      }
    }
  })

  it('lands a guest who opens /my/ on the home page', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await open(page, '/my/')
    expect(new URL(page.url()).pathname).toBe('/')
    await context.close()
  })

  it('sends a guest moved to an account page inside the app back home without a page load', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await open(page, '/catalog/')
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
    await navigateInApp(page, '/my/loyalty-program/')
    await page.waitForURL((url) => url.pathname === '/')
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
    await context.close()
  })

  it('lets the signed-in buyer in', async () => {
    const context = await browser.newContext({ buyer: true })
    const page = await context.newPage()
    for (const path of ACCOUNT_PAGES) {
      const response = await open(page, path)
      expect(response?.status(), path).toBe(200)
      expect(new URL(page.url()).pathname, path).toBe(path)
    }
    await context.close()
  })
})
