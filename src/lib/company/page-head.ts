// The head of a company or flat page: the staff-written meta title (the page title with the site name when
// there is none), description and keywords.
import { m } from '../../paraglide/messages.js'
import type { ContentPage } from '../../schemas/content'

export function pageHead(page: Pick<ContentPage, 'title' | 'meta'> | undefined) {
  const title = page?.meta.title || (page?.title ? `${page.title} — ${m.site_name()}` : m.site_name())
  return {
    meta: [
      { title },
      ...(page?.meta.description ? [{ name: 'description', content: page.meta.description }] : []),
      ...(page?.meta.keywords ? [{ name: 'keywords', content: page.meta.keywords }] : []),
    ],
  }
}
