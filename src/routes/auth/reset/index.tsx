import { createFileRoute } from '@tanstack/react-router'
import styles from '../../../components/auth/registration-page.module.css'
import { ResetPasswordForm } from '../../../components/auth/reset-password-form'
import { m } from '../../../paraglide/messages.js'

export const Route = createFileRoute('/auth/reset/')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' && search.token ? { token: search.token } : {},
  head: () => ({
    meta: [
      { title: `${m.registration_reset_title()} — ${m.site_name()}` },
      // A page reached with a secret in its address: not for search engines, and the address goes nowhere else.
      { name: 'robots', content: 'noindex,nofollow' },
      { name: 'referrer', content: 'no-referrer' },
    ],
  }),
  component: ResetPage,
})

function ResetPage() {
  const { token = '' } = Route.useSearch()
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <h1>{m.registration_reset_title()}</h1>
      <ResetPasswordForm token={token} />
    </div>
  )
}
