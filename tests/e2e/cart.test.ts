// The cart in Chromium as the demo buyer: adding from a catalogue card (the server's message under the cart
// title, the header count), the quantity control's plus and typing, the cart page with line amounts, comments,
// removal at one pack and emptying; the failure message; guests kept out of /order/cart/.
import { describe, expect, it } from 'vitest'
import { formatPrice } from '../../contract/format/price'
import { guestLanding, open, setupBrowser } from './browser'
import { buyerSessions, cartOf, cartWhen, clearCart } from './buyer-session'

const browser = setupBrowser()

const { buyerPage } = buyerSessions(browser)

describe('cart', () => {
  it('adds from a card, shows the message and the count, then changes the quantity by plus and by typing', async () => {
    const page = await buyerPage('/catalog/')
    const firstAddable = page
      .locator('article[data-product-id]')
      .filter({ has: page.getByRole('button', { name: /в корзину/i }) })
      .first()
    const productId = Number(await firstAddable.getAttribute('data-product-id'))
    // Once added, the card shows the quantity control instead: follow it by its product.
    const card = page.locator(`article[data-product-id="${productId}"]`)
    await card.getByRole('button', { name: /в корзину/i }).click()

    const notice = page.getByRole('alert', { name: 'Корзина' })
    await notice.waitFor()
    expect(await notice.textContent()).toContain('Товар добавлен в корзину')
    await page.getByRole('link', { name: /В корзине 1 товар(,|$)/ }).waitFor()
    // The count in words is on the screen too, not only in the link's name.
    const inWords = page.locator('header').getByTestId('header-cart-count').first()
    expect(await inWords.isVisible()).toBe(true)
    expect(await inWords.textContent()).toBe('1 товар')

    const control = card.getByTestId('quantity-control')
    await control.getByRole('button', { name: 'Добавить упаковку' }).click()
    await cartWhen(page, (cart) => cart.items[0]?.quantity === 2)
    expect(await control.getByRole('textbox').inputValue()).toBe('2')

    await control.getByRole('textbox').fill('7 уп')
    expect(await control.getByRole('textbox').inputValue()).toBe('7')
    const cart = await cartWhen(page, (c) => c.items[0]?.quantity === 7)
    expect(cart.items.map((item) => item.product.id)).toEqual([productId])
  })

  it('adds one pack on a double click: the button becomes the quantity control, the second sends nothing', async () => {
    const page = await buyerPage('/catalog/')
    const productId = Number(
      await page
        .locator('article[data-product-id]')
        .filter({ has: page.getByRole('button', { name: /в корзину/i }) })
        .first()
        .getAttribute('data-product-id'),
    )
    const card = page.locator(`article[data-product-id="${productId}"]`)
    const adds: string[] = []
    let answer = () => undefined as void
    const answered = new Promise<void>((resolve) => (answer = resolve))
    // The add's answer is held, so the second click comes while the first is in flight.
    await page.route(
      (url) => url.pathname.endsWith('/carts/items/'),
      async (route) => {
        adds.push(route.request().method())
        await answered
        await route.continue()
      },
    )
    await card.getByRole('button', { name: /в корзину/i }).dblclick()
    const control = card.getByTestId('quantity-control')
    expect(await control.getAttribute('aria-busy')).toBe('true')
    expect(await control.getByRole('button', { name: 'Добавить упаковку' }).isDisabled()).toBe(true)
    answer()
    await expect.poll(async () => control.getAttribute('aria-busy')).toBe('false')
    expect(await control.getByRole('textbox').inputValue()).toBe('1')
    expect(adds).toEqual(['POST'])
    expect((await cartOf(page)).items.map((item) => [item.product.id, item.quantity])).toEqual([[productId, 1]])
  })

  it('says each add in a cart-titled notice taking no focus, lets the next add go on, hides by itself', async () => {
    const page = await buyerPage('/catalog/')
    const addButtons = page.getByRole('button', { name: /в корзину/i })
    const notice = page.getByRole('alert', { name: 'Корзина' })
    await addButtons.nth(0).click()
    await notice.waitFor()
    expect(await notice.textContent()).toContain('Товар добавлен в корзину')
    expect(await notice.getByRole('link', { name: 'Перейти в корзину' }).getAttribute('href')).toBe('/order/cart/')
    // Nothing modal: focus stays where the buyer was, and the next card's button can be pressed at once.
    expect(await page.evaluate(() => document.activeElement?.closest('[role="alert"]') ?? null)).toBeNull()
    expect(await page.locator('[aria-modal="true"]').count()).toBe(0)
    await addButtons.nth(0).click()
    await cartWhen(page, (cart) => cart.items.length === 2)
    await notice.waitFor()
    await notice.getByRole('button', { name: 'Закрыть' }).click()
    await notice.waitFor({ state: 'detached' })

    await addButtons.nth(0).click()
    await notice.waitFor()
    // Left alone (the pointer away from it), it goes after a few seconds.
    await page.mouse.move(0, 0)
    await notice.waitFor({ state: 'detached', timeout: 12_000 })
  })

  it('shows the cart another tab changed on return to this tab, and after "этой позиции нет в корзине"', async () => {
    const page = await buyerPage('/catalog/')
    const productId = Number(
      await page
        .locator('article[data-product-id]')
        .filter({ has: page.getByRole('button', { name: /в корзину/i }) })
        .first()
        .getAttribute('data-product-id'),
    )
    const card = page.locator(`article[data-product-id="${productId}"]`)
    const addButton = card.getByRole('button', { name: /в корзину/i })
    await addButton.click()
    await page.getByRole('link', { name: /В корзине 1 товар(,|$)/ }).waitFor()

    // Another tab empties the cart; this one shows it once it is in front again.
    await clearCart(page)
    await page.evaluate(() => window.dispatchEvent(new Event('focus')))
    await addButton.waitFor()
    await page.getByRole('link', { name: /В корзине 0 товаров/ }).waitFor()

    // The line is gone behind this tab's back: plus is refused, and the cart shown is the server's again.
    await addButton.click()
    await cartWhen(page, (cart) => cart.items.length === 1)
    await clearCart(page)
    await card.getByRole('button', { name: 'Добавить упаковку' }).click()
    const alert = page.getByRole('alertdialog')
    await alert.waitFor()
    expect(await alert.textContent()).toContain('Этой позиции нет в корзине')
    await addButton.waitFor()
    expect(await alert.count()).toBe(1)
  })

  it('lists the cart page lines with amounts, keeps a comment, removes at one pack and empties the cart', async () => {
    const page = await buyerPage('/catalog/')
    const addButtons = page.getByRole('button', { name: /в корзину/i })
    for (const index of [0, 1]) {
      await addButtons.nth(0).click()
      await cartWhen(page, (cart) => cart.items.length === index + 1)
    }
    await open(page, '/order/cart/')
    const lines = page.locator('tr[data-line-id]')
    expect(await lines.count()).toBe(2)
    const cart = await cartOf(page)
    const first = cart.items[0]!
    const firstLine = page.locator(`tr[data-line-id="${first.id}"]`)
    expect((await firstLine.getByTestId('line-total').textContent())?.replace(/\s/g, '')).toBe(
      formatPrice(first.total!).replace(/\s/g, ''),
    )

    await firstLine.getByRole('textbox', { name: 'Комментарий к позиции' }).fill('Отгрузить отдельно')
    await page.getByRole('heading', { level: 1 }).click()
    await cartWhen(page, (c) => c.items[0]?.comment === 'Отгрузить отдельно')

    await firstLine.getByRole('button', { name: 'Убрать упаковку' }).click()
    await cartWhen(page, (c) => c.items.length === 1)
    await page.locator(`tr[data-line-id="${first.id}"]`).waitFor({ state: 'detached' })

    // The app's own dialog asks first (no native confirm()); cancelling keeps the cart.
    page.once('dialog', (native) => void native.dismiss().then(() => expect.fail('a native dialog was shown')))
    const ask = page.getByRole('alertdialog', { name: 'Удалить из корзины все товары?' })
    await page.getByRole('button', { name: 'Очистить корзину' }).click()
    await ask.waitFor()
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Отмена')
    await ask.getByRole('button', { name: 'Отмена' }).click()
    await ask.waitFor({ state: 'detached' })
    expect((await cartOf(page)).items).toHaveLength(1)
    await page.getByRole('button', { name: 'Очистить корзину' }).click()
    await ask.getByRole('button', { name: 'Очистить', exact: true }).click()
    await page.getByText('Корзина пуста').waitFor()
    expect((await cartOf(page)).items).toEqual([])
  })

  it('says when adding failed, in English too', async () => {
    const page = await buyerPage('/en/catalog/')
    await page.route('**/api/**/carts/items/**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    )
    await page
      .getByRole('button', { name: /^Add to cart/ })
      .first()
      .click()
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
      page.evaluate(
        async (id) => ((await (await fetch(`/api/catalog/products/${id}/`)).json()) as { in_wait: boolean }).in_wait,
        productId,
      )
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
