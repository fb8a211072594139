// Favourites in Chromium: a guest's hearts kept in localStorage `fav` with the header count, merged into the
// demo buyer's server list on sign-in; /my/favorites/ listing them, moving them to the cart and taking one out;
// the same in English.
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { DEMO_ACCOUNTS } from '../../server/seed/accounts/accounts'
import type { Cart } from '../../contract/cart'
import type { FavoritesShort } from '../../contract/favorites'
import { signInThroughHeader } from './accounts'
import { open, setupBrowser } from './browser'

const browser = setupBrowser()

/** favorites/ as the demo buyer, with the seeded session. */
const asBuyer = (init: RequestInit = {}, query = '') =>
  fetch(`${inject('baseURL')}/api/favorites/${query}`, {
    ...init,
    headers: { authorization: `Bearer ${inject('buyerToken')}`, 'content-type': 'application/json' },
  })

async function serverFavorites(): Promise<number[]> {
  const answer = await asBuyer({}, '?limit=1000000&short=true')
  return ((await answer.json()) as FavoritesShort).results.map((row) => row.id)
}

const localList = (page: Page) => page.evaluate(() => window.localStorage.getItem('fav'))
const badge = (page: Page) => page.locator('[data-favorites-count]').first()
const card = (page: Page, id: number) => page.locator(`article[data-product-id="${id}"]`).first()

/** Ids of catalogue cards on the page that are not in `skip`. */
async function cardIds(page: Page, skip: number[], count: number): Promise<number[]> {
  const ids = await page
    .locator('article[data-product-id]')
    .evaluateAll((cards) => cards.map((item) => Number(item.getAttribute('data-product-id'))))
  return [...new Set(ids)].filter((id) => !skip.includes(id)).slice(0, count)
}

describe('favourites', () => {
  it('keeps a guest’s hearts locally, merges on sign-in, lists them, moves them to the cart, removes one', async () => {
    const saved = await serverFavorites()
    const context = await browser.newContext()
    const page = await context.newPage()
    await open(page, '/catalog/')
    const [first, second, third] = await cardIds(page, saved, 3)
    expect(third).toBeDefined()

    for (const id of [first!, second!, third!])
      await card(page, id).getByRole('button', { name: 'Добавить в избранное' }).click()
    await card(page, third!).getByRole('button', { name: 'Убрать из избранного' }).click()
    expect(await localList(page)).toBe(`${first},${second}`)
    expect(await badge(page).textContent()).toBe('2')
    expect(
      await card(page, first!).getByRole('button', { name: 'Убрать из избранного' }).getAttribute('aria-pressed'),
    ).toBe('true')

    // Still there after a reload, as a guest.
    await open(page, '/catalog/')
    await expect.poll(() => badge(page).textContent()).toBe('2')
    expect(await card(page, second!).getByRole('button', { name: 'Убрать из избранного' }).count()).toBe(1)

    await Promise.all([
      page.waitForEvent('load'),
      signInThroughHeader(page, DEMO_ACCOUNTS.buyer.email, DEMO_ACCOUNTS.buyer.password),
    ])
    await page.waitForSelector('html[data-hydrated]')
    await expect.poll(serverFavorites).toEqual([...saved, first, second])
    await expect.poll(() => localList(page)).toBe([...saved, first, second].join(','))
    expect(await badge(page).textContent()).toBe(String(saved.length + 2))

    await open(page, '/my/favorites/')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Избранное')
    const listed = await page
      .locator('main article[data-product-id]')
      .evaluateAll((cards) => cards.map((item) => Number(item.getAttribute('data-product-id'))))
    expect(listed).toEqual(expect.arrayContaining([first, second]))

    await page.getByRole('button', { name: 'Всё в корзину' }).click()
    const done = page.getByRole('dialog', { name: 'Избранное перенесено в корзину' })
    await done.waitFor()
    expect(await done.textContent()).toMatch(/Добавлено в корзину: [1-9]\d*\./)
    const cart = await page.evaluate(async () => (await (await fetch('/api/carts/')).json()) as Cart)
    expect(cart.items.map((item) => item.product.id)).toEqual(expect.arrayContaining([first, second]))
    await done.getByRole('button').last().click()
    // The cart it answered is the one the page shows: the header counts its lines and the cards hold the control.
    const headerCart = page.locator('header a[href$="/order/cart/"]').first()
    await expect
      .poll(async () => (await headerCart.textContent())?.replace(/\s+/g, ' '))
      .toContain(`В корзине ${cart.total_products} `)
    expect(await card(page, second!).getByTestId('quantity-control').count()).toBe(1)

    await card(page, first!).getByRole('button', { name: 'Убрать из избранного' }).click()
    await expect.poll(() => card(page, first!).count()).toBe(0)
    await expect.poll(serverFavorites).toEqual([...saved, second])
    expect(await badge(page).textContent()).toBe(String(saved.length + 1))
    await context.close()
  })

  it('works in English on the product page and the favourites page', async () => {
    const before = await serverFavorites()
    const context = await browser.newContext({ buyer: true })
    const page = await context.newPage()
    await open(page, '/en/catalog/')
    const [id] = await cardIds(page, before, 1)
    const href = await card(page, id!).getByRole('link').first().getAttribute('href')
    expect(href).toMatch(/^\/en\/product\//)
    await open(page, href!)
    await page.locator('h1 ~ button[title="Add to favourites"]').click()
    await expect.poll(serverFavorites).toEqual([...before, id])
    await expect.poll(() => badge(page).textContent()).toBe(String(before.length + 1))

    await open(page, '/en/my/favorites/')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Favourites')
    expect(await page.title()).toContain('Favourites')
    expect(await card(page, id!).count()).toBe(1)
    expect(await page.getByRole('button', { name: 'Move all to cart' }).count()).toBe(1)
    await card(page, id!).getByRole('button', { name: 'Remove from favourites' }).click()
    await expect.poll(serverFavorites).toEqual(before)
    await context.close()
  })

  it('shows the empty state when nothing is saved, and sends guests away from the page', async () => {
    const context = await browser.newContext({ buyer: true })
    const page = await context.newPage()
    for (const id of await serverFavorites())
      await asBuyer({ method: 'DELETE', body: JSON.stringify({ favorite_products: id }) })
    expect(await serverFavorites()).toEqual([])
    await open(page, '/my/favorites/')
    expect(await page.getByText('В избранном пока ничего нет').count()).toBe(1)
    expect(await page.getByRole('button', { name: 'Всё в корзину' }).count()).toBe(0)

    const guest = await (await browser.newContext()).newPage()
    await open(guest, '/my/favorites/')
    expect(new URL(guest.url()).pathname).toBe('/')
    await context.close()
  })
})
