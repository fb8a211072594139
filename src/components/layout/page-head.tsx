// The page's <head> tags: the routes' own (TanStack's HeadContent does the same), then the canonical link,
// robots, language versions and OpenGraph tags. A 404 is titled as one, whichever route's head ran without its
// data, and names no canonical page. A route's og:image is passed on, made absolute, by SeoTags.
import { Asset, useRouter, useRouterState, useTags } from '@tanstack/react-router'
import { m } from '../../../messages/compiled/messages.js'
import { type PageSummary, SeoTags } from './seo-tags'

type Tag = ReturnType<typeof useTags>[number]

const metaContent = (tags: Tag[], key: 'name' | 'property', value: string) => {
  const tag = tags.find((item) => item.tag === 'meta' && item.attrs?.[key] === value)
  return typeof tag?.attrs?.content === 'string' ? tag.attrs.content : undefined
}

export function PageHead() {
  const tags = useTags()
  const nonce = useRouter().options.ssr?.nonce
  // A loader's notFound() marks its match; an address no route answers marks the root.
  const notFound = useRouterState({
    select: (state) => state.matches.some((match) => match.status === 'notFound' || match._notFound === true),
  })
  const shown = notFound
    ? tags.map((tag) => (tag.tag === 'title' ? { ...tag, children: `${m.error_title_404()} — ${m.site_name()}` } : tag))
    : tags
  const title = shown.find((tag) => tag.tag === 'title')?.children
  const summary: PageSummary = {
    title: typeof title === 'string' ? title : undefined,
    description: metaContent(shown, 'name', 'description'),
    image: metaContent(shown, 'property', 'og:image'),
  }
  return (
    <>
      {shown
        .filter((tag) => !(tag.tag === 'meta' && tag.attrs?.property === 'og:image'))
        .map((tag) => (
          <Asset {...tag} key={`tsr-meta-${JSON.stringify(tag)}`} nonce={nonce} />
        ))}
      <SeoTags notFound={notFound} summary={summary} />
    </>
  )
}
