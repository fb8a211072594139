// A company registers through the form, is told it waits for activation, cannot sign in until staff activate
// it with the staff command, then signs in through the header dialog, sees the account menu and signs out.
import { describe, expect, it } from 'vitest'
import { newCompany, signInThroughHeader, staff } from './accounts'
import { open, setupBrowser } from './browser'

const browser = setupBrowser()

describe('registration, activation and sign-in in Chromium', () => {
  it('registers a company, refuses it until activated, then signs it in and out', async () => {
    const company = newCompany('reg')
    const context = await browser.newContext()
    const page = await context.newPage()
    await open(page, '/auth/registration/')
    await expect.poll(() => page.locator('h1').textContent()).toBe('Регистрация')

    // The shared rules run before anything is sent: an empty form shows the field messages, none of them a server's.
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click()
    await expect.poll(() => page.getByText('Обязательное поле').count()).toBeGreaterThan(5)
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('organization_name')

    await page.getByLabel('Юридическое лицо').check()
    await page.getByLabel('Название организации').fill(company.organization_name)
    await page.getByLabel('ИНН').fill('1234567890')
    await page.getByLabel('Юридический адрес').fill(company.legal_address)
    await page.getByLabel('Совпадает с юридическим').check()
    expect(await page.getByLabel('Фактический адрес').inputValue()).toBe(company.legal_address)
    await page.getByLabel('ФИО').fill(company.full_name)
    await page.getByLabel('Телефон').fill(company.phone)
    await page.getByLabel('E-mail (логин для входа)').fill(company.email)
    await page.getByLabel('Пароль', { exact: true }).fill(company.password)
    await page.getByLabel('Пароль ещё раз').fill('something-else')
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click()
    await expect.poll(() => page.getByText(/Неверный ИНН/).isVisible()).toBe(true)
    await expect.poll(() => page.getByText('Пароли не совпадают').isVisible()).toBe(true)
    // Changing a field takes its message away.
    await page.getByLabel('ИНН').fill(company.organization_inn)
    await expect.poll(() => page.getByText(/Неверный ИНН/).count()).toBe(0)
    await page.getByLabel('Пароль ещё раз').fill(company.password)
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click()

    const notice = page.getByRole('status')
    await expect.poll(() => notice.getByRole('heading').textContent()).toBe('Заявка на регистрацию принята')
    expect(await notice.textContent()).toMatch(/рабочие дни с 9:00 до 17:00.*Менеджер позвонит/s)

    // Not active yet: the sign-in dialog says why.
    const dialog = await signInThroughHeader(page, company.email, company.password)
    const refusal = dialog.getByRole('alert')
    await expect
      .poll(() => refusal.textContent(), { timeout: 10_000 })
      .toMatch(/^Не удалось войти.*не активирован.*9:00/s)

    expect(await staff('pending')).toContain(company.email)
    expect(await staff('activate', company.email)).toContain(company.email)

    await Promise.all([page.waitForEvent('load'), signInThroughHeader(page, company.email, company.password)])
    await page.waitForSelector('html[data-hydrated]')
    const menuButton = page.getByRole('button', { name: 'Меню личного кабинета' })
    await menuButton.click()
    const menu = page.getByRole('banner')
    for (const [label, href] of [
      ['Профиль', '/my/'],
      ['Программа лояльности', '/my/loyalty-program/'],
      ['История заказов', '/my/history/'],
      ['Анкета', '/my/survey/'],
    ]) {
      expect(await menu.getByRole('link', { name: label, exact: true }).getAttribute('href'), label).toBe(href)
    }
    // A new company takes no part in the loyalty programme yet and has no manager with an order form.
    expect(await menu.getByRole('link', { name: /^Бонусы:/ }).count()).toBe(0)
    expect(await menu.getByRole('link', { name: 'Скачать бланк заказа' }).count()).toBe(0)

    await open(page, '/catalog/')
    await page.getByRole('button', { name: 'Меню личного кабинета' }).click()
    await Promise.all([page.waitForURL(`${browser.baseURL}/`), page.getByRole('button', { name: 'Выйти' }).click()])
    await page.waitForSelector('html[data-hydrated]')
    await expect.poll(() => page.getByRole('button', { name: 'Войти', exact: true }).isVisible()).toBe(true)
    expect(await page.getByRole('button', { name: 'Меню личного кабинета' }).count()).toBe(0)
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('session')
    await context.close()
  })

  it('shows the demo buyer the bonus balance and the order form in the account menu', async () => {
    const guest = await browser.newContext()
    const guestPage = await guest.newPage()
    await open(guestPage, '/')
    expect(await guestPage.getByRole('banner').getByRole('link', { name: 'Стать клиентом' }).getAttribute('href')).toBe(
      '/auth/registration/',
    )
    await guest.close()

    const context = await browser.newContext({ buyer: true })
    const page = await context.newPage()
    await open(page, '/')
    await page.getByRole('button', { name: 'Меню личного кабинета' }).click()
    const menu = page.getByRole('banner')
    // The header's "become a client" button leads to registration, which a buyer cannot open.
    expect(await menu.getByRole('link', { name: 'Стать клиентом' }).count()).toBe(0)
    const bonuses = menu.getByRole('link', { name: /^Бонусы: [\d\s ]+(,\d\d)? ₽$/ })
    expect(await bonuses.getAttribute('href')).toBe('/my/bonuses/')
    expect(await menu.getByRole('link', { name: 'Скачать бланк заказа' }).getAttribute('href')).toBeTruthy()
    // The balance leads to the bonus ledger.
    await bonuses.click()
    await page.waitForURL(`${browser.baseURL}/my/bonuses/`)
    await context.close()
  })

  it('fills the company from a suggestion chosen with the keyboard, and ignores failing suggestions', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    const asked: string[] = []
    // The e2e server has no suggestions provider: the answers a provider would give are played here.
    await page.route('**/api/suggestions/company/**', (route) => {
      asked.push(new URL(route.request().url()).searchParams.get('query') ?? '')
      return route.fulfill({
        json: {
          results: [
            {
              name: 'ООО «Ромашка»',
              inn: '7701234560',
              kpp: '770101001',
              legal_address: 'г. Москва, ул. Ленина, д. 1',
              user_type: 'legal',
              full_name: 'Иванов Иван Иванович',
            },
            {
              name: 'ИП Петров Пётр Петрович',
              inn: '770123456789',
              kpp: '',
              legal_address: 'г. Москва, ул. Мира, д. 5',
              user_type: 'entrepreneur',
              full_name: 'Петров Пётр Петрович',
            },
          ],
        },
      })
    })
    await page.route('**/api/suggestions/address/**', (route) =>
      route.fulfill({ status: 500, json: { detail: 'provider down' } }),
    )
    await open(page, '/auth/registration/')

    await page.getByLabel('ИНН').pressSequentially('7701', { delay: 30 })
    const options = page.getByRole('option')
    await expect.poll(() => options.count()).toBe(2)
    // Typing quickly asks once, for the whole text.
    expect(asked).toEqual(['7701'])
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    expect(await options.nth(1).getAttribute('aria-selected')).toBe('true')
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByRole('listbox').count()).toBe(0)
    expect(await page.getByLabel('ИНН').inputValue()).toBe('770123456789')
    expect(await page.getByLabel('Название организации').inputValue()).toBe('ИП Петров Пётр Петрович')
    expect(await page.getByLabel('Юридический адрес').inputValue()).toBe('г. Москва, ул. Мира, д. 5')
    expect(await page.getByLabel('Индивидуальный предприниматель').isChecked()).toBe(true)

    // Escape closes the list and keeps the text.
    await page.getByLabel('Название организации').fill('Ромашка')
    await expect.poll(() => options.count()).toBe(2)
    await page.keyboard.press('Escape')
    expect(await page.getByRole('listbox').count()).toBe(0)
    expect(await page.getByLabel('Название организации').inputValue()).toBe('Ромашка')

    // A failing provider gives no list and the field goes on working.
    const failed = page.waitForResponse('**/api/suggestions/address/**')
    await page.getByLabel('Фактический адрес').fill('г. Казань, ул. Баумана')
    await failed
    expect(await page.getByRole('listbox').count()).toBe(0)
    expect(await page.getByLabel('Фактический адрес').inputValue()).toBe('г. Казань, ул. Баумана')
    await context.close()
  })
})
