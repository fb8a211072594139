// The product page in Chromium: fields, breadcrumbs, neighbours, related goods, the 360° view, the way back
// to the catalogue, prices only for buyers and the 404 for unknown products.
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { CATALOGUE_RETURN_KEY } from '../../src/lib/catalogue/return-url'
import { productMetaDescription, productPageTitle } from '../../src/lib/seo/product-head'
import type { ProductDetail, ProductListResponse } from '../../contract/catalogue'
import { findKeysInHtml } from '../fixtures/forbidden-keys'
import { open, setupBrowser } from './browser'

const browser = setupBrowser()

async function apiGet<T>(path: string, locale: 'ru' | 'en' = 'ru', init?: RequestInit): Promise<T> {
  const response = await fetch(`${browser.baseURL}/api/${locale === 'en' ? 'en/' : ''}${path}`, init)
  if (!response.ok) throw new Error(`${path}: ${response.status}`)
  return (await response.json()) as T
}

const detail = (slug: string, locale: 'ru' | 'en' = 'ru') => apiGet<ProductDetail>(`catalog/products/${slug}/`, locale)

const walked: ProductDetail[] = []
const walk = { page: 1, pages: Number.POSITIVE_INFINITY }

/** Walks the catalogue as a guest until a product's detail satisfies `wanted`; details seen are kept. */
async function findProduct(wanted: (product: ProductDetail) => boolean): Promise<ProductDetail> {
  const known = walked.find(wanted)
  if (known) return known
  while (walk.page <= walk.pages) {
    const list = await apiGet<ProductListResponse>(`catalog/products/?ps=96&p=${walk.page}`)
    walk.pages = list.pages
    walk.page += 1
    for (const card of list.products) {
      const product = await detail(card.slug)
      walked.push(product)
      if (wanted(product)) return product
    }
  }
  throw new Error('no product in the catalogue matches')
}

const withNeighbours = (product: ProductDetail) =>
  product.previous !== null && product.next !== null && product.related.length > 4

const mainText = async (page: Page) => (await page.locator('main').textContent()) ?? ''

/** The page's JSON-LD blocks of one schema.org type. */
const structuredData = async (page: Page, type: string) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .filter((data) => data['@type'] === type)

/** How many related cards lie wholly inside the slider's frame. */
const visibleSlides = (page: Page) =>
  page.evaluate(() => {
    const frame = document.querySelector('.swiper')!.getBoundingClientRect()
    return [...document.querySelectorAll('.swiper-slide')].filter((slide) => {
      const box = slide.getBoundingClientRect()
      return box.left >= frame.left - 1 && box.right <= frame.right + 1
    }).length
  })

describe('product page in Chromium', () => {
  it('shows the title, breadcrumbs, every field and the meta description in Russian', async () => {
    const product = await findProduct(
      (item) => item.country !== null && item.weight !== null && item.category.categories_path.length > 0,
    )
    const context = await browser.newContext()
    const page = await context.newPage()
    const response = await open(page, `/product/${product.slug}/`)
    expect(response?.status()).toBe(200)
    expect(await page.locator('h1').textContent()).toBe(product.title)
    expect(await page.title()).toBe(`${productPageTitle(product, 'ru')} — Витрина`)
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
      productMetaDescription(product, 'ru'),
    )

    const crumbs = page.getByRole('navigation', { name: 'Навигационная цепочка' })
    expect(await crumbs.getByRole('link', { name: 'Каталог', exact: true }).getAttribute('href')).toBe('/catalog/')
    const parent = product.category.categories_path[0]!
    expect(await crumbs.getByRole('link', { name: parent.title, exact: true }).getAttribute('href')).toBe(
      `/catalog/${parent.path}/`,
    )
    expect(await crumbs.getByRole('link', { name: product.category.title, exact: true }).getAttribute('href')).toBe(
      `/catalog/${product.category.path}/`,
    )

    const text = await mainText(page)
    for (const term of ['Артикул', 'В упаковке', 'Страна производства', 'Вес нетто', 'Характеристики'])
      expect(text).toContain(term)
    expect(text).toContain(product.sku_full)
    expect(text).toContain(product.country!)
    expect(text).toMatch(/\d(\s|,\d+\s)(г|кг)/)
    if (product.brand) {
      expect(
        await page
          .locator('main')
          .getByRole('link', { name: product.brand.title, exact: true })
          .first()
          .getAttribute('href'),
      ).toBe(`/brand/${product.brand.slug}/`)
    }
    if (product.expiration) expect(text).toMatch(/\d+\s(месяц|месяца|месяцев)/)
    for (const color of product.colors) expect(text).toContain(color.title)
    await context.close()
  })

  it('shows the same product in English under /en/ with English links', async () => {
    const { slug } = await findProduct((item) => item.country !== null)
    const product = await detail(slug, 'en')
    const context = await browser.newContext()
    const page = await context.newPage()
    await open(page, `/en/product/${slug}/`)
    expect(await page.getAttribute('html', 'lang')).toBe('en')
    expect(await page.locator('h1').textContent()).toBe(product.title)
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' })
    expect(await crumbs.getByRole('link', { name: 'Catalogue', exact: true }).getAttribute('href')).toBe('/en/catalog/')
    expect(await crumbs.getByRole('link', { name: product.category.title, exact: true }).getAttribute('href')).toBe(
      `/en/catalog/${product.category.path}/`,
    )
    const text = await mainText(page)
    for (const term of ['SKU', 'Units per pack', 'Country of origin', 'Specifications']) expect(text).toContain(term)
    expect(text).toContain(product.country!)
    await context.close()
  })

  it('moves to the next and previous product of the category', async () => {
    const product = await findProduct(withNeighbours)
    const context = await browser.newContext()
    const page = await context.newPage()
    await open(page, `/product/${product.slug}/`)
    const neighbours = page.getByRole('navigation', { name: 'Соседние товары категории' })
    await neighbours.getByRole('link', { name: /Следующий товар/ }).click()
    await page.waitForURL(`**/product/${product.next!.slug}/`)
    await expect.poll(() => page.locator('h1').textContent()).toBe(product.next!.title)
    await neighbours.getByRole('link', { name: /Предыдущий товар/ }).click()
    await page.waitForURL(`**/product/${product.slug}/`)
    await expect.poll(() => page.locator('h1').textContent()).toBe(product.title)
    await context.close()
  })

  it('shows related goods as a slider of 4, 3, 2 or 1 cards and pages through it', async () => {
    const product = await findProduct(withNeighbours)
    const context = await browser.newContext({ width: 1280, height: 900 })
    const page = await context.newPage()
    await open(page, `/product/${product.slug}/`)
    const related = page.getByRole('region', { name: 'Похожие товары' })
    await related.scrollIntoViewIfNeeded()
    expect(await related.locator('.swiper-slide').count()).toBe(product.related.length)
    const first = product.related[0]!
    expect(await related.getByRole('link', { name: first.title, exact: true }).getAttribute('href')).toBe(
      `/product/${first.slug}/`,
    )
    expect(await visibleSlides(page)).toBe(4)

    await related.getByRole('button', { name: 'Показать следующие товары' }).click()
    await expect
      .poll(async () => (await related.locator('.swiper-slide').first().boundingBox())?.x ?? 0)
      .toBeLessThan(0)
    for (const [width, count] of [
      [1000, 3],
      [800, 2],
      [375, 1],
    ] as const) {
      await page.setViewportSize({ width, height: 900 })
      await expect.poll(() => visibleSlides(page), { message: `${width} px` }).toBe(count)
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await context.close()
  })

  it('shows no price or stock to a guest, only the notice', async () => {
    const product = await findProduct(withNeighbours)
    const context = await browser.newContext()
    const page = await context.newPage()
    await open(page, `/product/${product.slug}/`)
    const text = await mainText(page)
    expect(text).toContain('Цены доступны после регистрации')
    expect(text).not.toMatch(/₽|за шт\.|В наличии|Нет в наличии/)
    const html = await (await context.request.get(`/product/${product.slug}/`)).text()
    expect(html).not.toContain('₽')
    expect(findKeysInHtml(html)).toEqual([])
    // Search engines get the product and its trail, without an offer.
    const [data] = await structuredData(page, 'Product')
    expect(data).toMatchObject({ name: product.title, sku: product.sku_full })
    expect(data).not.toHaveProperty('offers')
    expect(await structuredData(page, 'BreadcrumbList')).toHaveLength(1)
    expect(await structuredData(page, 'Organization')).toHaveLength(1)
    await context.close()
  })

  it('shows a buyer the price, the stock bars and the prices of related goods', async () => {
    const product = await findProduct(withNeighbours)
    const context = await browser.newContext({ buyer: true })
    const page = await context.newPage()
    await open(page, `/product/${product.slug}/`)
    const text = await mainText(page)
    expect(text).not.toContain('Цены доступны после регистрации')
    expect(text).toMatch(/\d[\d\s\u00a0]*(,\d{2})?\s₽/)
    expect(text).toMatch(/В наличии: |Нет в наличии/)
    const related = page.getByRole('region', { name: 'Похожие товары' })
    expect(await related.locator('.swiper-slide', { hasText: '₽' }).count()).toBe(product.related.length)
    const [data] = await structuredData(page, 'Product')
    expect(data?.offers).toMatchObject({
      '@type': 'Offer',
      priceCurrency: 'RUB',
      price: expect.stringMatching(/^\d+\.\d{2}$/),
    })
    await context.close()
  })

  it('announces a new product without stock as coming soon to a buyer', async () => {
    const asBuyer = { headers: { authorization: `Bearer ${inject('buyerToken')}` } }
    let slug: string | undefined
    for (let page = 1; !slug; page++) {
      const list = await apiGet<ProductListResponse>(`catalog/products/?ps=96&p=${page}&n=1`, 'ru', asBuyer)
      slug = list.products.find((card) => card.amount === 'нет')?.slug
      if (page >= list.pages) break
    }
    expect(slug, 'a new product out of stock in the demo data').toBeDefined()
    const buyer = await browser.newContext({ buyer: true })
    const page = await buyer.newPage()
    await open(page, `/product/${slug}/`)
    const labels = page.locator('main').getByRole('list', { name: 'Метки товара' }).first()
    const soon = labels.getByText('Скоро в продаже', { exact: true })
    expect(await soon.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(84, 197, 208)')
    await buyer.close()

    const guest = await browser.newContext()
    const guestPage = await guest.newPage()
    await open(guestPage, `/product/${slug}/`)
    const guestLabels = await guestPage
      .locator('main')
      .getByRole('list', { name: 'Метки товара' })
      .first()
      .textContent()
    expect(guestLabels).toContain('Новинка')
    expect(guestLabels).not.toContain('Скоро в продаже')
    await guest.close()
  })

  it('offers the 360° view on a product with frames', async () => {
    const product = await findProduct((item) => item.spin_images.length > 0)
    const photosOnly = await findProduct((item) => item.spin_images.length === 0)
    const context = await browser.newContext()
    const page = await context.newPage()
    await open(page, `/product/${photosOnly.slug}/`)
    expect(await page.getByRole('button', { name: '360°' }).count()).toBe(0)

    await open(page, `/product/${product.slug}/`)
    const toggle = page.getByRole('button', { name: '360°' })
    expect(await toggle.getAttribute('aria-pressed')).toBe('false')
    await toggle.click()
    expect(await toggle.getAttribute('aria-pressed')).toBe('true')
    const frame = product.spin_images[0]!.image
    // The spinner shows its first frame once the frames are preloaded.
    await expect.poll(() => page.locator(`main img[src="${frame}"]`).count(), { timeout: 10_000 }).toBeGreaterThan(0)
    await page.getByRole('button', { name: 'Фото', exact: true }).click()
    await expect.poll(() => page.locator(`main img[src="${frame}"]`).count()).toBe(0)
    await context.close()
  })

  it('lets the keyboard pick photos from the thumbnails', async () => {
    const product = await findProduct((item) => item.images.length > 2)
    const context = await browser.newContext()
    const page = await context.newPage()
    await open(page, `/product/${product.slug}/`)
    const thumbs = page.getByRole('group', { name: 'Фотографии товара' }).getByRole('button')
    expect(await thumbs.count()).toBe(product.images.length)
    await thumbs.first().focus()
    await page.keyboard.press('ArrowRight')
    expect(await thumbs.nth(1).getAttribute('aria-pressed')).toBe('true')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      `Фото 2 из ${product.images.length}`,
    )
    expect(await page.locator('main img').first().getAttribute('src')).toBe(product.images[1]!.image)
    await page.keyboard.press('End')
    expect(await thumbs.last().getAttribute('aria-pressed')).toBe('true')
    await context.close()
  })

  it('fetches the main photo, the largest picture of the page, first and the thumbnails lazily', async () => {
    const product = await findProduct((item) => item.images.length > 2)
    const html = await (await fetch(`${browser.baseURL}/product/${product.slug}/`)).text()
    const main = product.images[0]!.image
    const images = (html.match(/<img\b[^>]*>/g) ?? []).filter((tag) => tag.includes(`src="${main}"`))
    const photo = images.find((tag) => !tag.includes('alt=""'))
    expect(photo).toMatch(/\bfetchpriority="high"/i)
    expect(photo).not.toMatch(/\bloading=/)
    expect(html).toMatch(new RegExp(`<link rel="preload" as="image" href="${main}" fetchPriority="high"`, 'i'))
    const thumbnails = product.images.slice(1).map(({ image }) => html.match(new RegExp(`<img src="${image}"[^>]*>`)))
    for (const thumbnail of thumbnails) expect(thumbnail?.[0]).toMatch(/\bloading="lazy"/)
  })

  it('goes back to the remembered listing when it lists the product, else to its category', async () => {
    const product = await findProduct((item) => item.category.categories_path.length > 0)
    const categoryHref = `/catalog/${product.category.path}/`
    const listing = `/catalog/${product.category.categories_path[0]!.path}/?p=2`
    const context = await browser.newContext()
    const page = await context.newPage()
    await open(page, `/product/${product.slug}/`)
    const back = page.getByRole('link', { name: 'Вернуться в каталог' })
    expect(await back.getAttribute('href')).toBe(categoryHref)

    await page.evaluate(
      ([key, href]) => sessionStorage.setItem(key!, href!),
      [CATALOGUE_RETURN_KEY, '/catalog/not-this-one/?p=3'],
    )
    await open(page, `/product/${product.slug}/`)
    expect(await back.getAttribute('href')).toBe(categoryHref)

    await page.evaluate(([key, href]) => sessionStorage.setItem(key!, href!), [CATALOGUE_RETURN_KEY, listing])
    await open(page, `/product/${product.slug}/`)
    await expect.poll(() => back.getAttribute('href')).toBe(listing)
    await back.click()
    await page.waitForURL(`${browser.baseURL}${listing}`)
    await context.close()
  })

  it('answers an unknown product with the 404 page and status', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    const response = await open(page, '/product/no-such-product-here/')
    expect(response?.status()).toBe(404)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Страница не найдена')
    const english = await open(page, '/en/product/no-such-product-here/')
    expect(english?.status()).toBe(404)
    await context.close()
  })
})
