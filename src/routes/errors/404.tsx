import { createFileRoute } from '@tanstack/react-router'
import { ErrorDetails } from '../../components/errors/error-details'
import { ErrorView } from '../../components/errors/error-view'
import { setPageStatus } from '../../lib/response-status'
import { m } from '../../../messages/compiled/messages.js'

// Where a failed page fetch lands (SPEC "Error page"): MP100 fetch failed, MP101 error with status, MP102 exception.
const CODES = { MP100: m.error_fetch_mp100, MP101: m.error_fetch_mp101, MP102: m.error_fetch_mp102 } as const
type FetchErrorCode = keyof typeof CODES

type FetchErrorSearch = { errorCode?: FetchErrorCode; url?: string; status?: number }

/**
 * Keeps only well-formed values; anything else becomes undefined, never an error. Every key is returned, even
 * when undefined, because the router merges the raw query under the validated one.
 */
function validateSearch(search: Record<string, unknown>): FetchErrorSearch {
  const code = typeof search.errorCode === 'string' ? search.errorCode.toUpperCase() : ''
  const url = typeof search.url === 'string' ? search.url : ''
  const status = typeof search.status === 'string' ? Number(search.status) : search.status
  return {
    errorCode: Object.hasOwn(CODES, code) ? (code as FetchErrorCode) : undefined,
    url: /^(\/|https?:\/\/)/i.test(url) && url.length <= 2000 ? url : undefined,
    status:
      typeof status === 'number' && Number.isInteger(status) && status >= 100 && status <= 599 ? status : undefined,
  }
}

export const Route = createFileRoute('/errors/404')({
  validateSearch,
  loader: () => setPageStatus(404),
  head: () => ({
    meta: [{ title: `${m.error_title_404()} — ${m.site_name()}` }, { name: 'robots', content: 'noindex, nofollow' }],
  }),
  component: FetchErrorPage,
})

function FetchErrorPage() {
  const { errorCode, url, status } = validateSearch(Route.useSearch())
  const details = [
    ...(errorCode ? [{ term: m.error_code_label(), value: errorCode }] : []),
    ...(url ? [{ term: m.error_detail_url(), value: url }] : []),
    ...(status ? [{ term: m.error_detail_status(), value: String(status) }] : []),
  ]
  return (
    <ErrorView status={404} text={errorCode ? CODES[errorCode]() : undefined}>
      <ErrorDetails items={details} />
    </ErrorView>
  )
}
