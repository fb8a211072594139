// The search page's goods are the shared catalogue listing in Chromium: relevance by default, the sort
// buttons, filters, paging and view modes, all kept in the address beside the query; text nobody can type
// finds nothing instead of failing.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { ProductListResponse } from '../../contract/catalogue'
import { open, setupBrowser } from './browser'

const browser = setupBrowser()

const cards = (page: Page) => page.locator('ul[data-view] article[data-product-id]')
const titles = (page: Page) => page.locator('ul[data-view] article h3').allTextContents()
const params = (page: Page) => new URL(page.url()).searchParams

async function settled(page: Page) {
  await page.waitForFunction(() => !document.querySelector('ul[data-view][aria-busy="true"]'))
}

async function apiList(query: string, locale: 'ru' | 'en' = 'ru'): Promise<ProductListResponse> {
  const response = await fetch(`${browser.baseURL}/api/${locale === 'en' ? 'en/' : ''}catalog/products/?${query}`)
  return response.json() as Promise<ProductListResponse>
}

describe('search page listing in Chromium', () => {
  it('sorts, filters, pages and switches the view of the goods found, keeping the query (guest, ru)', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    const response = await open(page, `/search/?q=${encodeURIComponent('корм')}`)
    expect(response?.status()).toBe(200)
    const relevant = await apiList(`q=${encodeURIComponent('корм')}&o=rank&ps=24&p=1`)
    expect(await titles(page)).toEqual(relevant.products.map((card) => card.title))
    expect(await page.locator('[data-sort="rank"]').getAttribute('aria-pressed')).toBe('true')

    await page.locator('[data-sort="name"]').click()
    await page.waitForURL((url) => url.searchParams.get('o') === 'name' && url.searchParams.get('q') === 'корм')
    await settled(page)
    const byName = await titles(page)
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'ru')))
    // Back to relevance: the address leaves the default out.
    await page.locator('[data-sort="rank"]').click()
    await page.waitForURL((url) => !url.searchParams.has('o'))
    await settled(page)

    await page.getByRole('link', { name: 'Страница 2', exact: true }).click()
    await page.waitForURL((url) => url.searchParams.get('p') === '2')
    await settled(page)
    expect(await titles(page)).toEqual(
      (await apiList(`q=${encodeURIComponent('корм')}&o=rank&ps=24&p=2`)).products.map((card) => card.title),
    )

    const brandOption = page.locator('aside fieldset').filter({ hasText: 'Бренд' }).locator('label').first()
    const brandCount = Number(await brandOption.locator('span').last().textContent())
    await brandOption.click()
    await page.waitForURL(
      (url) => url.searchParams.has('b') && !url.searchParams.has('p') && url.searchParams.get('q') === 'корм',
    )
    await settled(page)
    expect(
      await page
        .locator('main')
        .getByText(/Найдено:/)
        .textContent(),
    ).toContain(String(brandCount))
    expect(await cards(page).count()).toBe(Math.min(24, brandCount))

    await page.locator('button[data-view="rows"]').click()
    await page.waitForURL(/[?&]v=rows/)
    expect(await page.locator('ul[data-view="rows"]').count()).toBe(1)
    expect(params(page).get('q')).toBe('корм')

    // A reload shows the same state from the address.
    await page.reload()
    expect(await page.locator('ul[data-view="rows"]').count()).toBe(1)
    expect(await cards(page).count()).toBe(Math.min(24, brandCount))
    await context.close()
  })

  it('offers the relevance sort in English', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await open(page, '/en/search/?q=food')
    expect(await page.locator('[data-sort="rank"]').textContent()).toBe('Relevance')
    expect(await page.locator('aside fieldset').count()).toBeGreaterThan(0)
    await context.close()
  })

  it('shows nothing found for a query with a NUL character', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    for (const query of ['%00', 'a%00b']) {
      const response = await open(page, `/search/?q=${query}`)
      expect(response?.status(), query).toBe(200)
      expect(await page.getByRole('status').filter({ hasText: 'ничего не найдено' }).count(), query).toBe(1)
    }
    await context.close()
  })
})
