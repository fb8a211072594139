// News (/info/) and sales actions (/sales/) in Chromium, in Russian and English: lists with category chips
// and page links, articles with sharing and neighbours, the goods of an action, 404s for wrong addresses and
// the empty state of a category.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { PublicationDetail, PublicationList, PublicationSectionPage } from '../../contract/content'
import { open, setupBrowser } from './browser'

const browser = setupBrowser()

async function apiGet<T>(path: string): Promise<T> {
  const response = await fetch(`${browser.baseURL}/api/${path}`)
  return response.json() as Promise<T>
}

const cardTitles = (page: Page) => page.locator('main article[data-publication] h2').allTextContents()
const path = (page: Page) => {
  const url = new URL(page.url())
  return url.pathname + url.search
}

describe('publications in Chromium', () => {
  for (const locale of ['ru', 'en'] as const) {
    const prefix = locale === 'en' ? '/en' : ''
    const api = locale === 'en' ? 'en/' : ''

    it(`lists news with categories and pages, and filters by a category (${locale})`, async () => {
      const section = await apiGet<PublicationSectionPage>(`${api}pages/info/page/`)
      const first = await apiGet<PublicationList>(`${api}pages/info/publications/`)
      const second = await apiGet<PublicationList>(`${api}pages/info/publications/?page=2`)
      expect(first.pages).toBeGreaterThan(1)
      const context = await browser.newContext()
      const page = await context.newPage()
      const response = await open(page, `${prefix}/info/`)
      expect(response?.status()).toBe(200)
      expect(await page.locator('h1').textContent()).toBe(section.title)
      // Staff ended the section's meta title with the site name already: it is not added twice.
      expect(section.meta.title).toMatch(/ — (Витрина|Vitrina)$/)
      expect(await page.title()).toBe(section.meta.title)
      expect(await cardTitles(page)).toEqual(first.results.map((item) => item.title))
      const card = page.locator('main article[data-publication]').first()
      expect(await card.locator('img').count()).toBe(1)
      expect(await card.locator('time').getAttribute('datetime')).toBe(first.results[0]!.publication_date)

      // Chips: "all" (pressed) and each category with its colour.
      const chips = page
        .getByRole('navigation', { name: locale === 'en' ? 'Categories' : 'Категории' })
        .getByRole('link')
      expect(await chips.count()).toBe(section.categories.length + 1)
      expect(await chips.first().getAttribute('aria-current')).toBe('page')
      const category = section.categories[1]!
      const chip = page.locator(`a[data-category="${category.slug}"]`)
      expect(await chip.locator('span').evaluate((dot) => getComputedStyle(dot).backgroundColor)).toMatch(/^rgb/)

      // Page 2 is a real link carrying ?page=2; page 1 carries no page at all.
      const pager = page.getByRole('navigation', { name: locale === 'en' ? 'Pages' : 'Страницы', exact: true })
      expect(
        await pager
          .getByRole('link', { name: locale === 'en' ? 'Page 2' : 'Страница 2', exact: true })
          .getAttribute('href'),
      ).toBe(`${prefix}/info/?page=2`)
      await pager.getByRole('link', { name: locale === 'en' ? 'Page 2' : 'Страница 2', exact: true }).click()
      await page.waitForURL(/\?page=2$/)
      await expect.poll(() => cardTitles(page)).toEqual(second.results.map((item) => item.title))
      expect(
        await pager
          .getByRole('link', { name: locale === 'en' ? 'Page 1' : 'Страница 1', exact: true })
          .getAttribute('href'),
      ).toBe(`${prefix}/info/`)

      await chip.click()
      await page.waitForURL((url) => url.searchParams.get('category') === category.slug)
      const filtered = await apiGet<PublicationList>(`${api}pages/info/publications/?category=${category.slug}`)
      await expect.poll(() => cardTitles(page)).toEqual(filtered.results.map((item) => item.title))
      expect(await chip.getAttribute('aria-current')).toBe('page')
      expect(path(page)).toBe(`${prefix}/info/?category=${category.slug}`)
      // Every card of the page is of that category.
      expect(new Set(filtered.results.map((item) => item.category?.slug))).toEqual(new Set([category.slug]))
      await context.close()
    })

    it(`shows an article with sharing and its neighbours (${locale})`, async () => {
      const list = await apiGet<PublicationList>(`${api}pages/info/publications/`)
      const middle = list.results[1]!
      const detail = await apiGet<PublicationDetail>(`${api}pages/info/publications/${middle.slug}/`)
      const context = await browser.newContext()
      const page = await context.newPage()
      const response = await open(page, `${prefix}${middle.url}`)
      expect(response?.status()).toBe(200)
      expect(await page.locator('h1').textContent()).toBe(middle.title)
      expect(await page.title()).toBe(`${detail.meta.title} — ${locale === 'en' ? 'Vitrina' : 'Витрина'}`)
      if (detail.meta.description)
        expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(detail.meta.description)
      const crumbs = page.getByRole('navigation', { name: locale === 'en' ? 'Breadcrumbs' : 'Навигационная цепочка' })
      expect(await crumbs.getByRole('link').first().getAttribute('href')).toBe(`${prefix}/info/`)
      expect(await page.locator('main time').first().getAttribute('datetime')).toBe(middle.publication_date)
      expect(await page.locator('main').textContent()).toContain(middle.category!.title)

      // Share links are plain links to the networks with the page's public address; no third-party script.
      const shared = encodeURIComponent(`https://vitrina.example${prefix}${middle.url}`)
      expect(await page.locator('a[data-share="vk"]').getAttribute('href')).toContain(
        `https://vk.com/share.php?url=${shared}`,
      )
      expect(await page.locator('a[data-share="telegram"]').getAttribute('href')).toContain(
        `https://t.me/share/url?url=${shared}`,
      )
      expect(await page.locator('a[data-share="whatsapp"]').getAttribute('href')).toContain(`https://wa.me/?text=`)
      expect(await page.locator('a[data-share="whatsapp"]').getAttribute('href')).toContain(shared)
      expect(await page.locator('script[src^="http"]').count()).toBe(0)
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      await page.locator('button[data-share="copy"]').click()
      await expect
        .poll(() => page.evaluate(() => navigator.clipboard.readText()))
        .toBe(`https://vitrina.example${prefix}${middle.url}`)

      // Newer is the first card, older the third; each link leads to that article.
      expect(await page.locator('a[data-neighbour="next"]').getAttribute('href')).toBe(`${prefix}${detail.next!.url}`)
      expect(detail.next!.slug).toBe(list.results[0]!.slug)
      expect(detail.previous!.slug).toBe(list.results[2]!.slug)
      await page.locator('a[data-neighbour="previous"]').click()
      await page.waitForURL((url) => url.pathname === `${prefix}${detail.previous!.url}`)
      await expect.poll(() => page.locator('h1').textContent()).toBe(detail.previous!.title)
      await context.close()
    })
  }

  it('shows a sales action with its goods, no prices to a guest (ru and en) and prices to a buyer', async () => {
    const list = await apiGet<PublicationList>('pages/sales/actions/')
    const sale = list.results[0]!
    const detail = await apiGet<PublicationDetail>(`pages/sales/actions/${sale.slug}/`)
    expect(detail.products.length).toBeGreaterThan(0)
    const context = await browser.newContext()
    const page = await context.newPage()
    for (const prefix of ['', '/en']) {
      const response = await open(page, `${prefix}${sale.url}`)
      expect(response?.status()).toBe(200)
      await expect.poll(() => page.locator('main article[data-product-id]').count()).toBe(detail.products.length)
      expect(await page.locator('main').textContent()).not.toMatch(/₽/)
    }
    expect(await page.getByRole('heading', { name: 'Goods on offer' }).count()).toBe(1)
    await open(page, '/sales/')
    expect(await cardTitles(page)).toEqual(list.results.map((item) => item.title))
    await context.close()

    // The signed-in buyer sees the same goods with their prices.
    const buyer = await browser.newContext({ buyer: true })
    const buyerPage = await buyer.newPage()
    await open(buyerPage, sale.url)
    await expect
      .poll(() => buyerPage.locator('main article[data-product-id][data-priced]').count())
      .toBe(detail.products.length)
    expect(await buyerPage.locator('main').textContent()).toMatch(/₽/)
    await buyer.close()
  })

  it('answers 404 to a wrong date, another day’s date, an unknown slug or category, a page past the last', async () => {
    const [item] = (await apiGet<PublicationList>('pages/info/publications/')).results
    const [day, month, year] = item!.url.split('/')[2]!.split('-')
    const slug = item!.slug
    for (const address of [
      `/info/${year}-${month}-${day}/${slug}/`,
      `/info/31-02-${year}/${slug}/`,
      `/info/${day}-${month}-${Number(year) - 5}/${slug}/`,
      `/info/${day}-${month}-${year}/no-such-article/`,
      `/en/info/${day}-${month}-${year}/no-such-article/`,
      `/sales/${day}-${month}-${year}/${slug}/`,
      `/info/${day}-${month}-${year}/${item!.id}/`,
      '/info/?category=no-such-category',
      '/info/?category=%3Cb%3E',
      '/info/?page=999',
      '/sales/?page=abc',
    ]) {
      const response = await fetch(`${browser.baseURL}${address}`)
      expect(response.status, address).toBe(404)
      expect(await response.text(), address).toMatch(/Страница не найдена|Page not found/)
    }
  })

  it('says there is nothing yet when a category has no publications', async () => {
    const section = await apiGet<PublicationSectionPage>('pages/info/page/')
    const context = await browser.newContext()
    const page = await context.newPage()
    await open(page, '/info/')
    // The seed fills every category, so the API's answer for one is emptied on its way to the browser.
    const slug = section.categories[0]!.slug
    await page.route(`**/api/pages/info/publications/?category=${slug}*`, (route) =>
      route.fulfill({ json: { count: 0, pages: 0, page: 1, page_size: 12, results: [] } satisfies PublicationList }),
    )
    await page.locator(`a[data-category="${slug}"]`).click()
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Здесь пока ничего нет' }).count()).toBe(1)
    expect(await cardTitles(page)).toEqual([])
    expect(await page.getByRole('navigation', { name: 'Страницы', exact: true }).count()).toBe(0)
    await context.close()
  })
})
