// The profile page in Chromium as the demo buyer: the details and the manager, field errors from the browser and
// from the server, a saved change that survives a reload, and the password change. Whatever a test changes on
// the shared demo account it puts back.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS } from '../../server/seed/accounts/accounts'
import { open, setupBrowser } from './browser'

const browser = setupBrowser()

const profileForm = (page: Page) => page.locator('form', { has: page.getByRole('heading', { name: 'Данные профиля' }) })
const passwordForm = (page: Page) => page.locator('form', { has: page.getByRole('heading', { name: 'Смена пароля' }) })

/** The error text under a field: the element its input names in aria-describedby. */
async function errorOf(page: Page, label: string, form = profileForm(page)) {
  const input = form.getByLabel(label, { exact: true })
  await expect.poll(() => input.getAttribute('aria-invalid')).toBe('true')
  const ids = ((await input.getAttribute('aria-describedby')) ?? '').split(' ')
  return (await page.locator(`[id="${ids[0]}"]`).textContent())?.trim() ?? ''
}

async function openProfile(page: Page) {
  const response = await open(page, '/my/')
  expect(response?.status()).toBe(200)
  return page
}

async function saveProfile(page: Page) {
  await profileForm(page).getByRole('button', { name: 'Сохранить изменения' }).click()
  await page.getByRole('status').filter({ hasText: 'Изменения сохранены' }).waitFor()
}

describe('profile page', () => {
  it('shows the buyer’s details, the personal manager and the order form, and is not indexed', async () => {
    const context = await browser.newContext({ buyer: true })
    const page = await openProfile(await context.newPage())
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBeTruthy()
    const form = profileForm(page)
    expect(await form.getByLabel('Электронная почта', { exact: true }).inputValue()).toBe(DEMO_ACCOUNTS.buyer.email)
    expect(await form.getByLabel('Название организации').inputValue()).toBe('ООО «Хвостик»')
    expect(await form.getByLabel('Юридическое лицо').isChecked()).toBe(true)

    const manager = page.getByRole('region', { name: 'Ваш персональный менеджер' })
    expect(await manager.textContent()).toContain('Екатерина Смирнова')
    expect(await manager.locator('a[href^="tel:"]').count()).toBe(1)
    expect(await manager.locator('a[href^="mailto:"]').count()).toBe(1)
    const orderForm = manager.getByRole('link', { name: 'Скачать бланк заказа' })
    expect(await orderForm.getAttribute('href')).toMatch(/order-form/)

    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex')
    await context.close()
  })

  it('shows a bad phone’s error under the field and clears it when the value changes', async () => {
    const context = await browser.newContext({ buyer: true })
    const page = await openProfile(await context.newPage())
    const phone = profileForm(page).getByLabel('Телефон')
    await phone.fill('12-34')
    await profileForm(page).getByRole('button', { name: 'Сохранить изменения' }).click()
    expect(await errorOf(page, 'Телефон')).toBe('Не меньше 11 цифр')
    await phone.fill('phone please')
    await profileForm(page).getByRole('button', { name: 'Сохранить изменения' }).click()
    expect(await errorOf(page, 'Телефон')).toBe('Только цифры')
    await phone.fill('+7 916 123-45-6')
    expect(await phone.getAttribute('aria-invalid')).toBeNull()
    await context.close()
  })

  it('shows the server’s refusal of a taken e-mail under the e-mail field', async () => {
    const context = await browser.newContext({ buyer: true })
    const page = await openProfile(await context.newPage())
    const email = profileForm(page).getByLabel('Электронная почта', { exact: true })
    await email.fill(DEMO_ACCOUNTS.pending.email)
    await profileForm(page).getByRole('button', { name: 'Сохранить изменения' }).click()
    expect(await errorOf(page, 'Электронная почта')).toBeTruthy()
    await email.fill(DEMO_ACCOUNTS.buyer.email)
    expect(await email.getAttribute('aria-invalid')).toBeNull()
    await context.close()
  })

  it('saves a valid change, which the page shows after a reload', async () => {
    const context = await browser.newContext({ buyer: true })
    const page = await openProfile(await context.newPage())
    const phone = () => profileForm(page).getByLabel('Телефон')
    const original = await phone().inputValue()
    await phone().fill('+7 916 000-11-22')
    await saveProfile(page)
    await page.reload()
    await page.waitForSelector('html[data-hydrated]')
    expect((await phone().inputValue()).replace(/\D/g, '')).toBe('79160001122')

    await phone().fill(original)
    await saveProfile(page)
    await context.close()
  })
})

describe('e-mail change', () => {
  it('asks the current password for a new e-mail, says where the confirmation went, keeps the address', async () => {
    const context = await browser.newContext({ buyer: true })
    const page = await openProfile(await context.newPage())
    const form = profileForm(page)
    const email = form.getByLabel('Электронная почта', { exact: true })
    const current = form.getByLabel('Текущий пароль (для смены e-mail)')
    expect(await current.count()).toBe(0)
    await email.fill('buyer-new-address@example.com')
    await form.getByRole('button', { name: 'Сохранить изменения' }).click()
    expect(await errorOf(page, 'Текущий пароль (для смены e-mail)')).toMatch(/текущий пароль/)
    await current.fill(DEMO_ACCOUNTS.buyer.password)
    await form.getByRole('button', { name: 'Сохранить изменения' }).click()
    await page
      .getByRole('status')
      .filter({ hasText: 'Мы отправили ссылку для подтверждения на buyer-new-address@example.com' })
      .waitFor()
    expect(await email.inputValue()).toBe(DEMO_ACCOUNTS.buyer.email)
    expect(await current.count()).toBe(0)
    await context.close()
  })

  it('the confirmation page refuses an unknown link after the button is pressed', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    expect((await open(page, `/en/auth/email/?token=${'a'.repeat(43)}`))?.status()).toBe(200)
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex')
    await page.getByRole('button', { name: 'Confirm the address' }).click()
    await page
      .getByRole('alert')
      .filter({ hasText: 'The e-mail confirmation link is invalid or has expired' })
      .waitFor()
    await context.close()
  })
})

describe('password change', () => {
  const { email, password } = DEMO_ACCOUNTS.buyer
  const fresh = 'a-new-secret-7'

  const change = async (page: Page, values: { current: string; password: string; repeat: string }) => {
    const form = passwordForm(page)
    await form.getByLabel('Текущий пароль').fill(values.current)
    await form.getByLabel('Новый пароль', { exact: true }).fill(values.password)
    await form.getByLabel('Новый пароль ещё раз').fill(values.repeat)
    await form.getByRole('button', { name: 'Сменить пароль' }).click()
  }

  const signIn = (secret: string) =>
    fetch(`${browser.baseURL}/api/authorization/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, password: secret }),
    })

  it('refuses different new passwords and a wrong current one, each under its field', async () => {
    const context = await browser.newContext({ buyer: true })
    const page = await openProfile(await context.newPage())
    await change(page, { current: password, password: fresh, repeat: `${fresh}-typo` })
    expect(await errorOf(page, 'Новый пароль ещё раз', passwordForm(page))).toBe('Пароли не совпадают')
    await change(page, { current: password, password: 'abc', repeat: 'abc' })
    expect(await errorOf(page, 'Новый пароль', passwordForm(page))).toBe('Пароль должен быть не короче пяти символов')
    await change(page, { current: 'not-my-password', password: fresh, repeat: fresh })
    expect(await errorOf(page, 'Текущий пароль', passwordForm(page))).toBeTruthy()
    await context.close()
  })

  it('changes the password, keeps the buyer signed in, and changes it back', async () => {
    const context = await browser.newContext({ buyer: true })
    const page = await openProfile(await context.newPage())
    await change(page, { current: password, password: fresh, repeat: fresh })
    await passwordForm(page).getByRole('status').waitFor()
    expect(await passwordForm(page).getByLabel('Текущий пароль').inputValue()).toBe('')
    expect((await signIn(fresh)).status).toBe(200)

    await page.reload()
    await page.waitForSelector('html[data-hydrated]')
    expect(new URL(page.url()).pathname).toBe('/my/')
    await change(page, { current: fresh, password, repeat: password })
    await passwordForm(page).getByRole('status').waitFor()
    expect((await signIn(password)).status).toBe(200)
    await context.close()
  })
})
