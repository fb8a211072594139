import { createFileRoute } from '@tanstack/react-router'
import { PublicationSection } from '../../components/publications/publication-section'
import { contentHead } from '../../lib/content-head'
import { loadPublicationSection, publicationFilterOf } from '../../lib/publications/load-publications'
import type { SearchParams } from '../../lib/search-params'

export const Route = createFileRoute('/info/')({
  validateSearch: (search: Record<string, unknown>): SearchParams => search as SearchParams,
  loaderDeps: ({ search }) => ({ category: search.category, page: search.page }),
  loader: ({ deps }) => loadPublicationSection('info', publicationFilterOf(deps)),
  head: ({ loaderData }) => contentHead(loaderData?.section),
  component: InfoRoute,
})

function InfoRoute() {
  const { section, list, filter } = Route.useLoaderData()
  return <PublicationSection kind="info" section={section} list={list} category={filter.category} />
}
