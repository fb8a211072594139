import { createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import { CatalogueListing } from '../../components/catalogue/listing/catalogue-listing'
import { ProductCard } from '../../components/product/product-card'
import { PublicationResults } from '../../components/search/publication-results'
import { SearchTabs, type SearchTab } from '../../components/search/search-tabs'
import { parseCatalogueQuery } from '../../lib/catalogue/query-url'
import { fetchSearch, searchFetcher, searchGoods } from '../../lib/catalogue/search-listing'
import { useViewer } from '../../lib/root-data'
import type { SearchParams } from '../../lib/search-params'
import { m } from '../../paraglide/messages.js'
import { getLocale } from '../../paraglide/runtime.js'
import type { SearchResponse } from '../../schemas/catalogue'
import { useCatalogueListing } from '../../state/use-catalogue-listing'

const MAX_QUERY_LENGTH = 200

export const Route = createFileRoute('/search/')({
  validateSearch: (search: Record<string, unknown>): SearchParams => search as SearchParams,
  // A new query is a new search; paging and view changes are fetched by the listing itself.
  loaderDeps: ({ search }) => ({ q: (search.q ?? '').trim().slice(0, MAX_QUERY_LENGTH) }),
  loader: async ({ deps, location, parentMatchPromise }) => {
    if (!deps.q) return { q: '', found: null }
    const buyer = Boolean((await parentMatchPromise).loaderData?.viewer)
    const query = parseCatalogueQuery(location.search, { buyer })
    return { q: deps.q, query, found: await fetchSearch(deps.q, query) }
  },
  shouldReload: false,
  head: ({ loaderData }) => ({
    meta: [
      { title: `${loaderData?.q ? m.search_page_heading({ q: loaderData.q }) : m.search_page_title()} — ${m.site_name()}` },
      { name: 'robots', content: 'noindex,follow' },
    ],
  }),
  component: SearchPage,
})

function SearchPage() {
  const data = Route.useLoaderData()
  if (!data.q || !data.found || !data.query) {
    return (
      <div>
        <h1>{m.search_page_title()}</h1>
        <p>{m.search_page_hint()}</p>
      </div>
    )
  }
  return <SearchResults key={data.q} q={data.q} query={data.query} found={data.found} />
}

function SearchResults({ q, query, found }: { q: string; query: Parameters<typeof useCatalogueListing>[0]['query']; found: SearchResponse }) {
  const viewer = useViewer()
  const counts = { goods: found.products.total, actions: found.actions.total, publications: found.publications.total }
  const [tab, setTab] = useState<SearchTab>(counts.goods || !(counts.actions || counts.publications) ? 'goods' : counts.actions ? 'actions' : 'publications')
  const { snapshot, actions, hrefForPage } = useCatalogueListing({
    query,
    result: searchGoods(found),
    buyer: Boolean(viewer),
    fetchPage: searchFetcher(q),
    fixedSearch: { q },
  })
  const nothing = counts.goods + counts.actions + counts.publications === 0
  return (
    <div>
      <h1>{m.search_page_heading({ q })}</h1>
      {nothing ? (
        <p role="status">{m.search_page_nothing({ q })}</p>
      ) : (
        <SearchTabs active={tab} counts={counts} onChange={setTab}>
          {tab === 'goods' ? (
            <CatalogueListing
              snapshot={snapshot}
              actions={actions}
              buyer={Boolean(viewer)}
              hrefForPage={hrefForPage}
              filters={false}
              renderProduct={(product, view) => <ProductCard product={product} view={view} />}
            />
          ) : (
            <PublicationResults items={tab === 'actions' ? found.actions.results : found.publications.results} locale={getLocale()} />
          )}
        </SearchTabs>
      )}
    </div>
  )
}
