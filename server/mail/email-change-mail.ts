// The e-mail change mails: the confirmation link to the new address, and the notices to the old one.
import type { Locale } from '../../contract/site'
import { translate } from '../i18n'
import { render } from './html'
import type { Mail } from './mailer'

export const emailConfirmLink = (siteUrl: string, locale: Locale, token: string) =>
  `${siteUrl}${locale === 'en' ? '/en' : ''}/auth/email/?token=${encodeURIComponent(token)}`

export function emailConfirmMail(to: string, link: string, locale: Locale): Mail {
  const t = (key: string, params?: Record<string, unknown>) => translate(key, locale, params)
  const subject = t('account_mail_email_confirm_subject', { site: t('site_name') })
  const body = render(locale, subject, [
    { kind: 'text', text: t('account_mail_email_confirm_intro', { email: to }) },
    { kind: 'link', label: t('account_mail_email_confirm_action'), href: link },
    { kind: 'text', text: t('account_mail_email_confirm_validity') },
    { kind: 'text', text: t('auth_mail_signature', { site: t('site_name') }) },
  ])
  return { to, subject, ...body }
}

/** To the old address: a change to `newEmail` was requested (`requested`) or has just been made (`changed`). */
export function emailChangeNotice(to: string, newEmail: string, stage: 'requested' | 'changed', locale: Locale): Mail {
  const t = (key: string, params?: Record<string, unknown>) => translate(key, locale, params)
  const subject = t(`account_mail_email_${stage}_subject`, { site: t('site_name') })
  const body = render(locale, subject, [
    { kind: 'text', text: t(`account_mail_email_${stage}_text`, { email: newEmail }) },
    { kind: 'text', text: t('account_mail_email_notice_warning') },
    { kind: 'text', text: t('auth_mail_signature', { site: t('site_name') }) },
  ])
  return { to, subject, ...body }
}
