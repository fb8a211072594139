import { Link, createFileRoute, notFound } from '@tanstack/react-router'
import { CategoryNav } from '../../components/catalogue/category-nav'
import { CatalogueListing } from '../../components/catalogue/listing/catalogue-listing'
import { ProductCard } from '../../components/product/product-card'
import { BreadcrumbData } from '../../components/seo/breadcrumb-data'
import { Breadcrumbs } from '../../components/ui/breadcrumbs'
import { ApiError } from '../../api/errors'
import { api } from '../../api/instance'
import { findCategory } from '../../../contract/category-tree'
import { listingFetcher, loadListing } from '../../lib/catalogue/load-listing'
import { useSiteVars, useViewer } from '../../lib/root-data'
import { categoryDescription, categoryName } from '../../lib/seo/catalogue-head'
import { categoryCrumbs } from '../../lib/seo/structured-data'
import { m } from '../../../messages/compiled/messages.js'
import type { CategoryLink, CategoryNode } from '../../../contract/site'
import { useCatalogueListing } from '../../state/use-catalogue-listing'

const CATEGORY_PATH = /^[a-z0-9-]+(\/[a-z0-9-]+){0,2}$/

export const Route = createFileRoute('/catalog/$')({
  // Filters, sorts and pages are fetched by the listing itself: the loader runs once per category.
  loaderDeps: () => ({}),
  shouldReload: false,
  loader: async ({ params, location, parentMatchPromise }) => {
    const path = params._splat?.replace(/\/+$/, '') ?? ''
    if (!CATEGORY_PATH.test(path)) throw notFound()
    const buyer = Boolean((await parentMatchPromise).loaderData?.viewer)
    try {
      const [category, listing] = await Promise.all([
        api().get<CategoryNode>(`catalog/categories/${path}/`),
        loadListing({ path }, location.search, buyer),
      ])
      return { category, listing }
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw notFound()
      throw error
    }
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
  const { category, listing } = Route.useLoaderData()
  // A new category starts a new listing (its own filters and facets).
  return <CategoryListing key={category.path} category={category} listing={listing} />
}

function CategoryListing({ category, listing }: ReturnType<typeof Route.useLoaderData>) {
  const viewer = useViewer()
  const vars = useSiteVars()
  const { snapshot, actions, hrefForPage } = useCatalogueListing({ ...listing, buyer: Boolean(viewer), fetchPage: listingFetcher(listing.scope) })
  const parentPath = category.categories_path.at(-1)?.path
  const siblings = parentPath ? (findCategory(vars?.categories ?? [], parentPath)?.children ?? []) : (vars?.categories ?? [])
  const nav = category.children.length > 0 ? category.children : siblings
  return (
    <div>
      <Breadcrumbs
        crumbs={[
          { key: 'catalog', label: m.catalog_title(), link: (label) => <Link to="/catalog/">{label}</Link> },
          ...category.categories_path.map((crumb: CategoryLink) => ({
            key: crumb.path,
            label: crumb.title,
            link: (label: React.ReactNode) => (
              <Link to="/catalog/$/" params={{ _splat: crumb.path }}>
                {label}
              </Link>
            ),
          })),
          { key: category.path, label: category.title },
        ]}
      />
      <BreadcrumbData crumbs={categoryCrumbs(m.catalog_title(), [...category.categories_path, category])} />
      <h1>{category.title}</h1>
      <CatalogueListing
        snapshot={snapshot}
        actions={actions}
        buyer={Boolean(viewer)}
        hrefForPage={hrefForPage}
        renderProduct={(product, view) => <ProductCard product={product} view={view} />}
        categories={(close) => (
          <CategoryNav
            title={category.children.length > 0 ? m.catalog_children() : m.listing_categories()}
            categories={nav}
            currentPath={category.path}
            onNavigate={close}
          />
        )}
      />
    </div>
  )
}
