// Suggestions under the header search box in Chromium: typing shows the first goods, special offers and
// publications from search/ in Russian and English; the keyboard moves through them and Enter opens one;
// Escape and a click outside close them; a query without matches says so.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { SearchResponse } from '../../contract/catalogue'
import { open, setupBrowser } from './browser'

const browser = setupBrowser()

async function searchApi(q: string, locale: 'ru' | 'en'): Promise<SearchResponse> {
  const response = await fetch(
    `${browser.baseURL}/api/${locale === 'en' ? 'en/' : ''}search/?q=${encodeURIComponent(q)}&limit=5`,
  )
  return response.json() as Promise<SearchResponse>
}

async function pageAt(path: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ width })
  const page = await context.newPage()
  await open(page, path)
  return page
}

/** Types like a visitor (key by key) and waits for the answer to show. */
async function typeQuery(page: Page, text: string) {
  // The header's search form; other comboboxes (a page-size select) may be on the page.
  const box = page.getByRole('search').getByRole('combobox')
  await box.click()
  await box.pressSequentially(text, { delay: 20 })
  await page.locator('[role=listbox], [role=status]').first().waitFor()
  return box
}

const optionTitles = (page: Page) => page.getByRole('option').locator('span > span:first-child').allTextContents()

describe('search suggestions in Chromium', () => {
  for (const { locale, path, query, nothing } of [
    { locale: 'ru', path: '/', query: 'когтеточка', nothing: 'По запросу «щщщщщщ» ничего не найдено.' },
    { locale: 'en', path: '/en/', query: 'dog bowl', nothing: 'Nothing found on request “щщщщщщ”.' },
  ] as const) {
    it(`shows the first goods, offers and publications in ${locale}`, async () => {
      const expected = await searchApi(query, locale)
      expect(expected.products.results.length).toBeGreaterThan(1)
      const page = await pageAt(path)
      const box = await typeQuery(page, query)
      expect(await box.getAttribute('aria-expanded')).toBe('true')
      const listbox = page.getByRole('listbox')
      expect(await listbox.getAttribute('id')).toBe(await box.getAttribute('aria-controls'))
      const titles = [...expected.products.results, ...expected.actions.results, ...expected.publications.results].map(
        (item) => item.title,
      )
      expect(await optionTitles(page)).toEqual(titles)
      const showAll = page.getByRole('link', { name: locale === 'en' ? 'Show all results' : 'Показать все результаты' })
      expect(await showAll.getAttribute('href')).toBe(
        `${locale === 'en' ? '/en' : ''}/search/?${new URLSearchParams({ q: query })}`,
      )
      await page.context().close()
    })

    it(`says when nothing is found in ${locale}`, async () => {
      const page = await pageAt(path, 375)
      const box = await typeQuery(page, 'щщщщщщ')
      expect(await page.getByRole('status').filter({ hasText: nothing }).count()).toBe(1)
      expect(await box.getAttribute('aria-expanded')).toBe('false')
      expect(await page.getByRole('listbox').count()).toBe(0)
      await page.context().close()
    })
  }

  it('moves the highlight with the arrow keys, wraps, and opens the highlighted product on Enter', async () => {
    const expected = await searchApi('когтеточка', 'ru')
    const products = expected.products.results
    const total = products.length + expected.actions.results.length + expected.publications.results.length
    const page = await pageAt('/')
    const box = await typeQuery(page, 'когтеточка')
    const highlighted = async () => {
      const id = await box.getAttribute('aria-activedescendant')
      return id ? page.locator(`[id="${id}"]`) : null
    }
    await box.press('ArrowUp')
    expect(await (await highlighted())?.getAttribute('aria-selected')).toBe('true')
    expect(await (await highlighted())?.textContent()).toContain(
      [...expected.products.results, ...expected.actions.results, ...expected.publications.results].at(-1)?.title,
    )
    await box.press('ArrowDown')
    await box.press('ArrowDown')
    expect(await (await highlighted())?.textContent()).toContain(products[1]?.title)
    expect(await page.getByRole('option', { selected: true }).count()).toBe(1)
    expect(total).toBeGreaterThan(2)
    await Promise.all([page.waitForURL(`**/product/${products[1]?.slug}/`), box.press('Enter')])
    await page.locator('h1', { hasText: products[1]?.title }).waitFor()
    expect(await page.getByRole('listbox').count()).toBe(0)
    await page.context().close()
  })

  it('opens the search page on Enter when nothing is highlighted', async () => {
    const page = await pageAt('/en/')
    const box = await typeQuery(page, 'dog bowl')
    await Promise.all([page.waitForURL('**/en/search/?q=dog+bowl'), box.press('Enter')])
    await page.locator('h1', { hasText: 'dog bowl' }).waitFor()
    await page.context().close()
  })

  it('closes on Escape keeping the text, reopens on ArrowDown, and closes on a click outside', async () => {
    const page = await pageAt('/')
    const box = await typeQuery(page, 'когтеточка')
    await box.press('Escape')
    expect(await page.getByRole('listbox').count()).toBe(0)
    expect(await box.getAttribute('aria-expanded')).toBe('false')
    expect(await box.inputValue()).toBe('когтеточка')
    await box.press('ArrowDown')
    await page.getByRole('listbox').waitFor()
    // The list covers the top of the page: click well outside it.
    await page.locator('footer').click({ position: { x: 10, y: 10 } })
    expect(await page.getByRole('listbox').count()).toBe(0)
    await page.context().close()
  })
})
