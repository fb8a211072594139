// The invitation of a new staff member: a link to set their password, after which the back office opens.
import type { Locale } from '../../contract/site'
import type { StaffRole } from '../../contract/staff/roles'
import { translate } from '../i18n'
import { render } from './html'
import type { Mail } from './mailer'

export function staffInviteMail(
  person: { email: string; fullName: string; role: StaffRole },
  link: string,
  locale: Locale,
): Mail {
  const t = (key: string, params?: Record<string, unknown>) => translate(key, locale, params)
  const subject = t('staff_team_mail_subject', { site: t('site_name') })
  const body = render(locale, subject, [
    { kind: 'text', text: t('auth_mail_greeting', { name: person.fullName }) },
    { kind: 'text', text: t('staff_team_mail_intro', { role: t(`staff_role_${person.role}`) }) },
    { kind: 'link', label: t('staff_team_mail_action'), href: link },
    { kind: 'text', text: t('staff_team_mail_login', { email: person.email }) },
    { kind: 'text', text: t('staff_team_mail_validity') },
    { kind: 'text', text: t('auth_mail_signature', { site: t('site_name') }) },
  ])
  return { to: person.email, subject, ...body }
}
