// The cart in Chromium as the demo buyer: adding from a catalogue card (the server's message under the cart
// title, the header count), the quantity control's plus and typing, the cart page with line amounts, comments,
// removal at one pack and emptying; the failure message; guests kept out of /order/cart/.
import { describe, expect, it } from 'vitest'
import { formatPrice } from '../../src/lib/format/price'
import { guestLanding, open, setupBrowser } from './browser'
import { buyerSessions, cartOf, cartWhen } from './buyer-session'

const browser = setupBrowser()

const { buyerPage } = buyerSessions(browser)

describe('cart', () => {
  it('adds from a card, shows the message and the count, then changes the quantity by plus and by typing', async () => {
    const page = await buyerPage('/catalog/')
    const firstAddable = page.locator('article[data-product-id]').filter({ has: page.getByRole('button', { name: /в корзину/i }) }).first()
    const productId = Number(await firstAddable.getAttribute('data-product-id'))
    // Once added, the card shows the quantity control instead: follow it by its product.
    const card = page.locator(`article[data-product-id="${productId}"]`)
    await card.getByRole('button', { name: /в корзину/i }).click()

    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    expect(await dialog.textContent()).toContain('Товар добавлен в корзину')
    expect(await dialog.textContent()).toContain('Корзина')
    await dialog.getByRole('button').first().click()
    await page.getByRole('link', { name: /В корзине 1 товар(,|$)/ }).waitFor()

    const control = card.getByTestId('quantity-control')
    await control.getByRole('button', { name: 'Добавить упаковку' }).click()
    await cartWhen(page, (cart) => cart.items[0]?.quantity === 2)
    expect(await control.getByRole('textbox').inputValue()).toBe('2')

    await control.getByRole('textbox').fill('7 уп')
    expect(await control.getByRole('textbox').inputValue()).toBe('7')
    const cart = await cartWhen(page, (c) => c.items[0]?.quantity === 7)
    expect(cart.items.map((item) => item.product.id)).toEqual([productId])
  })

  it('lists the lines on the cart page with amounts, keeps a comment, removes at one pack and empties the cart', async () => {
    const page = await buyerPage('/catalog/')
    const addButtons = page.getByRole('button', { name: /в корзину/i })
    for (const index of [0, 1]) {
      await addButtons.nth(0).click()
      await page.getByRole('dialog').getByRole('button').first().click()
      await cartWhen(page, (cart) => cart.items.length === index + 1)
    }
    await open(page, '/order/cart/')
    const lines = page.locator('li[data-line-id]')
    expect(await lines.count()).toBe(2)
    const cart = await cartOf(page)
    const first = cart.items[0]!
    const firstLine = page.locator(`li[data-line-id="${first.id}"]`)
    expect((await firstLine.getByTestId('line-total').textContent())?.replace(/\s/g, '')).toBe(formatPrice(first.total).replace(/\s/g, ''))

    await firstLine.getByRole('textbox', { name: 'Комментарий к позиции' }).fill('Отгрузить отдельно')
    await page.getByRole('heading', { level: 1 }).click()
    await cartWhen(page, (c) => c.items[0]?.comment === 'Отгрузить отдельно')

    await firstLine.getByRole('button', { name: 'Убрать упаковку' }).click()
    await cartWhen(page, (c) => c.items.length === 1)
    await page.locator(`li[data-line-id="${first.id}"]`).waitFor({ state: 'detached' })

    page.once('dialog', (confirm) => void confirm.accept())
    await page.getByRole('button', { name: 'Очистить корзину' }).click()
    await page.getByText('Корзина пуста').waitFor()
    expect((await cartOf(page)).items).toEqual([])
  })

  it('says when adding failed, in English too', async () => {
    const page = await buyerPage('/en/catalog/')
    await page.route('**/api/**/carts/items/**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }))
    await page.getByRole('button', { name: /^Add to cart/ }).first().click()
    const alert = page.getByRole('alertdialog')
    await alert.waitFor()
    expect(await alert.textContent()).toContain('Error when adding a product to basket')
    expect((await cartOf(page)).items).toEqual([])
  })

  it('sends a guest who opens the cart home', async () => {
    expect(await guestLanding(browser, '/order/cart/')).toBe('/')
  })
})

describe('wait list on a card', () => {
  it('joins the wait list of a product out of stock, says so, and leaves it on a second press', async () => {
    const page = await buyerPage('/catalog/')
    const button = page.getByRole('button', { name: /Сообщить о поступлении/ }).first()
    const card = page.locator('article[data-product-id]').filter({ has: button }).first()
    const productId = Number(await card.getAttribute('data-product-id'))
    const inWait = async () =>
      page.evaluate(async (id) => ((await (await fetch(`/api/catalog/products/${id}/`)).json()) as { in_wait: boolean }).in_wait, productId)
    const sameCard = page.locator(`article[data-product-id="${productId}"]`)
    await button.click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    expect(await dialog.textContent()).toContain('Товар добавлен в лист ожидания')
    await dialog.getByRole('button').first().click()
    await sameCard.getByRole('button', { name: /В листе ожидания/ }).waitFor()
    expect(await inWait()).toBe(true)
    await sameCard.getByRole('button', { name: /В листе ожидания/ }).click()
    await page.getByRole('dialog').waitFor()
    expect(await page.getByRole('dialog').textContent()).toContain('Товар удален из листа ожидания')
    expect(await inWait()).toBe(false)
  })
})
