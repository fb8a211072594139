// The mails of company accounts: a colleague's invitation, a join request to the company's administrator, the
// acknowledgement of a join request and the administrator's answer to it.
import type { CompanyRole } from '../../contract/company-roles'
import type { Locale } from '../../contract/site'
import { translate } from '../i18n'
import { render } from './html'
import type { Mail } from './mailer'

const prefix = (locale: Locale) => (locale === 'en' ? '/en' : '')
const tr = (locale: Locale) => (key: string, params?: Record<string, unknown>) => translate(key, locale, params)

export const companyInvitationLink = (siteUrl: string, locale: Locale, token: string) =>
  `${siteUrl}${prefix(locale)}/auth/company-invitation/?token=${encodeURIComponent(token)}`

export function companyInviteMail(
  invite: { email: string; role: CompanyRole; companyName: string; invitedBy: string },
  link: string,
  locale: Locale,
): Mail {
  const t = tr(locale)
  const subject = t('company_mail_invite_subject', { company: invite.companyName })
  const body = render(locale, subject, [
    {
      kind: 'text',
      text: t('company_mail_invite_intro', {
        name: invite.invitedBy,
        company: invite.companyName,
        role: t(`company_role_${invite.role}`),
      }),
    },
    { kind: 'link', label: t('company_mail_invite_action'), href: link },
    { kind: 'text', text: t('company_mail_invite_validity') },
    { kind: 'text', text: t('auth_mail_signature', { site: t('site_name') }) },
  ])
  return { to: invite.email, subject, ...body }
}

export function joinRequestNotice(
  admin: { email: string; fullName: string; locale: Locale },
  requester: { fullName: string; email: string; phone: string },
  company: { name: string },
  siteUrl: string,
): Mail {
  const t = tr(admin.locale)
  const subject = t('company_mail_request_subject', { name: requester.fullName })
  const body = render(admin.locale, subject, [
    { kind: 'text', text: t('auth_mail_greeting', { name: admin.fullName }) },
    { kind: 'text', text: t('company_mail_request_intro', { company: company.name }) },
    {
      kind: 'rows',
      rows: [
        [t('company_mail_request_name'), requester.fullName],
        [t('company_mail_request_email'), requester.email],
        [t('company_mail_request_phone'), requester.phone],
      ],
    },
    { kind: 'link', label: t('company_mail_request_action'), href: `${siteUrl}${prefix(admin.locale)}/my/company/` },
    { kind: 'text', text: t('auth_mail_signature', { site: t('site_name') }) },
  ])
  return { to: admin.email, subject, ...body }
}

export function joinRequestAcknowledgement(
  person: { email: string; fullName: string },
  company: { name: string },
  locale: Locale,
): Mail {
  const t = tr(locale)
  const subject = t('company_mail_requested_subject', { company: company.name })
  const body = render(locale, subject, [
    { kind: 'text', text: t('auth_mail_greeting', { name: person.fullName }) },
    { kind: 'text', text: t('company_mail_requested_intro', { company: company.name }) },
    { kind: 'text', text: t('auth_mail_signature', { site: t('site_name') }) },
  ])
  return { to: person.email, subject, ...body }
}

export function joinDecisionMail(
  person: { email: string; fullName: string; locale: Locale },
  company: { name: string },
  accepted: boolean,
  siteUrl: string,
): Mail {
  const t = tr(person.locale)
  const subject = t(accepted ? 'company_mail_accepted_subject' : 'company_mail_declined_subject', {
    company: company.name,
  })
  const blocks = [
    { kind: 'text' as const, text: t('auth_mail_greeting', { name: person.fullName }) },
    { kind: 'text' as const, text: subject },
    ...(accepted
      ? [
          {
            kind: 'link' as const,
            label: t('company_mail_accepted_action'),
            href: `${siteUrl}${prefix(person.locale)}/`,
          },
        ]
      : []),
    { kind: 'text' as const, text: t('auth_mail_signature', { site: t('site_name') }) },
  ]
  return { to: person.email, subject, ...render(person.locale, subject, blocks) }
}
