// Contract prices in Chromium: the seeded key-account buyer signs in and sees their own list's prices; a product
// their list leaves out says so on its card and its page (ru and en), offers no cart button and no Offer in the
// structured data.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { formatPrice } from '../../contract/format/price'
import type { ProductCard, ProductDetail, ProductListResponse } from '../../contract/catalogue'
import { signInThroughHeader } from './accounts'
import { open, setupBrowser } from './browser'

const browser = setupBrowser()
const KEY_ACCOUNT = { email: 'keyaccount@example.com', password: 'keyaccount12345' }

/** The first product of the catalogue the signed-in buyer's list has no price for, and one it prices. */
const productsOf = (page: Page) =>
  page.evaluate(async () => {
    let unpriced: ProductCard | undefined
    let priced: ProductCard | undefined
    for (let p = 1; !unpriced; p++) {
      const list = (await (await fetch(`/api/catalog/products/?ps=96&p=${p}`)).json()) as ProductListResponse
      unpriced = list.products.find((card) => card.price === null)
      priced ??= list.products.find((card) => typeof card.price === 'number')
      if (p >= list.pages) break
    }
    if (!unpriced || !priced) throw new Error('the key-account list prices every product')
    const detail = (await (await fetch(`/api/catalog/products/${unpriced.slug}/`)).json()) as ProductDetail
    return { unpriced, priced, categoryPath: detail.category.path }
  })

const offers = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .filter((data) => data['@type'] === 'Product')
    .map((data) => data.offers)

describe('a buyer on the key-account price list', () => {
  it('sees “not in your price list” instead of a price and cart button, on the card and the product page', async () => {
    const context = await browser.newContext({ width: 375 })
    const page = await context.newPage()
    await open(page, '/')
    await Promise.all([page.waitForEvent('load'), signInThroughHeader(page, KEY_ACCOUNT.email, KEY_ACCOUNT.password)])
    await page.waitForSelector('html[data-hydrated]')
    const { unpriced, priced, categoryPath } = await productsOf(page)
    expect(categoryPath).not.toBe('')

    await open(page, `/product/${unpriced.slug}/`)
    const note = page.getByTestId('product-no-price')
    expect(await note.textContent()).toContain('Нет цены в вашем прайс-листе')
    // The summary beside the gallery (related goods further down keep their own cart buttons).
    const summary = page.locator('h1').locator('xpath=../..')
    expect(await summary.getByRole('button', { name: 'В корзину' }).count()).toBe(0)
    expect(await summary.getByTestId('quantity-control').count()).toBe(0)
    expect(await offers(page)).toEqual([undefined])

    await open(page, `/en/product/${unpriced.slug}/`)
    expect(await page.getByTestId('product-no-price').textContent()).toContain('Not in your price list')

    await open(page, `/catalog/${categoryPath}/?ps=96`)
    const card = page.locator(`article[data-product-id="${unpriced.id}"]`)
    expect(await card.getByTestId('card-no-price').textContent()).toBe('Нет в вашем прайс-листе')
    expect(await card.getByRole('button', { name: 'В корзину' }).count()).toBe(0)

    await open(page, `/product/${priced.slug}/`)
    const shown = (await page.locator('main').textContent())?.replace(/\s/g, '')
    expect(shown).toContain(formatPrice(priced.price!).replace(/\s/g, ''))
    await context.close()
  })
})
