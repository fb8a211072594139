// The password recovery mail: a single-use link to the reset page, valid for one hour.
import type { Locale } from '../../contract/site'
import { translate } from '../i18n'
import { render } from './html'
import type { Mail } from './mailer'

export const resetLink = (siteUrl: string, locale: Locale, token: string) =>
  `${siteUrl}${locale === 'en' ? '/en' : ''}/auth/reset/?token=${encodeURIComponent(token)}`

export function recoveryMail(to: string, link: string, locale: Locale): Mail {
  const t = (key: string, params?: Record<string, unknown>) => translate(key, locale, params)
  const subject = t('auth_mail_reset_subject', { site: t('site_name') })
  const body = render(locale, subject, [
    { kind: 'text', text: t('auth_mail_reset_intro') },
    { kind: 'link', label: t('auth_mail_reset_action'), href: link },
    { kind: 'text', text: t('auth_mail_reset_validity') },
    { kind: 'text', text: t('auth_mail_reset_ignore') },
    { kind: 'text', text: t('auth_mail_signature', { site: t('site_name') }) },
  ])
  return { to, subject, ...body }
}
