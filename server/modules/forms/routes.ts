// forms/feedback/ (the contact form) and forms/vacancy/ (a vacancy response): validated, stored, mailed to staff.
import type { Context } from 'hono'
import { Hono } from 'hono'
import { FeedbackBody, VacancyResponseBody } from '../../../contract/forms'
import type { AppEnv } from '../../context'
import { clientIp, ipKey, type Window } from '../../http/rate-limit'
import { objectBody, parseInput } from '../../http/validate'
import { translate } from '../../i18n'
import { staffFeedbackNotice, staffVacancyNotice } from '../../mail/form-mail'
import { sendInBackground } from '../../mail/mailer'
import { countAttempt } from '../auth/limits'
import { openVacancy, storeFeedback, storeVacancyResponse } from './service'

/** Submissions per address and form: enough for a person who corrects a message, too few for a spam run. */
export const FORM_SUBMISSIONS: Window = { max: 5, seconds: 15 * 60 }

/** A filled honeypot: the bot is told its message went through, and nothing is stored or mailed. */
const isBot = (body: unknown): boolean => {
  const website = (body as { website?: unknown } | null)?.website
  return typeof website === 'string'
    ? website.trim() !== ''
    : website !== undefined && website !== null && website !== false
}

const accepted = (c: Context<AppEnv>, key: string) => c.json({ detail: translate(key, c.var.locale) }, 201)

export const formRoutes = new Hono<AppEnv>()
  .post('/forms/feedback/', async (c) => {
    const { db, env, mailer } = c.var.ctx
    const locale = c.var.locale
    const body = await objectBody(c)
    if (isBot(body)) return accepted(c, 'forms_feedback_sent')
    const form = parseInput(FeedbackBody, body, locale)
    // Counted once the form is valid: typos cost nothing, every stored message and mail does.
    await countAttempt(db, [ipKey(c, 'feedback')], FORM_SUBMISSIONS, locale)
    const { id } = await storeFeedback(db, form, locale, clientIp(c))
    const notice = { id, fullName: form.full_name, phone: form.phone, city: form.city, question: form.question }
    sendInBackground(mailer, staffFeedbackNotice(notice, locale, env.STAFF_EMAIL), 'the staff notice of a question')
    return accepted(c, 'forms_feedback_sent')
  })
  .post('/forms/vacancy/', async (c) => {
    const { db, env, mailer } = c.var.ctx
    const locale = c.var.locale
    const body = await objectBody(c)
    if (isBot(body)) return accepted(c, 'forms_vacancy_sent')
    const form = parseInput(VacancyResponseBody, body, locale)
    const vacancy = await openVacancy(db, form.vacancy, locale)
    await countAttempt(db, [ipKey(c, 'vacancy')], FORM_SUBMISSIONS, locale)
    const { id } = await storeVacancyResponse(db, form, vacancy, locale, clientIp(c))
    const notice = {
      id,
      vacancy: vacancy.title,
      vacancySlug: vacancy.slug,
      fullName: form.full_name,
      email: form.email,
      phone: form.phone,
      comment: form.comment,
    }
    sendInBackground(
      mailer,
      staffVacancyNotice(notice, locale, env.STAFF_EMAIL, env.SITE_URL),
      'the staff notice of a vacancy response',
    )
    return accepted(c, 'forms_vacancy_sent')
  })
