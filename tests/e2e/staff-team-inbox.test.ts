// The back office in Chromium: an admin invites a staff member, who sets a password from the mailed link and
// reaches /staff/; an editor marks a feedback message handled in the inbox.
import { randomBytes } from 'node:crypto'
import type { BrowserContext } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { mailTo } from './accounts'
import { open, setupBrowser } from './browser'
import { axeProblems } from './page-checks/checkers'

const browser = setupBrowser()

async function signedIn(email: string, password: string): Promise<BrowserContext> {
  const context = await browser.newContext()
  const response = await context.request.post('/api/authorization/login/', { data: { username: email, password } })
  expect(response.status()).toBe(200)
  return context
}

describe('staff users', () => {
  it('an admin invites a member, who sets a password from the mail and reaches /staff/', async () => {
    const email = `invited-${randomBytes(4).toString('hex')}@example.com`
    const admin = await signedIn('staff@example.com', 'staff12345')
    const page = await admin.newPage()
    await open(page, '/staff/team/')
    const form = page.getByRole('form', { name: 'Пригласить сотрудника' })
    await form.getByLabel('E-mail').fill(email)
    await form.getByLabel('Имя и фамилия').fill('Приглашённый Сотрудник')
    await form.getByLabel('Роль').selectOption('manager')
    await form.getByRole('button', { name: 'Пригласить' }).click()
    await expect
      .poll(() => form.getByRole('status').textContent(), { timeout: 10_000 })
      .toBe(`Приглашение отправлено на ${email}`)
    const row = page.getByRole('row').filter({ hasText: email })
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain('Приглашён')
    await admin.close()

    const mail = await mailTo(email, /бэк-офис/i)
    const link = /https?:\/\/\S+\/auth\/reset\/\?token=[\w-]+/.exec(mail.text ?? '')?.[0]
    expect(link, mail.text).toBeTruthy()
    const target = new URL(link!)
    const invitee = await browser.newContext()
    const reset = await invitee.newPage()
    await open(reset, `${target.pathname}${target.search}`)
    await reset.getByLabel('Новый пароль', { exact: true }).fill('invited-pass-1')
    await reset.getByLabel('Новый пароль ещё раз').fill('invited-pass-1')
    await reset.getByRole('button', { name: 'Сохранить пароль' }).click()
    await expect.poll(() => reset.getByRole('status').getByRole('heading').textContent()).toBe('Пароль изменён')
    await invitee.close()

    const member = await signedIn(email, 'invited-pass-1')
    const office = await member.newPage()
    const response = await open(office, '/staff/')
    expect(response?.status()).toBe(200)
    expect(await office.getByRole('heading', { level: 1 }).textContent()).toBe('Бэк-офис')
    expect(await office.getByRole('link', { name: 'Входящие' }).count()).toBeGreaterThan(0)
    await member.close()
  })
})

describe('the inbox', () => {
  it('an editor marks a feedback message handled', async () => {
    const name = `Покупатель ${randomBytes(3).toString('hex')}`
    const guest = await browser.newContext()
    const sent = await guest.request.post('/api/forms/feedback/', {
      data: {
        full_name: name,
        phone: '+7 912 345-67-89',
        question: 'Есть ли корм для щенков?',
        city: 'Пермь',
        agreement: true,
      },
    })
    expect(sent.status()).toBe(201)
    await guest.close()

    const editor = await signedIn('editor@example.com', 'editor12345')
    const page = await editor.newPage()
    await open(page, '/staff/inbox/')
    const row = page.getByRole('row').filter({ hasText: name })
    expect(await row.textContent()).toContain('Ждёт ответа')
    await row.getByRole('button', { name: `В обработанные: ${name}` }).click()
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain('editor@example.com')
    expect(await row.textContent()).toContain('Обработано')

    await open(page, '/staff/inbox/?handled=yes')
    expect(await page.getByRole('row').filter({ hasText: name }).count()).toBe(1)
    await editor.close()
  })
})

describe('the pages', () => {
  it('have no serious axe violation, in ru and en, at 1280 and 768 px', async () => {
    const admin = await signedIn('staff@example.com', 'staff12345')
    const page = await admin.newPage()
    const paths = ['/staff/inbox/', '/staff/inbox/surveys/', '/staff/inbox/wait-list/', '/staff/audit/', '/staff/team/']
    for (const width of [1280, 768]) {
      await page.setViewportSize({ width, height: 900 })
      for (const prefix of ['', '/en']) {
        for (const path of paths) {
          const response = await open(page, `${prefix}${path}`)
          expect(response?.status(), path).toBe(200)
          expect(await axeProblems(page), `${prefix}${path} at ${width}`).toEqual([])
        }
      }
    }
    // An entry of the log and a survey's answers too.
    await open(page, '/staff/audit/?action=team.')
    const entry = page.getByRole('row').nth(1).getByRole('link')
    await entry.click()
    await page.waitForURL(/\/staff\/audit\/\d+\/$/)
    expect(await axeProblems(page)).toEqual([])
    await open(page, '/staff/inbox/surveys/')
    await page.getByRole('row').nth(1).getByRole('link').click()
    await page.waitForURL(/\/staff\/inbox\/surveys\/\d+\/$/)
    expect(await axeProblems(page)).toEqual([])
    await admin.close()
  })
})
