// The page frame a visitor sees in Chromium: header with the category menu from the API, language switch,
// cookie bar, page-up button and the error page.
import { describe, expect, it } from 'vitest'
import type { VarsResponse } from '../../contract/site'
import { open, setupBrowser } from './browser'

const browser = setupBrowser()

async function varsFor(locale: 'ru' | 'en'): Promise<VarsResponse> {
  return (await fetch(`${browser.baseURL}/api/${locale === 'en' ? 'en/' : ''}vars/`)).json() as Promise<VarsResponse>
}

describe('site layout in Chromium', () => {
  it('shows the home page in Russian and in English', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await open(page, '/')
    expect(await page.locator('h1').first().textContent()).toBe('Оптовые поставки товаров для животных')
    expect(await page.getAttribute('html', 'lang')).toBe('ru')
    await open(page, '/en/')
    expect(await page.locator('h1').first().textContent()).toBe('Wholesale pet supplies')
    expect(await page.getAttribute('html', 'lang')).toBe('en')
    await context.close()
  })

  it('builds the catalogue menu from the API and navigates to a category', async () => {
    const vars = await varsFor('ru')
    const first = vars.categories[0]!
    const sub = first.children[0]!
    const context = await browser.newContext()
    const page = await context.newPage()
    await open(page, '/')
    await page.getByRole('button', { name: 'Каталог', exact: true }).click()
    const menu = page.getByRole('navigation', { name: 'Категории товаров' })
    for (const category of vars.categories)
      await expect.poll(() => menu.getByText(category.title, { exact: true }).first().isVisible()).toBe(true)
    await menu
      .getByRole('link', { name: new RegExp(`^${first.title}`) })
      .first()
      .hover()
    await menu
      .getByRole('link', { name: new RegExp(`^${sub.title}(\\s|$)`) })
      .filter({ visible: true })
      .first()
      .click()
    await page.waitForURL(`**/catalog/${sub.path}/`)
    // The address changes as the navigation starts; the heading follows when the category has loaded.
    await expect.poll(() => page.locator('h1').textContent()).toBe(sub.title)
    await context.close()
  })

  it('switches the language by reloading with or without /en/', async () => {
    const vars = await varsFor('ru')
    const path = vars.categories[1]!.path
    const context = await browser.newContext()
    const page = await context.newPage()
    await open(page, `/catalog/${path}/`)
    await page.getByRole('button', { name: /Язык|Language/ }).click()
    await Promise.all([
      page.waitForURL(`**/en/catalog/${path}/`),
      page.getByRole('button', { name: /English/ }).click(),
    ])
    expect(await page.getAttribute('html', 'lang')).toBe('en')
    expect(await page.locator('h1').textContent()).toBe((await varsFor('en')).categories[1]!.title)
    await page.getByRole('button', { name: /Язык|Language/ }).click()
    await Promise.all([
      page.waitForURL(`${browser.baseURL}/catalog/${path}/`),
      page.getByRole('button', { name: /Русский/ }).click(),
    ])
    expect(await page.getAttribute('html', 'lang')).toBe('ru')
    await context.close()
  })

  it('keeps the cookie bar hidden once accepted, also in the server HTML', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await open(page, '/')
    const bar = page.getByRole('region', { name: /cookie/i })
    await expect.poll(() => bar.isVisible()).toBe(true)
    await bar.getByRole('button', { name: 'Принять' }).click()
    await expect.poll(() => bar.count()).toBe(0)
    const cookie = (await context.cookies()).find((item) => item.name === 'cb')
    expect(cookie?.value).toBe('1')
    expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 300 * 24 * 3600)
    await open(page, '/en/')
    expect(await page.getByRole('region', { name: /cookie/i }).count()).toBe(0)
    const html = await (await context.request.get('/')).text()
    expect(html).not.toContain('Принять')
    await context.close()
  })

  it('shows the page-up button after scrolling and scrolls back to the top', async () => {
    const context = await browser.newContext({ width: 1280, height: 500 })
    const page = await context.newPage()
    // A catalogue page is long whatever the home page and the footer hold.
    await open(page, '/catalog/')
    const button = page.getByRole('button', { name: 'Наверх' })
    await page.evaluate(() => window.scrollTo(0, 200))
    await expect.poll(() => button.isVisible()).toBe(false)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await expect.poll(() => button.isVisible()).toBe(true)
    await button.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await context.close()
  })

  it('shows the 404 page with a way back home, and LocaleError for an unknown locale', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    const response = await open(page, '/catalog/no-such-category/')
    expect(response?.status()).toBe(404)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Страница не найдена')
    await page.getByRole('link', { name: 'Вернуться на главную' }).click()
    await page.waitForURL(`${browser.baseURL}/`)
    const locale = await open(page, '/xx/')
    expect(locale?.status()).toBe(404)
    expect(await page.locator('body').textContent()).toContain('LocaleError')
    await context.close()
  })

  it('shows the errors-404 route with its code, and ignores junk in the query', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    const response = await open(page, '/errors/404/?errorCode=MP101&url=%2Finfo%2F&status=502')
    expect(response?.status()).toBe(404)
    const text = await page.locator('main').textContent()
    expect(text).toContain('MP101')
    expect(text).toContain('/info/')
    expect(text).toContain('502')
    const junk = await open(page, '/errors/404/?errorCode=zzz&status=abc&url=javascript:alert(1)')
    expect(junk?.status()).toBe(404)
    expect(await page.locator('main').textContent()).not.toMatch(/zzz|javascript/)
    await context.close()
  })

  it('fits a 375 px screen with the burger menu and closes the drawer above 990 px', async () => {
    const context = await browser.newContext({ width: 375, height: 800 })
    const page = await context.newPage()
    await open(page, '/')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await page.getByRole('button', { name: 'Открыть меню' }).click()
    const drawer = page.getByRole('dialog')
    await expect.poll(() => drawer.isVisible()).toBe(true)
    await page.setViewportSize({ width: 1200, height: 800 })
    await expect.poll(() => drawer.count()).toBe(0)
    await context.close()
  })
})
