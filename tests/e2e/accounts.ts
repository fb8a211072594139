// Helpers for the account e2e tests: fresh companies with valid INNs, the staff command that activates them,
// the mail the running server wrote under DATA_DIR/mail, and the header's sign-in dialog.
import { execFile } from 'node:child_process'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { type ParsedMail, simpleParser } from 'mailparser'
import type { Page } from 'playwright-core'
import { expect, inject } from 'vitest'
import type { RegistrationBody } from '../../contract/auth'
import { withInnCheckDigits } from '../../contract/inn'

const run = promisify(execFile)

let counter = 0

/** A new e-mail and a 10-digit organization INN with valid check digits, different on every call. */
export function newCompany(label: string): RegistrationBody {
  counter += 1
  const stamp = `${Date.now().toString(36)}${counter}`
  const leading = [
    7,
    7,
    ...String(Date.now() * 10 + counter)
      .slice(-7)
      .split('')
      .map(Number),
  ]
  return {
    user_type: 'legal',
    organization_name: `ООО «${label} ${stamp}»`,
    organization_inn: withInnCheckDigits(leading),
    legal_address: 'г. Москва, ул. Тестовая, д. 1',
    actual_address: 'г. Москва, ул. Тестовая, д. 1',
    full_name: 'Тестов Тест Тестович',
    phone: '+7 912 345-67-89',
    email: `${label}-${stamp}@example.com`,
    password: 'first-pass1',
    password_repeat: 'first-pass1',
  }
}

/** Registers through the API, as the registration form does. */
export async function registerViaApi(baseURL: string, company: RegistrationBody): Promise<void> {
  const response = await fetch(`${baseURL}/api/authorization/registration/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(company),
  })
  expect(response.status, await response.clone().text()).toBe(201)
}

/** `npm run staff -- <args>` against the e2e server's data (it reaches the running server through its socket). */
export async function staff(...args: string[]): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', 'staff', '--', ...args], {
    env: { ...process.env, DATA_DIR: inject('dataDir'), DATABASE_URL: '' },
  })
  return stdout
}

/** The newest message written to DATA_DIR/mail for `to` whose subject matches, waiting for it to arrive. */
export async function mailTo(to: string, subject: RegExp, timeoutMs = 15_000): Promise<ParsedMail> {
  const dir = path.join(inject('dataDir'), 'mail')
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const files = (await readdir(dir).catch(() => [] as string[]))
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .reverse()
    for (const name of files) {
      const mail = await simpleParser(await readFile(path.join(dir, name)))
      const recipients = [mail.to ?? []]
        .flat()
        .flatMap((address) => address.value.map((item) => item.address?.toLowerCase()))
      if (recipients.includes(to.toLowerCase()) && subject.test(mail.subject ?? '')) return mail
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject} in ${dir}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** Opens the header's sign-in dialog and submits it. */
export async function signInThroughHeader(page: Page, email: string, password: string) {
  const dialog = page.getByRole('dialog', { name: 'Вход для покупателей' })
  if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Войти', exact: true }).first().click()
  await dialog.getByLabel('E-mail').fill(email)
  await dialog.getByLabel('Пароль').fill(password)
  await dialog.getByRole('button', { name: 'Войти', exact: true }).click()
  return dialog
}
