// The head of a content page: the staff-written meta title (else the page title) with the site name — unless
// staff already ended it with the name, as the seeded section pages do — the description and keywords, and the
// picture a shared link shows (og:image; the other OpenGraph tags follow from these in PageHead).
import { m } from '../../messages/compiled/messages.js'
import type { PageMeta } from '../../contract/content'

export function contentHead(page: { title: string; meta: PageMeta } | undefined, image?: string | null) {
  if (!page) return { meta: [{ title: m.site_name() }] }
  const { title, description, keywords } = page.meta
  const site = m.site_name()
  const own = title || page.title
  return {
    meta: [
      { title: own.endsWith(site) ? own : `${own} — ${site}` },
      ...(description ? [{ name: 'description', content: description }] : []),
      ...(keywords ? [{ name: 'keywords', content: keywords }] : []),
      ...(image ? [{ property: 'og:image', content: image }] : []),
    ],
  }
}
