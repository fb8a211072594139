// The head of an account page: its title (the staff-written meta title when there is one), description and
// keywords, and noindex: private pages stay out of search engines.
import { m } from '../../messages/compiled/messages.js'
import type { AccountContentPage } from '../../contract/account-page'

export function accountHead(fallbackTitle: string, page?: AccountContentPage | null) {
  const title = page?.meta.title || `${page?.title || fallbackTitle} — ${m.site_name()}`
  return {
    meta: [
      { title },
      ...(page?.meta.description ? [{ name: 'description', content: page.meta.description }] : []),
      ...(page?.meta.keywords ? [{ name: 'keywords', content: page.meta.keywords }] : []),
      { name: 'robots', content: 'noindex,nofollow' },
    ],
  }
}
