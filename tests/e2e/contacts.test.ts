// The contacts page in Chromium: the page in Russian and English as the API describes it, and the contact form —
// the shared rules before sending, the required consent, the success modal, a failure that keeps the input, and
// the server's field errors under their fields.
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { ContactsPage } from '../../contract/content'
import { open, setupBrowser } from './browser'

const browser = setupBrowser()

const FEEDBACK = /\/api\/(en\/)?forms\/feedback\/$/

const contactsData = (page: Page, locale: 'ru' | 'en') =>
  page.evaluate(
    async (prefix) => (await (await fetch(`/api${prefix}/pages/contactspage/`)).json()) as ContactsPage,
    locale === 'en' ? '/en' : '',
  )

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })

/** The texts the field points at with aria-describedby: its error (and hint). */
const described = (input: Locator) =>
  input.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' | '),
  )

/** Counts the form's POSTs to forms/feedback/. */
function countPosts(page: Page) {
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && FEEDBACK.test(new URL(request.url()).pathname))
      posts.push(request.postData() ?? '')
  })
  return posts
}

async function fillValid(page: Page) {
  await field(page, 'ФИО').fill('Иван Петров')
  await field(page, 'Телефон').fill('+7 (912) 345-67-89')
  await field(page, 'Город').fill('Казань')
  await field(page, 'Вопрос').fill('Есть ли доставка в Казань?')
  await page.getByRole('checkbox', { name: 'Я согласен на обработку персональных данных' }).check()
}

const submit = (page: Page) => page.getByRole('button', { name: 'Отправить вопрос' }).click()

describe('contacts page', () => {
  it('shows the title, text, company contacts and every city in Russian', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    const response = await open(page, '/contacts/')
    expect(response?.status()).toBe(200)
    const data = await contactsData(page, 'ru')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(data.title)
    expect(await page.title()).toBe(data.meta.title || `${data.title} — Витрина`)
    if (data.meta.description)
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(data.meta.description)
    const main = page.locator('main')
    for (const phone of data.phones)
      expect(await main.locator(`a[href^="tel:"]`, { hasText: phone }).count()).toBeGreaterThan(0)
    for (const email of data.emails) expect(await main.locator(`a[href="mailto:${email}"]`).count()).toBeGreaterThan(0)
    const cities = page
      .getByRole('region', { name: 'Контакты в городах' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) })
    expect(await cities.count()).toBe(data.cities.length)
    expect(await cities.first().textContent()).toContain(data.cities[0]!.phone)
    // The visitor's city (the default one without a choice) is marked.
    expect(await page.getByText('Ваш город', { exact: true }).count()).toBe(1)
    // The form starts with the visitor's city.
    expect(await field(page, 'Город').inputValue()).toBe(data.cities.find((city) => city.is_default)?.title)
    await context.close()
  })

  it('is in English under /en/', async () => {
    const context = await browser.newContext({ width: 375, height: 800 })
    const page = await context.newPage()
    expect((await open(page, '/en/contacts/'))?.status()).toBe(200)
    const data = await contactsData(page, 'en')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(data.title)
    expect(await page.getByRole('heading', { name: 'Contacts in cities' }).count()).toBe(1)
    expect(await page.locator('main').textContent()).toContain(data.cities[0]!.title)
    expect(await page.getByRole('button', { name: 'Send question' }).count()).toBe(1)
    expect(await page.getByRole('checkbox', { name: 'I agree to the processing of my personal data' }).count()).toBe(1)
    await context.close()
  })

  it('checks the fields before sending and requires the consent', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await open(page, '/contacts/')
    const posts = countPosts(page)
    await field(page, 'Город').fill('')
    await submit(page)
    for (const label of ['ФИО', 'Телефон', 'Город', 'Вопрос']) {
      await expect.poll(() => field(page, label).getAttribute('aria-invalid')).toBe('true')
      expect(await described(field(page, label))).toContain('Обязательное поле')
    }
    const consent = page.getByRole('checkbox', { name: 'Я согласен на обработку персональных данных' })
    expect(await described(consent)).toBe('Нужно согласие на обработку персональных данных')

    await fillValid(page)
    await field(page, 'Телефон').fill('12345')
    await consent.uncheck()
    await submit(page)
    await expect.poll(() => described(field(page, 'Телефон'))).toContain('11')
    expect(await described(consent)).toBe('Нужно согласие на обработку персональных данных')
    expect(await field(page, 'ФИО').getAttribute('aria-invalid')).toBeNull()
    // Editing a field drops its message.
    await consent.check()
    expect(await consent.getAttribute('aria-invalid')).toBeNull()
    expect(posts).toEqual([])
    await context.close()
  })

  it('sends the question and shows the success modal, then starts over', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await open(page, '/contacts/')
    const posts = countPosts(page)
    await fillValid(page)
    await submit(page)
    const modal = page.getByRole('dialog', { name: 'Вопрос отправлен' })
    await expect.poll(() => modal.count()).toBe(1)
    expect(await modal.textContent()).toContain('Ваш вопрос отправлен')
    expect(posts).toHaveLength(1)
    expect(JSON.parse(posts[0]!)).toMatchObject({
      full_name: 'Иван Петров',
      city: 'Казань',
      agreement: true,
      website: '',
    })
    await modal.getByRole('button', { name: 'Понятно' }).click()
    await expect.poll(() => modal.count()).toBe(0)
    expect(await field(page, 'ФИО').inputValue()).toBe('')
    expect(await field(page, 'Вопрос').inputValue()).toBe('')
    expect(await page.getByRole('checkbox', { name: 'Я согласен на обработку персональных данных' }).isChecked()).toBe(
      false,
    )
    await context.close()
  })

  it('says "Error sending question" on a failure and keeps what was typed', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.route(FEEDBACK, (route) =>
      route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Internal Server Error</h1>' }),
    )
    await open(page, '/contacts/')
    await fillValid(page)
    await submit(page)
    const alert = page.getByRole('alert')
    await expect.poll(() => alert.textContent()).toContain('Ошибка отправки вопроса')
    expect(await field(page, 'ФИО').inputValue()).toBe('Иван Петров')
    expect(await field(page, 'Вопрос').inputValue()).toBe('Есть ли доставка в Казань?')
    expect(await page.getByRole('dialog').count()).toBe(0)
    await context.close()
  })

  it('shows the server field errors under their fields', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.route(FEEDBACK, (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ phone: ['Номер не обслуживается'] }),
      }),
    )
    await open(page, '/contacts/')
    await fillValid(page)
    await submit(page)
    await expect.poll(() => described(field(page, 'Телефон'))).toContain('Номер не обслуживается')
    expect(await page.getByRole('alert').textContent()).toContain('Ошибка отправки вопроса')
    await field(page, 'Телефон').fill('+7 912 345-67-80')
    expect(await described(field(page, 'Телефон'))).not.toContain('Номер не обслуживается')
    await context.close()
  })
})
