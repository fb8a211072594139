// The React side of the catalogue query machine: runs it with the API client as its fetcher, keeps the
// page URL in step with its query (and the query with the URL on back/forward), and turns its snapshot
// into what the listing renders. The machine runs from the visitor's first choice or once the page is idle
// (decision 031); until then the listing is the one the route loaded.
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { useEffect, useMemo, useRef } from 'react'
import type { ListingPage } from '../../contract/catalogue'
import { DEFAULT_SORT, type CatalogueQuery, type Sort } from '../../contract/catalogue-query'
import { parseCatalogueQuery, serializeCatalogueQuery } from '../lib/catalogue/query-url'
import { rememberCatalogueReturn } from '../lib/catalogue/return-url'
import { stringifyPlainSearch } from '../lib/search-params'
import type { ListingActions, ListingSnapshot } from './catalogue-listing-view'
import { useDeferredActor, useDeferredSelector } from './deferred-actor'
import type { CatalogueQueryActor } from './catalogue-query-actor'

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
  // The fetcher belongs to the page the listing is on, which remounts the listing when it changes.
  const { actor, send } = useDeferredActor((): Promise<CatalogueQueryActor> =>
    import('./catalogue-query-actor').then((module) =>
      module.startCatalogueQuery({ query, result, buyer, defaultSort }, fetchPage),
    ),
  )
  // What the machine's first snapshot shows: the route's listing, idle.
  const first = useMemo(
    (): ListingSnapshot => ({ query, result, loading: false, failed: false, showAll: null, mobile: null }),
    // The listing remounts with its page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  )
  const snapshot = useDeferredSelector(
    actor,
    (state): ListingSnapshot => ({
      query: state.context.query,
      result: state.context.result ?? result,
      loading: state.hasTag('loading'),
      failed: state.context.failed,
      showAll: state.context.showAll
        ? { loaded: state.context.result?.products.length ?? 0, total: state.context.result?.total ?? 0 }
        : null,
      mobile: state.context.mobile,
    }),
    first,
    sameSnapshot,
  )

  const url = { buyer, defaultSort, fixedSearch }
  useUrlSync(snapshot.query, (next) => send({ type: 'query.sync', query: next }), url)

  const actions: ListingActions = useMemo(
    () => ({
      onToggle: (filter, value) => send({ type: 'filter.toggle', filter, value }),
      onFlag: (flag) => send({ type: 'flag.toggle', flag }),
      onClear: (filters, values) => send({ type: 'filter.clear', filters, values }),
      onClearAll: () => send({ type: 'filters.clear' }),
      onSort: (sort) => send({ type: 'sort.choose', sort }),
      onView: (view) => send({ type: 'view.choose', view }),
      onPageSize: (size) => send({ type: 'pageSize.choose', size }),
      onHideMissing: () => send({ type: 'availability.toggle' }),
      onPage: (page) => send({ type: 'page.go', page }),
      onShowAll: () => send({ type: 'showAll.start' }),
      onRetry: () => send({ type: 'fetch.retry' }),
      onMobile: (panel) =>
        send(
          panel === 'filters'
            ? { type: 'mobile.filters' }
            : panel === 'categories'
              ? { type: 'mobile.categories' }
              : { type: 'mobile.close' },
        ),
    }),
    [send],
  )
  const hrefForPage = (page: number) =>
    stringifyPlainSearch({ ...fixedSearch, ...serializeCatalogueQuery({ ...snapshot.query, page }, defaultSort) }) ||
    '?'
  return { snapshot, actions, hrefForPage }
}

const sameSnapshot = (a: ListingSnapshot, b: ListingSnapshot) =>
  a.query === b.query &&
  a.result === b.result &&
  a.loading === b.loading &&
  a.failed === b.failed &&
  a.showAll?.loaded === b.showAll?.loaded &&
  a.showAll?.total === b.showAll?.total &&
  a.mobile === b.mobile

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
