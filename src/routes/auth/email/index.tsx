import { createFileRoute } from '@tanstack/react-router'
import { EmailConfirm } from '../../../components/auth/email-confirm'
import styles from '../../../components/auth/registration-page.module.css'
import { m } from '../../../../messages/compiled/messages.js'

export const Route = createFileRoute('/auth/email/')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' && search.token ? { token: search.token } : {},
  head: () => ({
    meta: [
      { title: `${m.account_email_confirm_title()} — ${m.site_name()}` },
      // A page reached with a secret in its address: not for search engines, and the address goes nowhere else.
      { name: 'robots', content: 'noindex,nofollow' },
      { name: 'referrer', content: 'no-referrer' },
    ],
  }),
  component: EmailConfirmPage,
})

function EmailConfirmPage() {
  const { token = '' } = Route.useSearch()
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <h1>{m.account_email_confirm_title()}</h1>
      <EmailConfirm token={token} />
    </div>
  )
}
