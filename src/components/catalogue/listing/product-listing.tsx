// A listing page's products from the first view its route loaded: the catalogue query machine fetches every
// later view (filters, sorts, pages) and the shared listing shows it. The catalogue, a category and a brand use it
// as it is; the search page drives the listing itself, since its tabs hide it without losing its query.
import { useMemo, type ReactNode } from 'react'
import { listingFetcher } from '../../../lib/catalogue/load-listing'
import { unpackListing, type PackedListing } from '../../../lib/catalogue/packed-listing'
import { useViewer } from '../../../lib/root-data'
import { useCatalogueListing } from '../../../state/use-catalogue-listing'
import { CatalogueListing } from './catalogue-listing'

type ProductListingProps = {
  listing: PackedListing
  /** Category links beside the products; `close` shuts the mobile panel they are shown in. */
  categories?: (close: () => void) => ReactNode
}

/** Give it a `key` of what it lists: another category or brand starts a new listing (its own filters and facets). */
export function ProductListing({ listing: packed, categories }: ProductListingProps) {
  const listing = useMemo(() => unpackListing(packed), [packed])
  const buyer = Boolean(useViewer())
  const { snapshot, actions, hrefForPage } = useCatalogueListing({
    ...listing,
    buyer,
    fetchPage: listingFetcher(listing.scope),
  })
  return (
    <CatalogueListing
      snapshot={snapshot}
      actions={actions}
      buyer={buyer}
      hrefForPage={hrefForPage}
      categories={categories}
    />
  )
}
