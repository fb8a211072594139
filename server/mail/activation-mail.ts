// The mail a customer gets when staff activate the account: prices, stock and ordering are open now, with the
// link that opens the sign-in dialog, in the language the customer registered in.
import type { Locale } from '../../contract/site'
import { translate } from '../i18n'
import { render } from './html'
import type { Mail } from './mailer'

/** The home page with the sign-in dialog open (`?login=1`), in the customer's language. */
export const signInLink = (siteUrl: string, locale: Locale) => `${siteUrl}${locale === 'en' ? '/en' : ''}/?login=1`

export function activationMail(person: { email: string; fullName: string }, locale: Locale, siteUrl: string): Mail {
  const t = (key: string, params?: Record<string, unknown>) => translate(key, locale, params)
  const subject = t('auth_mail_activated_subject', { site: t('site_name') })
  const body = render(locale, subject, [
    { kind: 'text', text: t('auth_mail_greeting', { name: person.fullName }) },
    { kind: 'text', text: t('auth_mail_activated_intro') },
    { kind: 'link', label: t('auth_mail_activated_action'), href: signInLink(siteUrl, locale) },
    { kind: 'text', text: t('auth_mail_activated_login', { email: person.email }) },
    { kind: 'text', text: t('auth_mail_signature', { site: t('site_name') }) },
  ])
  return { to: person.email, subject, ...body }
}
