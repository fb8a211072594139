// The React side of the catalogue query machine: runs it with the API client as its fetcher, keeps the
// page URL in step with its query (and the query with the URL on back/forward), and turns its snapshot
// into what the listing renders.
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo, useRef } from 'react'
import { fromPromise } from 'xstate'
import { catalogueQueryMachine } from '../../machines/catalogue-query.machine'
import type { ListingPage } from '../../contract/catalogue'
import { DEFAULT_SORT, type CatalogueQuery, type Sort } from '../../contract/catalogue-query'
import { parseCatalogueQuery, serializeCatalogueQuery } from '../lib/catalogue/query-url'
import { rememberCatalogueReturn } from '../lib/catalogue/return-url'
import { stringifyPlainSearch } from '../lib/search-params'
import type { ListingActions, ListingSnapshot } from './catalogue-listing-view'
import { providedInBrowser } from './provided-in-browser'

type ListingOptions = {
  /** The first view, loaded by the route. */
  query: CatalogueQuery
  result: ListingPage
  buyer: boolean
  fetchPage: (query: CatalogueQuery, signal: AbortSignal) => Promise<ListingPage>
  /** Page URL parameters that are not the listing's own (the search page's q). */
  fixedSearch?: Record<string, string>
  /** What a cleared sort returns to and the URL leaves out: name, or relevance for search results. */
  defaultSort?: Sort
}

export function useCatalogueListing({
  query,
  result,
  buyer,
  fetchPage,
  fixedSearch,
  defaultSort = DEFAULT_SORT,
}: ListingOptions) {
  const machine = useMemo(
    () =>
      providedInBrowser(catalogueQueryMachine, (machine) =>
        machine.provide({
          actors: {
            fetchPage: fromPromise(({ input, signal }) => fetchPage({ ...input.query, page: input.page }, signal)),
          },
        }),
      ),
    // The fetcher belongs to the page the listing is on, which remounts the listing when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  )
  const actor = useActorRef(machine, { input: { query, result, buyer, defaultSort } })
  const snapshot = useSelector(actor, (state): ListingSnapshot => ({
    query: state.context.query,
    result: state.context.result ?? result,
    loading: state.hasTag('loading'),
    failed: state.context.failed,
    showAll: state.context.showAll
      ? { loaded: state.context.result?.products.length ?? 0, total: state.context.result?.total ?? 0 }
      : null,
    mobile: state.context.mobile,
  }))

  const url = { buyer, defaultSort, fixedSearch }
  useUrlSync(snapshot.query, (next) => actor.send({ type: 'query.sync', query: next }), url)

  const actions: ListingActions = useMemo(
    () => ({
      onToggle: (filter, value) => actor.send({ type: 'filter.toggle', filter, value }),
      onFlag: (flag) => actor.send({ type: 'flag.toggle', flag }),
      onClear: (filters, values) => actor.send({ type: 'filter.clear', filters, values }),
      onClearAll: () => actor.send({ type: 'filters.clear' }),
      onSort: (sort) => actor.send({ type: 'sort.choose', sort }),
      onView: (view) => actor.send({ type: 'view.choose', view }),
      onPageSize: (size) => actor.send({ type: 'pageSize.choose', size }),
      onHideMissing: () => actor.send({ type: 'availability.toggle' }),
      onPage: (page) => actor.send({ type: 'page.go', page }),
      onShowAll: () => actor.send({ type: 'showAll.start' }),
      onRetry: () => actor.send({ type: 'fetch.retry' }),
      onMobile: (panel) =>
        actor.send(
          panel === 'filters'
            ? { type: 'mobile.filters' }
            : panel === 'categories'
              ? { type: 'mobile.categories' }
              : { type: 'mobile.close' },
        ),
    }),
    [actor],
  )
  const hrefForPage = (page: number) =>
    stringifyPlainSearch({ ...fixedSearch, ...serializeCatalogueQuery({ ...snapshot.query, page }, defaultSort) }) ||
    '?'
  return { snapshot, actions, hrefForPage }
}

/** The machine's query is the truth; the URL follows it, and a URL changed from outside is sent back in. */
type UrlOptions = { buyer: boolean; defaultSort: Sort; fixedSearch?: Record<string, string> }

function useUrlSync(
  query: CatalogueQuery,
  onExternalChange: (query: CatalogueQuery) => void,
  { buyer, defaultSort, fixedSearch }: UrlOptions,
) {
  const navigate = useNavigate()
  const location = useRouterState({ select: (state) => state.location })
  const wanted = stringifyPlainSearch(serializeCatalogueQuery(query, defaultSort))
  const current = stringifyPlainSearch(
    serializeCatalogueQuery(parseCatalogueQuery(location.search, { buyer, defaultSort }), defaultSort),
  )
  // The address the loader read: if it differs from the first query (a value the catalogue refused),
  // the address is corrected in place rather than read back in.
  const seenHref = useRef<string | null>(null)

  useEffect(() => {
    const corrected = seenHref.current === null
    if (wanted !== current)
      void navigate({
        to: './',
        search: { ...fixedSearch, ...serializeCatalogueQuery(query, defaultSort) },
        resetScroll: false,
        replace: corrected,
      })
    // Only the machine's query drives this effect; URL changes are handled below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted])

  useEffect(() => {
    rememberCatalogueReturn(location.href)
    const first = seenHref.current === null
    seenHref.current = location.href
    if (!first && wanted !== current) onExternalChange(parseCatalogueQuery(location.search, { buyer, defaultSort }))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.href])
}
