// The redirects staff configure for page paths (SPEC 7 seo/has-redirect/) are honoured for any page path, with
// their own status, before the storefront renders anything.
import { findRedirect } from '../../api/seo'

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308])

/** The redirect response staff configured for `url`'s path, or null (also when the lookup fails). */
export async function seoRedirect(url: URL): Promise<Response | null> {
  const answer = await findRedirect(url.pathname).catch(() => null)
  if (!answer?.to_url || answer.status === null || !REDIRECT_STATUSES.has(answer.status)) return null
  // A relative target keeps the visitor's query, as the normalisation redirects do.
  const target =
    answer.to_url.startsWith('/') && !answer.to_url.includes('?') ? answer.to_url + url.search : answer.to_url
  return new Response(null, { status: answer.status, headers: { Location: target } })
}
