// Checkout in Chromium as the demo buyer: the form prefilled from the profile, a coupon and loyalty points
// changing the total, a date from the date picker, a pickup (no address asked), the confirmation that survives a
// reload while the header's cart empties; a local validation failure and server refusals (an expired coupon, a
// cart emptied meanwhile) that keep what was typed; the cart page's way to checkout; an empty cart and an
// unknown confirmation id.
import type { Page } from 'playwright-core'
import { earliestDeliveryDate, isWorkingDay } from '../../contract/dates/delivery-calendar'
import { describe, expect, it } from 'vitest'
import type { AccountResponse } from '../../contract/account'
import { guestLanding, open, setupBrowser } from './browser'
import { addOrderableProduct, buyerSessions, clearCart } from './buyer-session'

const browser = setupBrowser()
const { signedIn } = buyerSessions(browser)

const account = (page: Page) =>
  page.evaluate(async () => ((await (await fetch('/api/my/account/')).json()) as AccountResponse).user)

async function buyerPage(path: string, { withProduct = true, width = 1280 } = {}) {
  const page = await signedIn({ width })
  if (withProduct) await addOrderableProduct(page)
  await open(page, path)
  return page
}

const money = (text: string | null) => Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'))
const total = async (page: Page) => money(await page.getByTestId('checkout-total').textContent())
/** The delivery row of the summary in roubles (0 when it says free). */
const deliveryCost = async (page: Page) => {
  const text = await page.getByTestId('checkout-delivery').textContent()
  return /\d/.test(text ?? '') ? money(text) : 0
}

/** Waits until the summary's total differs from `before` (the preview is asked again). */
async function totalChangedFrom(page: Page, before: number) {
  await page.waitForFunction((value) => {
    const text = document.querySelector('[data-testid="checkout-total"]')?.textContent ?? ''
    return Number(text.replace(/[^\d,]/g, '').replace(',', '.')) !== value
  }, before)
  return total(page)
}

async function pickLastDay(page: Page, label: RegExp) {
  await page.getByRole('button', { name: label }).click()
  await page.getByRole('grid').locator('button:not([aria-disabled="true"])').last().click()
}

describe('checkout', () => {
  it('offers delivery on working days only, from the earliest day the cut-off allows', async () => {
    const page = await buyerPage('/order/form/')
    await page.getByRole('button', { name: /Дата доставки/ }).click()
    const offered = await page
      .getByRole('grid')
      .locator('button:not([aria-disabled="true"])')
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-date') ?? ''))
    expect(offered.length).toBeGreaterThan(0)
    const earliest = earliestDeliveryDate()
    expect(offered.every((day) => isWorkingDay(day) && day >= earliest)).toBe(true)
    if (offered.some((day) => day.slice(0, 7) === earliest.slice(0, 7))) expect(offered).toContain(earliest)
  })

  it('places an order with a coupon, points, a picked date and a pickup, then confirms it (ru)', async () => {
    const page = await buyerPage('/order/form/')
    const user = await account(page)
    expect(await page.getByRole('textbox', { name: /Название компании/ }).inputValue()).toBe(user.organization_name)
    expect(await page.getByRole('textbox', { name: /E-mail/ }).inputValue()).toBe(user.email)
    expect(await page.getByRole('textbox', { name: /Телефон/ }).inputValue()).toBe(user.phone)
    expect(await page.getByRole('combobox', { name: /Адрес доставки/ }).inputValue()).toBe(user.actual_address)

    await page.getByTestId('checkout-total').waitFor()
    const full = await total(page)
    const delivery = await deliveryCost(page)
    await page.getByRole('textbox', { name: 'Купон' }).fill('WELCOME5')
    await page.getByRole('button', { name: 'Применить' }).click()
    await page.getByText('Купон WELCOME5 применён').waitFor()
    const withCoupon = await totalChangedFrom(page, full)
    // The coupon takes 5 % off the goods, not off their delivery.
    expect(withCoupon).toBeCloseTo((full - delivery) * 0.95 + delivery, 0)

    await page.getByRole('checkbox', { name: /бонусными баллами/ }).check()
    const withPoints = await totalChangedFrom(page, withCoupon)
    expect(withPoints).toBeLessThan(withCoupon)
    expect(await page.getByText('Оплачено баллами').count()).toBe(1)

    await pickLastDay(page, /Дата доставки/)
    expect(await page.locator('input[name="delivery_date"]').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    await page.getByRole('radio', { name: 'Самовывоз' }).check()
    await page.getByRole('combobox', { name: /Адрес доставки/ }).waitFor({ state: 'detached' })
    // A pickup is free: the total loses the delivery cost.
    const withPickup = delivery > 0 ? await totalChangedFrom(page, withPoints) : withPoints
    expect(withPickup).toBeCloseTo(withPoints - delivery, 2)

    await page.getByRole('button', { name: 'Подтвердить заказ' }).click()
    const heading = page.getByRole('heading', { level: 1, name: /Заказ VT-\d{4}-\d+ оформлен/ })
    await heading.waitFor()
    expect(new URL(page.url()).searchParams.get('placed')).toMatch(/^\d+$/)
    expect(await page.getByText(`Подтверждение отправлено на ${user.email}`).count()).toBe(1)
    expect(money(await page.getByTestId('placed-total').textContent())).toBe(withPickup)
    expect(await page.getByText('Списано баллов').count()).toBe(1)
    await page.getByRole('link', { name: /Корзина, В корзине 0 товаров/ }).waitFor()
    const placedId = new URL(page.url()).searchParams.get('placed')
    expect(await page.getByRole('link', { name: 'История заказов' }).getAttribute('href')).toBe(
      `/my/history/?order=${placedId}`,
    )

    // A reload shows the same confirmation.
    await open(page, page.url().replace(page.url().split('/order')[0]!, ''))
    await heading.waitFor()
  })

  it('keeps what was typed on a local error, shows refusals of the server (en)', async () => {
    const page = await buyerPage('/en/order/form/')
    await page.getByTestId('checkout-total').waitFor()
    const company = await page.getByRole('textbox', { name: /Company name/ }).inputValue()
    await page.getByRole('textbox', { name: /Order comment/ }).fill('Call before delivery')
    await page.getByRole('textbox', { name: /Phone/ }).fill('')
    await page.getByRole('button', { name: 'Place order' }).click()
    const phone = page.getByRole('textbox', { name: /Phone/ })
    expect(await phone.getAttribute('aria-invalid')).toBe('true')
    const errorId = (await phone.getAttribute('aria-describedby'))!.split(' ')[0]!
    expect(await page.locator(`[id="${errorId}"]`).textContent()).toBe('This field is required')
    expect(await page.getByRole('textbox', { name: /Company name/ }).inputValue()).toBe(company)
    expect(await page.getByRole('textbox', { name: /Order comment/ }).inputValue()).toBe('Call before delivery')
    expect(await page.getByText('This field is required').count()).toBe(2) // the phone and the date

    // An expired coupon: the server's refusal under the coupon field.
    await page.getByRole('textbox', { name: 'Coupon' }).fill('SUMMER10')
    await page.getByRole('button', { name: 'Apply' }).click()
    await page.getByText('There is no such valid coupon').waitFor()

    // The cart emptied elsewhere: the checkout error, the form as typed.
    await phone.fill('+7 912 345-67-89')
    await pickLastDay(page, /Delivery date/)
    await clearCart(page)
    await page.getByRole('button', { name: 'Place order' }).click()
    const alert = page.getByRole('alert').filter({ hasText: 'Checkout error' })
    await alert.waitFor()
    expect(await alert.textContent()).toContain('The cart holds nothing that can be ordered')
    expect(await page.getByRole('textbox', { name: /Order comment/ }).inputValue()).toBe('Call before delivery')
  })

  it('leads from the cart page to checkout, in both languages', async () => {
    const page = await buyerPage('/order/cart/')
    await page.getByRole('link', { name: 'Оформить заказ' }).click()
    await page.getByRole('heading', { level: 1, name: 'Оформление заказа' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/order/form/')
    await open(page, '/en/order/cart/')
    expect(await page.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/en/order/form/')
  })

  it('offers the catalogue for an empty cart and ignores an unknown confirmation', async () => {
    const page = await buyerPage('/order/form/', { withProduct: false })
    await page.getByText('В корзине нет товаров для заказа.').waitFor()
    expect(await page.getByRole('button', { name: 'Подтвердить заказ' }).count()).toBe(0)
    for (const search of ['?placed=999999', '?placed=abc', '?placed=-1']) {
      const response = await open(page, `/en/order/form/${search}`)
      expect(response?.status()).toBe(200)
      await page.getByText('There is nothing to order in your cart.').waitFor()
    }
  })

  it('keeps guests out', async () => {
    expect(await guestLanding(browser, '/order/form/')).toBe('/')
  })
})
