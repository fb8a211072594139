// The catalogue query machine's actor, started by useCatalogueListing at the visitor's first choice or once the page
// is idle (decision 031), with the page's fetcher.
import { createActor, fromPromise } from 'xstate'
import { catalogueQueryMachine, type CatalogueQueryInput } from '../../machines/catalogue-query.machine'
import type { ListingPage } from '../../contract/catalogue'
import type { CatalogueQuery } from '../../contract/catalogue-query'

export const startCatalogueQuery = (
  input: CatalogueQueryInput,
  fetchPage: (query: CatalogueQuery, signal: AbortSignal) => Promise<ListingPage>,
) =>
  createActor(
    catalogueQueryMachine.provide({
      actors: {
        fetchPage: fromPromise(({ input: asked, signal }) => fetchPage({ ...asked.query, page: asked.page }, signal)),
      },
    }),
    { input },
  ).start()

export type CatalogueQueryActor = ReturnType<typeof startCatalogueQuery>
