// The checkout form as the buyer: a cart over the order minimum, the contacts typed over the profile, then the
// model's steps through the page (the date from the calendar, the phone, points, the coupon field and its button,
// "try again" under a failed preview, the submit button). The preview, the coupon and the order are held: each
// is let through to the server or answered with the failure the model names. Each state is checked on the page:
// the summary (busy, the total the server priced, or the failure with its retry), the coupon field and its
// error or the applied coupon, the form's values and errors, the checkout error, and the placed order's page.
import type { Page, Response } from 'playwright-core'
import { expect } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { checkoutMachine, type CheckoutContext } from '../../../machines/checkout.machine'
import { formatPrice } from '../../../contract/format/price'
import type { OrderDetail, OrderTotals } from '../../../contract/orders'
import { m } from '../../../messages/compiled/messages.js'
import type { PathAdapter, PathDriver, Step } from '../adapter'
import { eventually } from '../eventually'
import type { HeldRequests } from '../held-requests'
import type { Message, PathSession } from '../session'
import { openCheckout } from './checkout-page'
import {
  APPLIED,
  APPLY_FAILED,
  checkoutModel,
  checkoutPaths,
  EXCLUDED,
  FORM,
  INPUT,
  PLACE_FAILED,
  PLACED,
  PRICE_FAILED,
  PRICED,
  type ModelEvent,
} from './checkout.model'

/** The server's texts the model names by message key (checkout.model.ts), and the page's own keys. */
const TEXTS: Record<string, Message<Record<string, never>>> = {
  orders_coupon_invalid: m.orders_coupon_invalid,
  orders_cart_empty: m.orders_cart_empty,
  forms_validation_phone_min: m.forms_validation_phone_min,
  forms_validation_required: m.forms_validation_required,
  errors_serverError: m.errors_serverError,
}

const normalized = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim()

/** The data of a failure with every text put into the path's language, as the server would answer it. */
function translated(session: PathSession, value: unknown): unknown {
  if (typeof value === 'string') return textOf(session, value)
  if (Array.isArray(value)) return value.map((item) => translated(session, item))
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, translated(session, item)]))
  return value
}

function textOf(session: PathSession, key: string) {
  const message = TEXTS[key]
  if (!message) throw new Error(`the adapter knows no text for "${key}"`)
  return session.t(message)
}

const endsWith = (suffix: RegExp) => (url: URL) => url.pathname.startsWith('/api/') && suffix.test(url.pathname)

/** The text of the error a control is described by ('' when it has none). */
async function errorOf(page: Page, control: ReturnType<Page['locator']>) {
  if ((await control.getAttribute('aria-invalid')) !== 'true') return ''
  const id = (await control.getAttribute('aria-describedby'))?.split(' ')[0]
  return id ? normalized(await page.locator(`[id="${id}"]`).textContent()) : ''
}

async function open(session: PathSession): Promise<PathDriver> {
  const { page, t } = session
  const prices = await session.hold({ url: endsWith(/\/orders\/calc-price\/$/) })
  const coupons = await session.hold({ url: endsWith(/\/orders\/apply-coupon\/$/) })
  const orders = await session.hold({
    url: endsWith(/\/orders\/$/),
    holds: (request) => request.method() === 'POST',
  })
  await openCheckout(session)
  await prices.next()

  const summary = page.getByRole('complementary', { name: t(m.checkout_summary_title) })
  const preview = summary.getByRole('status')
  const phone = page.getByRole('textbox', { name: t(m.checkout_phone) })
  const dateButton = page.getByRole('button', { name: t(m.checkout_date) })
  const couponField = page.getByRole('textbox', { name: t(m.checkout_coupon) })
  const applyButton = page.getByRole('button', { name: t(m.checkout_coupon_apply), exact: true })
  const points = page.getByRole('checkbox', { name: t(m.checkout_points) })
  const submitButton = summary.getByRole('button', {
    name: new RegExp(`^(${escaped(t(m.checkout_submit))}|${escaped(t(m.checkout_submitting))})$`),
  })
  const checkoutError = page.getByRole('alert').filter({ hasText: t(m.checkout_error) })
  let priced: OrderTotals | null = null
  let placed: OrderDetail | null = null

  // Every path starts from the same contacts, whatever the buyer's profile holds.
  await page.getByRole('textbox', { name: t(m.checkout_company) }).fill(FORM.company_name)
  await page.getByRole('textbox', { name: t(m.checkout_email) }).fill(FORM.email)
  await phone.fill(FORM.phone)
  await page.getByRole('combobox', { name: t(m.checkout_address) }).fill(FORM.delivery_address)

  /** Lets every held request of `held` through; answers the last one's response. */
  async function releaseAll(held: HeldRequests) {
    let response: Response | null = null
    while (held.waiting.length > 0) response = await held.release()
    if (!response) throw new Error('no request was held')
    return response
  }

  /** Answers the held request with the model's failure, its texts in the path's language. */
  const fail = (held: HeldRequests, error: { status: number; data: unknown }) =>
    held.answer(error.status, translated(session, error.data))

  async function act({ event, advance }: Step) {
    const step = event as ModelEvent
    switch (step.type) {
      case 'checkout.edit':
        if (step.field === 'phone') await phone.fill(step.value)
        else await pickDate(step.value)
        break
      case 'checkout.submit':
        await submitButton.click()
        break
      case 'points.toggle':
        await points.setChecked(step.on)
        break
      case 'coupon.edit':
        await couponField.fill(step.value)
        break
      case 'coupon.apply':
        await applyButton.click()
        break
      case 'coupon.remove':
        await page.getByRole('button', { name: t(m.checkout_coupon_remove) }).click()
        break
      case 'totals.refresh':
        await summary.getByRole('button', { name: t(m.checkout_totals_retry) }).click()
        break
      case PRICED:
        priced = (await (await releaseAll(prices)).json()) as OrderTotals
        break
      case PRICE_FAILED:
        await fail(prices, step.error)
        break
      case APPLIED:
        // The server itself applies the valid coupon and refuses the expired one.
        expect((await releaseAll(coupons)).status()).toBe(200)
        break
      case APPLY_FAILED:
        expect((await releaseAll(coupons)).status()).toBe(step.error.status)
        break
      case PLACED: {
        const response = await releaseAll(orders)
        expect(response.status()).toBe(201)
        placed = (await response.json()) as OrderDetail
        break
      }
      case PLACE_FAILED:
        await fail(orders, step.error)
        break
    }
    // The call the machine starts next has come before the step ends (a held request the next step settles).
    const next = advance()
    if (next.status === 'done') return
    for (const [region, state, held] of [
      ['totals', 'pricing', prices],
      ['coupon', 'applying', coupons],
      ['form', 'submitting', orders],
    ] as const)
      if (next.matches({ open: { [region]: state } })) await held.next()
  }

  async function pickDate(date: string) {
    await dateButton.click()
    await page
      .getByRole('dialog', { name: t(m.date_picker_calendar) })
      .locator(`[data-date="${date}"]`)
      .click()
    await eventually(async () => expect(await page.locator('input[name="delivery_date"]').inputValue()).toBe(date))
  }

  async function checkTotals(state: AnyMachineSnapshot, context: CheckoutContext) {
    if (state.matches({ open: { totals: 'pricing' } })) {
      expect(prices.waiting).toHaveLength(1)
      await eventually(async () => expect(await preview.getAttribute('aria-busy')).toBe('true'))
      return
    }
    expect(prices.waiting).toHaveLength(0)
    await eventually(async () => expect(await preview.getAttribute('aria-busy')).toBeNull())
    const retry = summary.getByRole('button', { name: t(m.checkout_totals_retry) })
    if (state.matches({ open: { totals: 'unpriced' } })) {
      expect(normalized(await preview.textContent())).toContain(normalized(t(m.checkout_totals_failed)))
      expect(await retry.count()).toBe(1)
      return
    }
    expect(await retry.count()).toBe(0)
    expect(priced).not.toBeNull()
    expect(normalized(await summary.getByTestId('checkout-total').textContent())).toBe(
      normalized(formatPrice(priced!.total)),
    )
    expect(Boolean(priced!.coupon)).toBe(context.coupon !== '')
    expect(priced!.points_used > 0).toBe(context.usePoints)
    expect(await points.isChecked()).toBe(context.usePoints)
  }

  async function checkCoupon(state: AnyMachineSnapshot, context: CheckoutContext) {
    expect(await couponField.inputValue()).toBe(context.couponDraft)
    const applying = state.matches({ open: { coupon: 'applying' } })
    expect(coupons.waiting).toHaveLength(applying ? 1 : 0)
    await eventually(async () => expect(await applyButton.isDisabled()).toBe(applying))
    const shown = context.couponError ? [context.couponError] : (context.fieldErrors.coupon ?? [])
    await eventually(async () =>
      expect(await errorOf(page, couponField)).toBe(normalized(shown.map((key) => textOf(session, key)).join(' '))),
    )
    const applied = page.getByRole('status').filter({ hasText: t(m.checkout_coupon_applied, { code: context.coupon }) })
    expect(await applied.count()).toBe(context.coupon ? 1 : 0)
  }

  async function checkForm(state: AnyMachineSnapshot, context: CheckoutContext) {
    const submitting = state.matches({ open: { form: 'submitting' } })
    expect(orders.waiting).toHaveLength(submitting ? 1 : 0)
    await eventually(async () =>
      expect(normalized(await submitButton.textContent())).toBe(
        normalized(t(submitting ? m.checkout_submitting : m.checkout_submit)),
      ),
    )
    expect(await submitButton.isDisabled()).toBe(submitting)
    expect(await phone.inputValue()).toBe(context.form.phone)
    expect(await page.locator('input[name="delivery_date"]').inputValue()).toBe(context.form.delivery_date)
    const { phone: phoneErrors = [], delivery_date: dateErrors = [], coupon: _coupon, ...others } = context.fieldErrors
    expect(others).toEqual({})
    const text = (keys: string[]) => normalized(keys.map((key) => textOf(session, key)).join(' '))
    await eventually(async () => expect(await errorOf(page, phone)).toBe(text(phoneErrors)))
    expect(await errorOf(page, dateButton)).toBe(text(dateErrors))
    if (context.message === null) {
      expect(await checkoutError.count()).toBe(0)
      return
    }
    const alert = normalized(await checkoutError.textContent())
    for (const line of context.message.split('\n')) expect(alert).toContain(normalized(textOf(session, line)))
  }

  return {
    act,
    check: async (state) => {
      if (state.status === 'done') {
        expect(placed).not.toBeNull()
        await page
          .getByRole('heading', { level: 1, name: t(m.checkout_placed_title, { number: placed!.number }) })
          .waitFor()
        expect(new URL(page.url()).searchParams.get('placed')).toBe(String(placed!.id))
        return
      }
      const context = state.context as CheckoutContext
      await checkTotals(state, context)
      await checkCoupon(state, context)
      await checkForm(state, context)
    },
    describe: async () =>
      normalized(
        `${await summary.textContent().catch(() => '')} | ${await checkoutError.textContent().catch(() => '')}`,
      ).slice(0, 600),
  }
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

export const checkoutAdapter: PathAdapter = {
  name: 'checkout',
  machine: checkoutMachine,
  model: checkoutModel,
  input: INPUT,
  paths: checkoutPaths,
  excluded: EXCLUDED,
  as: 'buyer',
  writes: { [PLACED]: 'places an order, which the runner cannot take back' },
  open,
}
