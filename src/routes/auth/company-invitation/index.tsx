import { createFileRoute } from '@tanstack/react-router'
import { getInvitation } from '../../../api/company'
import styles from '../../../components/auth/registration-page.module.css'
import { CompanyInvitationForm } from '../../../components/auth/company-invitation-form'
import { m } from '../../../../messages/compiled/messages.js'
import { failureStatus } from '../../../../machines/form-errors'

export const Route = createFileRoute('/auth/company-invitation/')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' && search.token ? { token: search.token } : {},
  loaderDeps: ({ search }) => ({ token: search.token ?? '' }),
  // A used, revoked or expired link says so when its page opens; only the server's refusal counts.
  loader: async ({ deps: { token }, abortController }) => ({
    preview: await getInvitation(token || '-', { signal: abortController.signal, suppressErrorAlert: true }).catch(
      (error: unknown) => {
        if (failureStatus(error) === 400 || failureStatus(error) === 404) return null
        throw error
      },
    ),
  }),
  head: () => ({
    meta: [
      { title: `${m.company_accept_title()} — ${m.site_name()}` },
      { name: 'robots', content: 'noindex,nofollow' },
      { name: 'referrer', content: 'no-referrer' },
    ],
  }),
  component: CompanyInvitationPage,
})

function CompanyInvitationPage() {
  const { token = '' } = Route.useSearch()
  const { preview } = Route.useLoaderData()
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <h1>{m.company_accept_title()}</h1>
      <CompanyInvitationForm token={token} preview={preview} />
    </div>
  )
}
