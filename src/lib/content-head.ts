// The head of a content page: the staff-written meta title (else the page title) with the site name, and the
// description and keywords when the API gives them.
import { m } from '../paraglide/messages.js'
import type { PageMeta } from '../schemas/content'

export function contentHead(page: { title: string; meta: PageMeta } | undefined) {
  if (!page) return { meta: [{ title: m.site_name() }] }
  const { title, description, keywords } = page.meta
  return {
    meta: [
      { title: `${title || page.title} — ${m.site_name()}` },
      ...(description ? [{ name: 'description', content: description }] : []),
      ...(keywords ? [{ name: 'keywords', content: keywords }] : []),
    ],
  }
}
