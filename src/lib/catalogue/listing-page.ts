// The loader of a listing page (the catalogue, a category, a brand, search results): what the page is about and
// the first view of its products, fetched together once the root loader has said whether a buyer is looking
// (guests cannot sort by price). What the page is about answering 404 is the 404 page, as is a page of products
// past the last one. The listing comes packed (packed-listing.ts): the page carries it to the browser.
import type { AccountUser } from '../../../contract/account'
import { orNotFound } from '../or-not-found'
import { loadListing, type ListingScope } from './load-listing'
import { packListing, type PackedListing } from './packed-listing'

/** The parts of a route loader's context the recipe reads. */
export type ListingLoaderContext = {
  location: { search: Record<string, unknown> }
  parentMatchPromise: Promise<{ loaderData?: { viewer: AccountUser | null } }>
}

export async function loadListingPage<Subject>(
  { location, parentMatchPromise }: ListingLoaderContext,
  scope: ListingScope,
  subject: () => Promise<Subject>,
): Promise<{ subject: Subject; listing: PackedListing }> {
  const buyer = Boolean((await parentMatchPromise).loaderData?.viewer)
  const [loaded, listing] = await Promise.all([orNotFound(subject()), loadListing(scope, location.search, buyer)])
  return { subject: loaded, listing: packListing(listing) }
}
