import { createFileRoute, notFound } from '@tanstack/react-router'
import { CategoryNeighbourNav } from '../../components/catalogue/category-nav'
import { CategoryTrail } from '../../components/catalogue/category-trail'
import { ProductListing } from '../../components/catalogue/listing/product-listing'
import { loadCategoryWithNeighbours } from '../../lib/catalogue/category-page'
import { loadListingPage } from '../../lib/catalogue/listing-page'
import { categoryDescription, categoryName } from '../../lib/seo/catalogue-head'
import { m } from '../../../messages/compiled/messages.js'

const CATEGORY_PATH = /^[a-z0-9-]+(\/[a-z0-9-]+){0,2}$/

export const Route = createFileRoute('/catalog/$')({
  // Filters, sorts and pages are fetched by the listing itself: the loader runs once per category.
  loaderDeps: () => ({}),
  shouldReload: false,
  loader: async (context) => {
    const path = context.params._splat?.replace(/\/+$/, '') ?? ''
    if (!CATEGORY_PATH.test(path)) throw notFound()
    const top = async () => (await context.parentMatchPromise).loaderData?.menu?.roots ?? []
    const { subject, listing } = await loadListingPage(context, { path }, async () =>
      loadCategoryWithNeighbours(path, await top()),
    )
    return { ...subject, listing }
  },
  head: ({ loaderData }) => ({
    meta: [
      { title: `${loaderData ? categoryName(loaderData.category) : m.catalog_title()} — ${m.site_name()}` },
      ...(loaderData ? [{ name: 'description', content: categoryDescription(loaderData.category) }] : []),
    ],
  }),
  component: CategoryPage,
})

function CategoryPage() {
  const { category, siblings, listing } = Route.useLoaderData()
  return (
    <div>
      <CategoryTrail category={category} />
      <h1>{category.title}</h1>
      <ProductListing
        key={category.path}
        listing={listing}
        categories={(close) => <CategoryNeighbourNav category={category} siblings={siblings} onNavigate={close} />}
      />
    </div>
  )
}
