// Outgoing mail: an SMTP server when SMTP_URL is set, otherwise every message is kept as an .eml file under
// <DATA_DIR>/mail/, so a shop without a mail server still has the texts (and tests can read them).
import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { Env } from '../env'

export type MailAttachment = { filename: string; content: Buffer; contentType: string }

export type Mail = {
  to: string
  subject: string
  text: string
  html: string
  attachments?: MailAttachment[]
}

export interface Mailer {
  /** Sends `mail`, once it is put together when it is still being (an attachment being drawn). */
  send(mail: Mail | Promise<Mail>): Promise<void>
}

/** A timeout per SMTP step keeps a dead mail server from holding messages (and memory) for minutes. */
const SMTP_TIMEOUT_MS = 15_000

export function createMailer(config: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>, dataDir: string): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport({
      url: config.SMTP_URL,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    })
    return {
      async send(mail) {
        await transport.sendMail({ from: config.MAIL_FROM, ...(await mail) })
      },
    }
  }
  const mailDir = path.resolve(dataDir, 'mail')
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: config.MAIL_FROM, ...(await mail) })
      await mkdir(mailDir, { recursive: true })
      const name = `${Date.now()}-${randomBytes(4).toString('hex')}.eml`
      await writeFile(path.join(mailDir, name), info.message as Buffer)
    },
  }
}

/**
 * Sends without holding up the answer: a slow or failing mail server must neither delay nor fail the request
 * (what the request stored stays stored), and the time an answer takes must not tell whether a mail went out. A
 * mail still being put together (an attachment) is sent once it is ready.
 */
export function sendInBackground(mailer: Mailer, mail: Mail | Promise<Mail>, what: string): void {
  mailer.send(mail).catch(async (error: unknown) => {
    const to = await Promise.resolve(mail).then(
      (ready) => ready.to,
      () => '?',
    )
    console.error(`[mail] could not send ${what} to ${to}:`, error instanceof Error ? error.message : error)
  })
}
