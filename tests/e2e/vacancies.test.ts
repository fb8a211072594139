// Vacancies in Chromium, in Russian and English: the list, a vacancy's page and the response form — checked
// in the browser with the API's rules, sent and mailed to staff, refused by the server field by field, and
// failing with the data kept; 404s for unknown vacancies and the empty list.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import type { ContentPage, Vacancy, VacancyDetail } from '../../contract/content'
import { open, setupBrowser } from './browser'

const browser = setupBrowser()

async function apiGet<T>(address: string): Promise<T> {
  const response = await fetch(`${browser.baseURL}/api/${address}`)
  return response.json() as Promise<T>
}

type VacanciesPage = ContentPage & { results: Vacancy[] }

/** The texts of every mail the server has written to its mail folder so far. */
async function mailTexts(): Promise<string[]> {
  const folder = path.join(inject('dataDir'), 'mail')
  const names = await readdir(folder).catch(() => [] as string[])
  return Promise.all(
    names.map(async (name) => {
      const mail = await simpleParser(await readFile(path.join(folder, name)))
      return `${mail.subject ?? ''}\n${mail.text ?? ''}`
    }),
  )
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })

/** Counts the responses the browser sends. */
function countSubmissions(page: Page) {
  const sent = { count: 0 }
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/forms/vacancy/')) sent.count++
  })
  return sent
}

describe('vacancies in Chromium', () => {
  for (const locale of ['ru', 'en'] as const) {
    const prefix = locale === 'en' ? '/en' : ''
    const api = locale === 'en' ? 'en/' : ''

    it(`lists vacancies and shows one with its conditions and the way to respond (${locale})`, async () => {
      const list = await apiGet<VacanciesPage>(`${api}pages/vacancies/`)
      expect(list.results.length).toBeGreaterThan(1)
      const context = await browser.newContext()
      const page = await context.newPage()
      expect((await open(page, `${prefix}/vacancies/`))?.status()).toBe(200)
      expect(await page.locator('h1').textContent()).toBe(list.title)
      expect(await page.title()).toBe(list.meta.title)
      const cards = page.locator('main li[data-vacancy]')
      expect(await cards.locator('h2').allTextContents()).toEqual(list.results.map((vacancy) => vacancy.title))
      const vacancy = list.results[0]!
      expect(await cards.first().textContent()).toContain(vacancy.salary)

      await cards.first().getByRole('link').click()
      await page.waitForURL((url) => url.pathname === `${prefix}/vacancies/${vacancy.slug}/`)
      const detail = await apiGet<VacancyDetail>(`${api}pages/vacancies/${vacancy.slug}/`)
      await expect.poll(() => page.locator('h1').textContent()).toBe(detail.title)
      expect(await page.title()).toBe(`${detail.meta.title} — ${locale === 'en' ? 'Vitrina' : 'Витрина'}`)
      for (const value of [
        detail.salary,
        detail.city,
        detail.place_of_work,
        detail.schedule,
        detail.contact_name,
        detail.email!,
      ]) {
        expect(await page.locator('main dl').textContent()).toContain(value)
      }
      expect(await page.locator('main').textContent()).toContain(locale === 'en' ? 'Duties:' : 'Обязанности:')
      const respond = page.getByRole('link', { name: locale === 'en' ? 'Respond' : 'Откликнуться' })
      expect(await respond.getAttribute('href')).toBe(`${prefix}/vacancies/${vacancy.slug}/form/`)
      await respond.click()
      await page.waitForURL((url) => url.pathname === `${prefix}/vacancies/${vacancy.slug}/form/`)
      await expect.poll(() => page.locator('h1').textContent()).toContain(detail.title)
      await context.close()
    })
  }

  it('checks the form in the browser, sends it, mails staff and empties the form (ru)', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    const sent = countSubmissions(page)
    await open(page, '/vacancies/sales-manager/form/')
    await page.getByRole('button', { name: 'Отправить отклик' }).click()
    await expect.poll(() => page.getByText('Обязательное поле').count()).toBe(3)
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('full_name')
    await field(page, 'ФИО').fill('Анна Откликова')
    await field(page, 'E-mail').fill('anna@')
    await field(page, 'Телефон').fill('+7 912 345')
    await page.getByRole('button', { name: 'Отправить отклик' }).click()
    await expect.poll(() => page.getByText('Неверный адрес электронной почты').isVisible()).toBe(true)
    await expect.poll(() => page.getByText('Не меньше 11 цифр').isVisible()).toBe(true)
    expect(await page.getByText('Обязательное поле').count()).toBe(0)
    expect(sent.count).toBe(0)

    // The honeypot is out of sight and out of the tab order.
    const honeypot = page.locator('input[name="website"]')
    expect(await honeypot.getAttribute('tabindex')).toBe('-1')
    const box = await honeypot.boundingBox()
    expect(box!.x + box!.width).toBeLessThanOrEqual(0)

    await field(page, 'E-mail').fill('anna.otklik@example.com')
    await field(page, 'Телефон').fill('+7 (912) 345-67-89')
    await field(page, 'Комментарий').fill('Опыт продаж 5 лет, e2e-vacancy-ru')
    await page.getByRole('button', { name: 'Отправить отклик' }).click()
    const dialog = page.getByRole('dialog')
    await expect.poll(() => dialog.textContent()).toContain('Спасибо! Ваш отклик отправлен, мы свяжемся с вами.')
    expect(sent.count).toBe(1)
    await dialog.getByRole('button', { name: 'Понятно' }).click()
    await expect.poll(() => dialog.count()).toBe(0)
    expect(await field(page, 'ФИО').inputValue()).toBe('')
    await expect
      .poll(async () => (await mailTexts()).find((text) => text.includes('e2e-vacancy-ru')), { timeout: 10_000 })
      .toMatch(/Анна Откликова[\s\S]*anna\.otklik@example\.com/)
    await context.close()
  })

  it('shows the server’s field errors under the fields and keeps the data when sending fails (en)', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await open(page, '/en/vacancies/warehouse-picker/form/')
    const fill = async () => {
      await field(page, 'Full name').fill('John Applicant')
      await field(page, 'E-mail').fill('john.applicant@example.com')
      await field(page, 'Phone').fill('79123456789')
      await field(page, 'Comment').fill('Night shifts are fine')
    }
    await fill()
    await page.route('**/api/en/forms/vacancy/', (route) =>
      route.fulfill({ status: 400, json: { email: ['This address cannot receive mail'] } }),
    )
    await page.getByRole('button', { name: 'Send response' }).click()
    await expect.poll(() => page.getByText('This address cannot receive mail').isVisible()).toBe(true)
    // Under its own field: the input names the message as its description.
    const describedBy = (await field(page, 'E-mail').getAttribute('aria-describedby'))!.split(' ')[0]!
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe('This address cannot receive mail')
    expect(await page.getByRole('alert').textContent()).toContain('Error sending response')
    // Editing the field takes the server's message away.
    await field(page, 'E-mail').fill('john@example.com')
    await expect.poll(() => page.getByText('This address cannot receive mail').count()).toBe(0)

    await page.unroute('**/api/en/forms/vacancy/')
    await page.route('**/api/en/forms/vacancy/', (route) =>
      route.fulfill({ status: 500, json: { detail: 'Internal Server Error' } }),
    )
    await page.getByRole('button', { name: 'Send response' }).click()
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Error sending response')
    expect(await page.getByRole('dialog').count()).toBe(0)
    expect(await field(page, 'Full name').inputValue()).toBe('John Applicant')
    expect(await field(page, 'E-mail').inputValue()).toBe('john@example.com')
    expect(await field(page, 'Comment').inputValue()).toBe('Night shifts are fine')
    await context.close()
  })

  it('answers unknown vacancies with 404', async () => {
    for (const address of [
      '/vacancies/no-such-vacancy/',
      '/vacancies/no-such-vacancy/form/',
      '/en/vacancies/no-such-vacancy/',
      '/vacancies/1/',
      '/vacancies/%3Cb%3E/',
    ]) {
      const response = await fetch(`${browser.baseURL}${address}`)
      expect(response.status, address).toBe(404)
      expect(await response.text(), address).toMatch(/Страница не найдена|Page not found/)
    }
  })

  it('says there is nothing yet when no vacancy is open', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await open(page, '/vacancies/sales-manager/')
    // The seed has open vacancies, so the list's answer is emptied on its way to the browser.
    await page.route('**/api/pages/vacancies/', async (route) => {
      const answer = (await (await route.fetch()).json()) as VacanciesPage
      await route.fulfill({ json: { ...answer, results: [] } })
    })
    await page
      .getByRole('navigation', { name: 'Навигационная цепочка' })
      .getByRole('link', { name: 'Вакансии' })
      .click()
    await page.waitForURL((url) => url.pathname === '/vacancies/')
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Открытых вакансий пока нет' }).count()).toBe(1)
    expect(await page.locator('main li[data-vacancy]').count()).toBe(0)
    await context.close()
  })
})
