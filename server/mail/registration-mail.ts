// The two mails a registration sends: the customer's acknowledgement and the staff notice.
import type { UserType } from '../../contract/fields'
import type { Locale } from '../../contract/site'
import { translate } from '../i18n'
import { render } from './html'
import type { Mail } from './mailer'

export type Registrant = {
  email: string
  userType: UserType
  organizationName: string
  organizationInn: string
  legalAddress: string
  actualAddress: string
  fullName: string
  phone: string
}

export function registrationAcknowledgement(person: Registrant, locale: Locale, siteUrl: string): Mail {
  const t = (key: string, params?: Record<string, unknown>) => translate(key, locale, params)
  const subject = t('auth_mail_registered_subject', { site: t('site_name') })
  const body = render(locale, subject, [
    { kind: 'text', text: t('auth_mail_greeting', { name: person.fullName }) },
    { kind: 'text', text: t('auth_mail_registered_received', { organization: person.organizationName }) },
    { kind: 'text', text: t('auth_mail_registered_activation') },
    { kind: 'text', text: t('auth_mail_registered_manager', { phone: person.phone }) },
    {
      kind: 'link',
      label: t('auth_mail_registered_sign_in', { email: person.email }),
      href: `${siteUrl}${locale === 'en' ? '/en' : ''}/`,
    },
    { kind: 'text', text: t('auth_mail_signature', { site: t('site_name') }) },
  ])
  return { to: person.email, subject, ...body }
}

/** To the owner of an e-mail someone registered again: no account is made, and the answer did not say so. */
export function existingAccountNotice(email: string, locale: Locale, siteUrl: string): Mail {
  const t = (key: string, params?: Record<string, unknown>) => translate(key, locale, params)
  const subject = t('auth_mail_taken_subject', { site: t('site_name') })
  const body = render(locale, subject, [
    { kind: 'text', text: t('auth_mail_taken_intro') },
    { kind: 'text', text: t('auth_mail_taken_sign_in') },
    { kind: 'link', label: t('auth_mail_taken_action'), href: `${siteUrl}${locale === 'en' ? '/en' : ''}/` },
    { kind: 'text', text: t('auth_mail_taken_ignore') },
    { kind: 'text', text: t('auth_mail_signature', { site: t('site_name') }) },
  ])
  return { to: email, subject, ...body }
}

/** Staff read Russian; the notice names the locale the customer registered in. */
export function staffRegistrationNotice(person: Registrant, customerLocale: Locale, staffEmail: string): Mail {
  const t = (key: string, params?: Record<string, unknown>) => translate(key, 'ru', params)
  const subject = t('auth_mail_staff_subject', { organization: person.organizationName })
  const body = render('ru', subject, [
    { kind: 'text', text: t('auth_mail_staff_intro') },
    {
      kind: 'rows',
      rows: [
        [t('auth_mail_staff_organization'), person.organizationName],
        [
          t('auth_mail_staff_user_type'),
          t(person.userType === 'legal' ? 'auth_mail_staff_legal' : 'auth_mail_staff_entrepreneur'),
        ],
        [t('auth_mail_staff_inn'), person.organizationInn],
        [t('auth_mail_staff_legal_address'), person.legalAddress],
        [t('auth_mail_staff_actual_address'), person.actualAddress],
        [t('auth_mail_staff_contact'), person.fullName],
        [t('auth_mail_staff_phone'), person.phone],
        [t('auth_mail_staff_email'), person.email],
        [t('auth_mail_staff_locale'), customerLocale],
      ],
    },
    { kind: 'text', text: t('auth_mail_staff_activate', { command: `npm run staff -- activate ${person.email}` }) },
  ])
  return { to: staffEmail, subject, ...body }
}
