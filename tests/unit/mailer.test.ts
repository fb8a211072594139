import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import { afterEach, describe, expect, it } from 'vitest'
import { escapeHtml } from '../../server/mail/html'
import { createMailer } from '../../server/mail/mailer'
import { recoveryMail, resetLink } from '../../server/mail/recovery-mail'
import {
  registrationAcknowledgement,
  staffRegistrationNotice,
  type Registrant,
} from '../../server/mail/registration-mail'

const person: Registrant = {
  email: 'owner@example.com',
  userType: 'entrepreneur',
  organizationName: 'ИП "Лапы" <b>&</b>',
  organizationInn: '500100732259',
  legalAddress: 'Подольск, ул. Кирова, 15',
  actualAddress: 'Подольск, ул. Кирова, 15, магазин',
  fullName: 'Сидорова Анна',
  phone: '79265551234',
}

let dir = ''
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
})

describe('createMailer without SMTP_URL', () => {
  it('writes each message as an .eml file under <data dir>/mail/', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'vitrina-mail-'))
    const mailer = createMailer({ MAIL_FROM: 'shop@example.com' }, dir)
    await mailer.send(recoveryMail('owner@example.com', resetLink('https://shop.example', 'ru', 'abc_DEF-123'), 'ru'))
    await mailer.send(registrationAcknowledgement(person, 'en', 'https://shop.example'))
    const files = (await readdir(path.join(dir, 'mail'))).sort()
    expect(files).toHaveLength(2)
    expect(files.every((name) => /^\d+-[0-9a-f]{8}\.eml$/.test(name))).toBe(true)
    const parsed = await Promise.all(
      files.map(async (name) => simpleParser(await readFile(path.join(dir, 'mail', name)))),
    )
    const recovery = parsed.find((mail) => /пароля/.test(mail.subject ?? ''))
    expect(recovery?.from?.text).toBe('shop@example.com')
    expect(recovery?.to && 'text' in recovery.to ? recovery.to.text : '').toBe('owner@example.com')
    expect(recovery?.text).toContain('https://shop.example/auth/reset/?token=abc_DEF-123')
    expect(recovery?.html).toContain('href="https://shop.example/auth/reset/?token=abc_DEF-123"')
  })
})

describe('templates', () => {
  it('escape user values in HTML and keep them as typed in text', () => {
    for (const mail of [
      registrationAcknowledgement(person, 'ru', 'https://shop.example'),
      staffRegistrationNotice(person, 'ru', 'staff@example.com'),
    ]) {
      expect(mail.html).toContain(escapeHtml(person.organizationName))
      expect(mail.html).not.toContain('<b>')
      expect(mail.text).toContain(person.organizationName)
    }
  })

  it('send the staff notice in Russian with every detail staff need to call back', () => {
    const notice = staffRegistrationNotice(person, 'en', 'staff@example.com')
    expect(notice.to).toBe('staff@example.com')
    for (const value of [
      'Индивидуальный предприниматель',
      person.organizationInn,
      person.fullName,
      person.phone,
      person.email,
      'en',
    ])
      expect(notice.text).toContain(value)
  })

  it('link to the English reset page for English visitors', () => {
    expect(resetLink('https://shop.example', 'en', 'tok')).toBe('https://shop.example/en/auth/reset/?token=tok')
    const mail = recoveryMail('a@example.com', 'https://shop.example/en/auth/reset/?token=tok', 'en')
    expect(mail.subject).toMatch(/password recovery/)
    expect(mail.text).toMatch(/valid for 1 hour/)
  })
})
