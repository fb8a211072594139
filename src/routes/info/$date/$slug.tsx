import { createFileRoute } from '@tanstack/react-router'
import { PublicationArticle } from '../../../components/publications/publication-article'
import { contentHead } from '../../../lib/content-head'
import { loadPublication } from '../../../lib/publications/load-publications'

export const Route = createFileRoute('/info/$date/$slug')({
  loader: ({ params }) => loadPublication('info', params.date, params.slug),
  head: ({ loaderData }) =>
    contentHead(loaderData?.item, loaderData?.item.image_main ?? loaderData?.item.image_preview),
  component: ArticleRoute,
})

function ArticleRoute() {
  const { item, sectionTitle } = Route.useLoaderData()
  return <PublicationArticle key={item.id} kind="info" sectionTitle={sectionTitle} item={item} />
}
