// The mail a wait-list subscriber gets once the product is back in stock, in the subscriber's language.
import type { Locale } from '../../contract/site'
import { translate } from '../i18n'
import { render } from './html'
import type { Mail } from './mailer'

export type Restocked = { email: string; locale: Locale; title: string; sku: string; slug: string }

export function restockNotice(item: Restocked, siteUrl: string): Mail {
  const t = (key: string, params?: Record<string, unknown>) => translate(key, item.locale, params)
  const subject = t('wait_mail_subject', { title: item.title })
  const body = render(item.locale, subject, [
    { kind: 'text', text: t('wait_mail_intro', { title: item.title, sku: item.sku }) },
    {
      kind: 'link',
      label: t('wait_mail_link'),
      href: `${siteUrl}${item.locale === 'en' ? '/en' : ''}/product/${encodeURIComponent(item.slug)}/`,
    },
    { kind: 'text', text: t('wait_mail_signature', { site: t('site_name') }) },
  ])
  return { to: item.email, subject, ...body }
}
