import { createFileRoute } from '@tanstack/react-router'
import { checkResetLink } from '../../../api/auth'
import styles from '../../../components/auth/registration-page.module.css'
import { ResetPasswordForm } from '../../../components/auth/reset-password-form'
import { m } from '../../../../messages/compiled/messages.js'
import { failureStatus } from '../../../../machines/form-errors'

export const Route = createFileRoute('/auth/reset/')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' && search.token ? { token: search.token } : {},
  loaderDeps: ({ search }) => ({ token: search.token ?? '' }),
  // A used or expired link says so when its page opens, not after a new password was typed. Only the server's
  // refusal counts: when it cannot be asked, the form is shown and its submit tells.
  loader: async ({ deps: { token }, abortController }) => ({
    live: await checkResetLink({ token }, { signal: abortController.signal, suppressErrorAlert: true }).then(
      () => true,
      (error: unknown) => failureStatus(error) !== 400,
    ),
  }),
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
  const { live } = Route.useLoaderData()
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <h1>{m.registration_reset_title()}</h1>
      <ResetPasswordForm token={token} live={live} />
    </div>
  )
}
