import { useMemo } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { CategoryNav } from '../../components/catalogue/category-nav'
import { CategoryTiles } from '../../components/catalogue/category-tiles'
import { ProductListing } from '../../components/catalogue/listing/product-listing'
import { getCategories } from '../../api/catalogue'
import { menuTree } from '../../../contract/category-tree'
import { loadListingPage } from '../../lib/catalogue/listing-page'
import { fromTreeTable, toTreeTable } from '../../lib/dehydrate/table'
import { catalogueDescription } from '../../lib/seo/catalogue-head'
import { m } from '../../../messages/compiled/messages.js'

export const Route = createFileRoute('/catalog/')({
  // Filters, sorts and pages are fetched by the listing itself.
  loaderDeps: () => ({}),
  shouldReload: false,
  loader: async (context) => {
    // The tiles show two levels; the deeper ones stay out of the page.
    const { subject, listing } = await loadListingPage(context, {}, () => getCategories())
    return { categories: toTreeTable(menuTree(subject, 2)), listing }
  },
  head: ({ loaderData }) => ({
    meta: [
      { title: `${m.catalog_title()} — ${m.site_name()}` },
      ...(loaderData
        ? [{ name: 'description', content: catalogueDescription(fromTreeTable(loaderData.categories)) }]
        : []),
    ],
  }),
  component: CataloguePage,
})

function CataloguePage() {
  const { categories: packed, listing } = Route.useLoaderData()
  const categories = useMemo(() => fromTreeTable(packed), [packed])
  return (
    <div>
      <h1>{m.catalog_title()}</h1>
      <CategoryTiles categories={categories} />
      <h2>{m.catalog_all_products()}</h2>
      <ProductListing
        listing={listing}
        categories={(close) => (
          <CategoryNav title={m.listing_categories()} categories={categories} onNavigate={close} />
        )}
      />
    </div>
  )
}
