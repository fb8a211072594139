import { createFileRoute } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { CatalogueListing } from '../../components/catalogue/listing/catalogue-listing'
import { PublicationResults } from '../../components/search/publication-results'
import { SearchTabs, type SearchTab } from '../../components/search/search-tabs'
import { searchSite } from '../../api/search'
import { loadListingPage } from '../../lib/catalogue/listing-page'
import { listingFetcher } from '../../lib/catalogue/load-listing'
import { unpackListing, type PackedListing } from '../../lib/catalogue/packed-listing'
import { useViewer } from '../../lib/root-data'
import type { SearchParams } from '../../lib/search-params'
import { m } from '../../../messages/compiled/messages.js'
import { getLocale } from '../../../messages/compiled/runtime.js'
import type { SearchResponse } from '../../../contract/catalogue'
import { DEFAULT_PAGE_SIZE } from '../../../contract/catalogue-query'
import { isSearchableText, MAX_SEARCH_QUERY_LENGTH } from '../../../contract/search-query'
import { useCatalogueListing } from '../../state/use-catalogue-listing'

export const Route = createFileRoute('/search/')({
  validateSearch: (search: Record<string, unknown>): SearchParams => search as SearchParams,
  // A new query is a new search; sorts, filters, pages and views are fetched by the listing itself.
  loaderDeps: ({ search }) => ({
    q: String(search.q ?? '')
      .trim()
      .slice(0, MAX_SEARCH_QUERY_LENGTH),
  }),
  loader: async ({ deps: { q }, ...context }) => {
    if (!q) return { q: '', found: null }
    // Text nobody can type (a NUL, other control characters) finds nothing.
    if (!isSearchableText(q)) return { q, found: null }
    // Sales actions and publications (and the tabs' counts) come from search/; the goods are a listing.
    const { subject, listing } = await loadListingPage(context, { q }, () => searchSite(q, DEFAULT_PAGE_SIZE))
    // The goods shown are the listing's; the page carries only the other results.
    const others: OtherResults = { actions: subject.actions, publications: subject.publications }
    return { q, found: { others, listing } }
  },
  shouldReload: false,
  head: ({ loaderData }) => {
    const heading = loaderData?.q ? m.search_page_heading({ q: loaderData.q }) : m.search_page_title()
    return {
      meta: [
        { title: `${heading} — ${m.site_name()}` },
        { name: 'description', content: m.search_page_hint() },
        { name: 'robots', content: 'noindex,follow' },
      ],
    }
  },
  component: SearchPage,
})

function SearchPage() {
  const data = Route.useLoaderData()
  if (!data.q) {
    return (
      <div>
        <h1>{m.search_page_title()}</h1>
        <p>{m.search_page_hint()}</p>
      </div>
    )
  }
  if (!data.found) return <NothingFound q={data.q} />
  return <SearchResults key={data.q} q={data.q} others={data.found.others} listing={data.found.listing} />
}

function NothingFound({ q }: { q: string }) {
  return (
    <div>
      <h1>{m.search_page_heading({ q })}</h1>
      <p role="status">{m.search_page_nothing({ q })}</p>
    </div>
  )
}

type OtherResults = Pick<SearchResponse, 'actions' | 'publications'>

function SearchResults({ q, others, listing: packed }: { q: string; others: OtherResults; listing: PackedListing }) {
  const listing = useMemo(() => unpackListing(packed), [packed])
  const viewer = useViewer()
  const counts = { goods: listing.result.total, actions: others.actions.total, publications: others.publications.total }
  const [tab, setTab] = useState<SearchTab>(
    counts.goods || !(counts.actions || counts.publications) ? 'goods' : counts.actions ? 'actions' : 'publications',
  )
  const { snapshot, actions, hrefForPage } = useCatalogueListing({
    ...listing,
    buyer: Boolean(viewer),
    fetchPage: listingFetcher(listing.scope),
    fixedSearch: { q },
  })
  if (counts.goods + counts.actions + counts.publications === 0) return <NothingFound q={q} />
  return (
    <div>
      <h1>{m.search_page_heading({ q })}</h1>
      <SearchTabs active={tab} counts={counts} goodsCapped={listing.result.total_capped} onChange={setTab}>
        {tab === 'goods' ? (
          <CatalogueListing
            snapshot={snapshot}
            actions={actions}
            buyer={Boolean(viewer)}
            hrefForPage={hrefForPage}
            relevance
          />
        ) : (
          <PublicationResults
            items={tab === 'actions' ? others.actions.results : others.publications.results}
            locale={getLocale()}
          />
        )}
      </SearchTabs>
    </div>
  )
}
