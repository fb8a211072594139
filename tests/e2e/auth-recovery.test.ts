// Password recovery from the header: the dialog chain (login → recovery → sent → login), the link mailed to
// the buyer, the new-password page, and signing in with the new password; the link works only once, and a used
// link's page says so when it opens.
import { describe, expect, it } from 'vitest'
import { mailTo, newCompany, registerViaApi, signInThroughHeader, staff } from './accounts'
import { open, setupBrowser } from './browser'

const browser = setupBrowser()

describe('password recovery in Chromium', () => {
  it('mails a link that sets a new password once, and the new password signs in', async () => {
    const company = newCompany('recovery')
    await registerViaApi(browser.baseURL, company)
    await staff('activate', company.email)

    const context = await browser.newContext()
    const page = await context.newPage()
    await open(page, '/')
    await page.getByRole('button', { name: 'Войти', exact: true }).click()
    // The dialog starts at the e-mail; the shared rules answer an empty form without asking the server.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('username')
    const login = page.getByRole('dialog', { name: 'Вход для покупателей' })
    await login.getByRole('button', { name: 'Войти', exact: true }).click()
    await expect.poll(() => login.getByText('Обязательное поле').count()).toBe(2)
    await login.getByLabel('E-mail').fill('x')
    expect(await login.getByText('Обязательное поле').count()).toBe(1)
    await login.getByRole('button', { name: 'Забыли пароль?' }).click()
    const recovery = page.getByRole('dialog', { name: 'Восстановление пароля' })
    await recovery.getByLabel('E-mail').fill('not-an-address')
    await recovery.getByRole('button', { name: 'Отправить ссылку' }).click()
    await expect.poll(() => recovery.getByText('Неверный адрес электронной почты').isVisible()).toBe(true)
    await recovery.getByLabel('E-mail').fill(company.email)
    await recovery.getByRole('button', { name: 'Отправить ссылку' }).click()
    const sent = page.getByRole('dialog', { name: 'Письмо отправлено' })
    await expect.poll(() => sent.isVisible(), { timeout: 10_000 }).toBe(true)
    // Closing "sent" returns to the sign-in dialog.
    await sent.getByRole('button', { name: 'Ко входу' }).click()
    await expect.poll(() => page.getByRole('dialog', { name: 'Вход для покупателей' }).isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    expect(await page.getByRole('dialog').count()).toBe(0)

    const mail = await mailTo(company.email, /восстановлен/i)
    const link = /https?:\/\/\S+\/auth\/reset\/\?token=[\w-]+/.exec(mail.text ?? '')?.[0]
    expect(link, mail.text).toBeTruthy()
    const target = new URL(link!)
    const resetPath = `${target.pathname}${target.search}`

    await open(page, resetPath)
    await page.getByLabel('Новый пароль', { exact: true }).fill('new-pass-2')
    await page.getByLabel('Новый пароль ещё раз').fill('new-pass-3')
    await page.getByRole('button', { name: 'Сохранить пароль' }).click()
    await expect.poll(() => page.getByText('Пароли не совпадают').isVisible()).toBe(true)
    await page.getByLabel('Новый пароль ещё раз').fill('new-pass-2')
    await page.getByRole('button', { name: 'Сохранить пароль' }).click()
    const done = page.getByRole('status')
    await expect.poll(() => done.getByRole('heading').textContent()).toBe('Пароль изменён')

    // The button opens the sign-in dialog; the old password no longer works, the new one does.
    await done.getByRole('button', { name: 'Войти' }).click()
    const dialog = await signInThroughHeader(page, company.email, company.password)
    await expect.poll(() => dialog.getByRole('alert').textContent(), { timeout: 10_000 }).toMatch(/^Не удалось войти/)
    await Promise.all([page.waitForEvent('load'), signInThroughHeader(page, company.email, 'new-pass-2')])
    await page.waitForSelector('html[data-hydrated]')
    await expect.poll(() => page.getByRole('button', { name: 'Меню личного кабинета' }).isVisible()).toBe(true)
    await context.close()

    // The link was single-use: opened again, its page says so at once (in the server's answer already) and
    // offers a new one instead of a form that could only fail.
    const html = await (await fetch(`${browser.baseURL}${resetPath}`)).text()
    expect(html).toContain('Ссылка недействительна')
    expect(html).not.toContain('name="password"')
    const again = await (await browser.newContext()).newPage()
    await open(again, resetPath)
    expect(await again.getByRole('alert').getByRole('heading').textContent()).toBe('Ссылка недействительна')
    expect(await again.getByLabel('Новый пароль', { exact: true }).count()).toBe(0)
    await again.getByRole('button', { name: 'Запросить новую ссылку' }).click()
    await expect.poll(() => again.getByRole('dialog', { name: 'Восстановление пароля' }).isVisible()).toBe(true)
    await again.context().close()
  })

  it('says at once that a malformed link is not valid', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await open(page, '/auth/reset/?token=short')
    await expect.poll(() => page.getByRole('alert').getByRole('heading').textContent()).toBe('Ссылка недействительна')
    await page.getByRole('button', { name: 'Запросить новую ссылку' }).click()
    await expect.poll(() => page.getByRole('dialog', { name: 'Восстановление пароля' }).isVisible()).toBe(true)
    await context.close()
  })
})
