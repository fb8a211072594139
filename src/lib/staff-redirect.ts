// Staff-managed redirects (seo/has-redirect/) are honoured for any page path, with their own status, before the
// storefront renders anything. The lookup goes through the API like every other read.
import type { RedirectAnswer } from '../../contract/site'

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308])

/** The redirect answer for `url`'s path, or null; `callApi` hands a Request to the API app. */
export async function staffRedirect(url: URL, callApi: (request: Request) => Response | Promise<Response>): Promise<Response | null> {
  const lookup = new URL('/api/seo/has-redirect/', url)
  lookup.searchParams.set('url', url.pathname)
  const response = await callApi(new Request(lookup, { headers: { accept: 'application/json' } }))
  if (!response.ok) return null
  const answer = (await response.json()) as RedirectAnswer
  if (!answer.to_url || answer.status === null || !REDIRECT_STATUSES.has(answer.status)) return null
  // A relative target keeps the visitor's query, as the normalisation redirects do.
  const target = answer.to_url.startsWith('/') && !answer.to_url.includes('?') ? answer.to_url + url.search : answer.to_url
  return new Response(null, { status: answer.status, headers: { Location: target } })
}
