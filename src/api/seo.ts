// Redirects staff configured for page paths (server/modules/seo, SPEC 7 seo/has-redirect/), asked by the server
// entry before the storefront renders anything.
import type { RedirectAnswer } from '../../contract/site'
import { entryApi } from './instance'

/** The redirect configured for a page path (`/about/`, `/en/about/`); `to_url` and `status` are null without one. */
export const findRedirect = (pathname: string) =>
  entryApi().get<RedirectAnswer>('seo/has-redirect/', { query: { url: pathname }, suppressErrorAlert: true })
