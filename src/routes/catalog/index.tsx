import { createFileRoute } from '@tanstack/react-router'
import { CategoryNav } from '../../components/catalogue/category-nav'
import { CategoryTiles } from '../../components/catalogue/category-tiles'
import { CatalogueListing } from '../../components/catalogue/listing/catalogue-listing'
import { ProductCard } from '../../components/product/product-card'
import { api } from '../../api/instance'
import { listingFetcher, loadListing } from '../../lib/catalogue/load-listing'
import { useViewer } from '../../lib/root-data'
import { catalogueDescription } from '../../lib/seo/catalogue-head'
import { m } from '../../../messages/compiled/messages.js'
import type { CategoryNode } from '../../../contract/site'
import { useCatalogueListing } from '../../state/use-catalogue-listing'

export const Route = createFileRoute('/catalog/')({
  // Filters, sorts and pages are fetched by the listing itself.
  loaderDeps: () => ({}),
  shouldReload: false,
  loader: async ({ location, parentMatchPromise }) => {
    const buyer = Boolean((await parentMatchPromise).loaderData?.viewer)
    const [categories, listing] = await Promise.all([api().get<CategoryNode[]>('catalog/categories/'), loadListing({}, location.search, buyer)])
    return { categories, listing }
  },
  head: ({ loaderData }) => ({
    meta: [
      { title: `${m.catalog_title()} — ${m.site_name()}` },
      ...(loaderData ? [{ name: 'description', content: catalogueDescription(loaderData.categories) }] : []),
    ],
  }),
  component: CataloguePage,
})

function CataloguePage() {
  const { categories, listing } = Route.useLoaderData()
  const viewer = useViewer()
  const { snapshot, actions, hrefForPage } = useCatalogueListing({ ...listing, buyer: Boolean(viewer), fetchPage: listingFetcher(listing.scope) })
  return (
    <div>
      <h1>{m.catalog_title()}</h1>
      <CategoryTiles categories={categories} />
      <h2>{m.catalog_all_products()}</h2>
      <CatalogueListing
        snapshot={snapshot}
        actions={actions}
        buyer={Boolean(viewer)}
        hrefForPage={hrefForPage}
        renderProduct={(product, view) => <ProductCard product={product} view={view} />}
        categories={(close) => <CategoryNav title={m.listing_categories()} categories={categories} onNavigate={close} />}
      />
    </div>
  )
}
