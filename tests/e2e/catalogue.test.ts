// The catalogue listing in Chromium: filters, sorts, paging, show-all, view modes, back/forward and the
// mobile panels, for a guest and for a signed-in buyer, in Russian and English.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { ProductListResponse } from '../../contract/catalogue'
import type { CategoryNode } from '../../contract/site'
import { open, setupBrowser } from './browser'

const browser = setupBrowser()

async function apiGet<T>(path: string, token?: string): Promise<T> {
  const response = await fetch(`${browser.baseURL}/api/${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
  return response.json() as Promise<T>
}

async function categories(locale: 'ru' | 'en' = 'ru') {
  const tree = await apiGet<CategoryNode[]>(`${locale === 'en' ? 'en/' : ''}catalog/categories/`)
  const flat = (nodes: CategoryNode[]): CategoryNode[] => nodes.flatMap((node) => [node, ...flat(node.children)])
  return { tree, all: flat(tree) }
}

const cards = (page: Page) => page.locator('ul[data-view] article[data-product-id]')
const titles = (page: Page) => page.locator('ul[data-view] article h3').allTextContents()
const search = (page: Page) => new URL(page.url()).searchParams

/** Waits until the listing shows the products of the current query (the machine has fetched them). */
async function settled(page: Page) {
  await page.waitForFunction(() => !document.querySelector('ul[data-view][aria-busy="true"]'))
}

describe('catalogue listing in Chromium', () => {
  it('sorts, filters, pages and restores the state with back and forward (guest, ru)', async () => {
    const { tree } = await categories()
    const top = tree.find((node) => node.count > 150)!
    const context = await browser.newContext()
    const page = await context.newPage()
    const response = await open(page, `/catalog/${top.path}/`)
    expect(response?.status()).toBe(200)
    expect(await page.locator('h1').textContent()).toBe(top.title)
    expect(await cards(page).count()).toBe(24)
    // A guest has no price sort and no price anywhere on the page.
    expect(await page.locator('[data-sort="price"]').count()).toBe(0)
    expect(await page.content()).not.toMatch(/₽/)

    const ascending = await titles(page)
    await page.locator('[data-sort="name"]').click()
    await page.waitForURL(/[?&]o=-name/)
    await settled(page)
    const descending = await titles(page)
    expect(descending[0]).not.toBe(ascending[0])
    expect(await page.locator('[data-sort="name"]').getAttribute('aria-pressed')).toBe('true')
    // The third press clears the sort back to the default.
    await page.locator('[data-sort="name"]').click()
    await page.waitForURL((url) => !url.searchParams.has('o'))
    await settled(page)
    expect(await titles(page)).toEqual(ascending)

    // A brand filter narrows the list to that brand's count and returns to page 1.
    await page.getByRole('link', { name: 'Страница 2', exact: true }).click()
    await page.waitForURL(/[?&]p=2/)
    await settled(page)
    const brandOption = page.locator('aside fieldset').filter({ hasText: 'Бренд' }).locator('label').first()
    const brandCount = Number(await brandOption.locator('span').last().textContent())
    await brandOption.click()
    await page.waitForURL((url) => url.searchParams.has('b') && !url.searchParams.has('p'))
    await settled(page)
    expect(
      await page
        .locator('main')
        .getByText(/Найдено:/)
        .textContent(),
    ).toContain(String(brandCount))
    expect(await cards(page).count()).toBe(Math.min(24, brandCount))

    // Back restores page 2 without the filter; forward brings the filter back.
    await page.goBack()
    await page.waitForURL((url) => url.searchParams.get('p') === '2' && !url.searchParams.has('b'))
    await settled(page)
    expect(await brandOption.locator('input').isChecked()).toBe(false)
    await page.goForward()
    await page.waitForURL((url) => url.searchParams.has('b'))
    await settled(page)
    expect(await brandOption.locator('input').isChecked()).toBe(true)
    expect(await cards(page).count()).toBe(Math.min(24, brandCount))
    await context.close()
  })

  it('changes page size and view, and shows all pages one after another', async () => {
    const { all } = await categories()
    const category = all.find((node) => node.count > 50 && node.count <= 90)!
    const context = await browser.newContext()
    const page = await context.newPage()
    await open(page, `/catalog/${category.path}/`)
    await page.getByLabel('На странице').selectOption('48')
    await page.waitForURL(/[?&]ps=48/)
    await settled(page)
    expect(await cards(page).count()).toBe(48)

    await page.locator('button[data-view="rows"]').click()
    await page.waitForURL(/[?&]v=rows/)
    expect(await page.locator('ul[data-view="rows"]').count()).toBe(1)

    await page.getByLabel('На странице').selectOption('24')
    await page.waitForURL((url) => !url.searchParams.has('ps'))
    await settled(page)
    await page.getByRole('button', { name: 'Показать все', exact: true }).click()
    await expect.poll(() => cards(page).count(), { timeout: 10_000 }).toBe(category.count)
    expect(await page.getByRole('navigation', { name: 'Страницы' }).count()).toBe(0)
    await context.close()
  })

  it('filters by colour in English and keeps the query in the URL', async () => {
    const { tree } = await categories('en')
    const top = tree.find((node) => node.count > 150)!
    const context = await browser.newContext()
    const page = await context.newPage()
    await open(page, `/en/catalog/${top.path}/`)
    expect(await page.getAttribute('html', 'lang')).toBe('en')
    const swatch = page.locator('aside fieldset').filter({ hasText: 'Colour' }).locator('button[aria-pressed]').first()
    await swatch.click()
    await page.waitForURL(/\/en\/catalog\/.+[?&]c=/)
    await settled(page)
    const colour = search(page).get('c')!
    const expected = await apiGet<ProductListResponse>(`en/catalog/products/?path=${top.path}&c=${colour}`)
    expect(
      await page
        .locator('main')
        .getByText(/Found:/)
        .textContent(),
    ).toContain(String(expected.total))
    expect(await titles(page)).toEqual(expected.products.map((product) => product.title))
    await page
      .locator('aside')
      .getByRole('button', { name: /Clear: Colour/ })
      .click()
    await page.waitForURL((url) => !url.searchParams.has('c'))
    await context.close()
  })

  it('gives a buyer prices, availability, price sorting and the in-stock toggle', async () => {
    const { tree } = await categories()
    const top = tree.find((node) => node.count > 150)!
    const context = await browser.newContext({ buyer: true })
    const page = await context.newPage()
    await open(page, `/catalog/${top.path}/`)
    expect(await page.content()).toMatch(/₽/)
    await page.locator('[data-sort="price"]').click()
    await page.waitForURL(/[?&]o=price/)
    await settled(page)
    // The unit price of each card: the price's first part (a card also names its pack's price after it).
    const unitPrice = '[data-testid="pack-price"] > :first-child'
    const prices = await page
      .locator('ul[data-view] article')
      .evaluateAll(
        (nodes, selector) =>
          nodes.map((node) =>
            Number((node.querySelector(selector)?.textContent ?? '').replace(/[^\d,]/g, '').replace(',', '.')),
          ),
        unitPrice,
      )
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    await page.getByLabel('Только в наличии').check()
    await page.waitForURL(/[?&]a=1/)
    await settled(page)
    expect(await page.locator('ul[data-view]').getByText('Нет в наличии').count()).toBe(0)
    await context.close()
  })

  it('opens the mobile filter popup and category panel one at a time', async () => {
    const { tree } = await categories()
    const top = tree[0]!
    const context = await browser.newContext({ width: 375, height: 800 })
    const page = await context.newPage()
    await open(page, `/catalog/${top.path}/`)
    expect(await page.locator('aside').isVisible()).toBe(false)
    await page.getByRole('button', { name: /^Фильтры/ }).click()
    const filters = page.getByRole('dialog', { name: 'Фильтры' })
    await expect.poll(() => filters.isVisible()).toBe(true)
    // The dialog takes the keyboard once it has moved the focus into itself, before a person can reach for a key.
    await expect.poll(() => filters.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => filters.count()).toBe(0)
    await page.getByRole('button', { name: 'Категории', exact: true }).click()
    const panel = page.getByRole('dialog', { name: 'Категории' })
    await expect.poll(() => panel.isVisible()).toBe(true)
    expect(await filters.count()).toBe(0)
    const child = top.children[0]!
    await panel.getByRole('link', { name: new RegExp(`^${child.title}`) }).click()
    await page.waitForURL(`**/catalog/${child.path}/`)
    await expect.poll(() => panel.count()).toBe(0)
    await context.close()
  })

  it('answers 404 for an unknown category and brand', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    expect((await page.goto('/catalog/no-such-category/'))?.status()).toBe(404)
    expect((await page.goto('/brand/no-such-brand/'))?.status()).toBe(404)
    await context.close()
  })

  it('shows a listing without a filter value the catalogue does not have, and corrects the address', async () => {
    const { tree } = await categories()
    const top = tree.find((node) => node.count > 150)!
    const context = await browser.newContext()
    const page = await context.newPage()
    const response = await open(page, `/catalog/${top.path}/?b=no-such-brand&n=1&p=5`)
    expect(response?.status()).toBe(200)
    await page.waitForURL(
      (url) => !url.searchParams.has('b') && !url.searchParams.has('p') && url.searchParams.get('n') === '1',
    )
    const expected = await apiGet<ProductListResponse>(`catalog/products/?path=${top.path}&n=1`)
    expect(
      await page
        .locator('main')
        .getByText(/Найдено:/)
        .textContent(),
    ).toContain(String(expected.total))
    expect(await cards(page).count()).toBe(Math.min(24, expected.total))
    await context.close()
  })
})
