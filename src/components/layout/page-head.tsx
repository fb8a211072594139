// The page's <head> tags: the routes' own (TanStack's HeadContent does the same), then the canonical link and
// robots meta. A 404 is titled as one, whichever route's head ran without its data, and names no canonical page.
import { Asset, useRouter, useRouterState, useTags } from '@tanstack/react-router'
import { m } from '../../paraglide/messages.js'
import { SeoTags } from './seo-tags'

export function PageHead() {
  const tags = useTags()
  const nonce = useRouter().options.ssr?.nonce
  // A loader's notFound() marks its match; an address no route answers marks the root.
  const notFound = useRouterState({ select: (state) => state.matches.some((match) => match.status === 'notFound' || match._notFound === true) })
  const shown = notFound ? tags.map((tag) => (tag.tag === 'title' ? { ...tag, children: `${m.error_title_404()} — ${m.site_name()}` } : tag)) : tags
  return (
    <>
      {shown.map((tag) => (
        <Asset {...tag} key={`tsr-meta-${JSON.stringify(tag)}`} nonce={nonce} />
      ))}
      <SeoTags notFound={notFound} />
    </>
  )
}
