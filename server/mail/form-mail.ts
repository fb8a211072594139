// The staff notices of the contact form and of a vacancy response. Staff read Russian; the notice names the
// locale the visitor wrote in.
import type { Locale } from '../../contract/site'
import { translate } from '../i18n'
import { type Block, render } from './html'
import type { Mail } from './mailer'

export type FeedbackNotice = { id: number; fullName: string; phone: string; city: string; question: string }

export type VacancyNotice = {
  id: number
  vacancy: string
  vacancySlug: string
  fullName: string
  email: string
  phone: string
  comment: string
}

const t = (key: string, params?: Record<string, unknown>) => translate(key, 'ru', params)

export function staffFeedbackNotice(form: FeedbackNotice, locale: Locale, staffEmail: string): Mail {
  const subject = t('forms_mail_feedback_subject', { name: form.fullName })
  const body = render('ru', subject, [
    { kind: 'text', text: t('forms_mail_feedback_intro') },
    {
      kind: 'rows',
      rows: [
        [t('forms_mail_number'), String(form.id)],
        [t('forms_mail_full_name'), form.fullName],
        [t('forms_mail_phone'), form.phone],
        [t('forms_mail_city'), form.city],
        [t('forms_mail_locale'), locale],
      ],
    },
    { kind: 'text', text: t('forms_mail_question') },
    { kind: 'text', text: form.question },
  ])
  return { to: staffEmail, subject, ...body }
}

export function staffVacancyNotice(form: VacancyNotice, locale: Locale, staffEmail: string, siteUrl: string): Mail {
  const subject = t('forms_mail_vacancy_subject', { vacancy: form.vacancy, name: form.fullName })
  const comment: Block[] = form.comment
    ? [
        { kind: 'text', text: t('forms_mail_comment') },
        { kind: 'text', text: form.comment },
      ]
    : []
  const body = render('ru', subject, [
    { kind: 'text', text: t('forms_mail_vacancy_intro') },
    {
      kind: 'rows',
      rows: [
        [t('forms_mail_number'), String(form.id)],
        [t('forms_mail_vacancy'), form.vacancy],
        [t('forms_mail_full_name'), form.fullName],
        [t('forms_mail_email'), form.email],
        [t('forms_mail_phone'), form.phone],
        [t('forms_mail_locale'), locale],
      ],
    },
    ...comment,
    {
      kind: 'link',
      label: t('forms_mail_vacancy_page'),
      href: `${siteUrl}/vacancies/${encodeURIComponent(form.vacancySlug)}/`,
    },
  ])
  return { to: staffEmail, subject, ...body }
}
