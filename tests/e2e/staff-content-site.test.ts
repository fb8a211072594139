// The site's content in the back office, in Chromium: an admin adds a redirect on /staff/content/redirects/ and the
// old path answers with it at once; an editor changes a page's text and the storefront shows it.
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { StaffPageRow } from '../../contract/staff/site-content'
import type { TablePage } from '../../contract/staff/table'
import { open, setupBrowser } from './browser'

const browser = setupBrowser()

/** A context signed in as the demo staff member; the session cookie rides on every page and call after it. */
async function signedIn(
  email: string,
  password: string,
  width = 1280,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ width })
  const page = await context.newPage()
  const response = await page.request.post('/api/authorization/login/', { data: { username: email, password } })
  expect(response.status()).toBe(200)
  return { context, page }
}

describe('site content in the back office', () => {
  it('an admin adds a redirect in the browser and the old path answers 301 to it', async () => {
    const { context, page } = await signedIn('staff@example.com', 'staff12345')
    const from = `/old-price-list-${Date.now().toString(36)}/`
    await open(page, '/staff/content/redirects/')
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'Новый редирект' }) })
    await form.getByLabel('Старый путь').fill(from.toUpperCase().replace(/\/$/, ''))
    await form.getByLabel('Куда ведёт').fill('/catalog/')
    await form.getByRole('button', { name: 'Добавить редирект' }).click()
    await page.getByRole('cell', { name: from, exact: true }).waitFor()
    await form.getByRole('status').waitFor()

    const answer = await page.request.get(from, { maxRedirects: 0 })
    expect(answer.status()).toBe(301)
    expect(answer.headers().location).toBe('/catalog/')
    await context.close()
  })

  it('keeps redirects from an editor: the page is the 404 page', async () => {
    const { context, page } = await signedIn('editor@example.com', 'editor12345')
    const response = await page.goto('/staff/content/redirects/')
    expect(response?.status()).toBe(404)
    await open(page, '/staff/content/')
    expect(await page.getByRole('link', { name: /Редиректы/ }).count()).toBe(0)
    expect(await page.getByRole('link', { name: /Страницы и SEO/ }).count()).toBe(1)
    await context.close()
  })

  it('an editor changes a flat page text and the storefront shows it', async () => {
    const { context, page } = await signedIn('editor@example.com', 'editor12345')
    const list = (await (
      await page.request.get('/api/staff/content/pages/?kind=flat&q=delivery')
    ).json()) as TablePage<StaffPageRow>
    const delivery = list.results.find((row) => row.slug === 'delivery')
    expect(delivery).toBeDefined()

    await open(page, '/staff/content/pages/?kind=flat')
    await page.getByRole('link', { name: delivery!.title.ru, exact: true }).click()
    await page.waitForURL(`**/staff/content/pages/${delivery!.id}/`)
    const text = `Доставка по пятницам ${Date.now().toString(36)}`
    const editor = page.locator('.ProseMirror').first()
    await editor.click()
    await page.keyboard.press('Control+A')
    await page.keyboard.type(text)
    await page.getByRole('button', { name: 'Сохранить' }).click()
    await page.getByRole('status').filter({ hasText: 'Сохранено' }).waitFor()

    const visitor = await browser.newContext()
    const storefront = await visitor.newPage()
    await open(storefront, '/delivery/')
    expect(await storefront.locator('main').textContent()).toContain(text)
    await visitor.close()
    await context.close()
  })

  it('an editor moves a question up with the keyboard and the FAQ page shows the new order', async () => {
    const { context, page } = await signedIn('editor@example.com', 'editor12345', 768)
    await open(page, '/staff/content/collections/faq/')
    const rows = page.locator('tbody tr')
    const second = (await rows.nth(1).locator('td').nth(1).textContent())!.trim()
    const first = (await rows.nth(0).locator('td').nth(1).textContent())!.trim()
    const up = page.getByRole('button', { name: `Поднять «${second}» выше` })
    await up.focus()
    await page.keyboard.press('Enter')
    await expect.poll(async () => (await rows.nth(0).locator('td').nth(1).textContent())?.trim()).toBe(second)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      `Поднять «${second}» выше`,
    )

    const visitor = await browser.newContext()
    const faq = await visitor.newPage()
    await open(faq, '/faq/')
    const text = (await faq.locator('main').textContent()) ?? ''
    expect(text.indexOf(second)).toBeGreaterThan(-1)
    expect(text.indexOf(second)).toBeLessThan(text.indexOf(first))
    await visitor.close()
    await context.close()
  })
})
