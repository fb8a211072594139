import { Link, createFileRoute, notFound } from '@tanstack/react-router'
import { BrandHeader } from '../../components/brand/brand-header'
import { CatalogueListing } from '../../components/catalogue/listing/catalogue-listing'
import { ProductCard } from '../../components/product/product-card'
import { Breadcrumbs } from '../../components/ui/breadcrumbs'
import { ApiError } from '../../api/errors'
import { api } from '../../api/instance'
import { catalogueDownloadUrl } from '../../lib/catalogue/download-url'
import { listingFetcher, loadListing } from '../../lib/catalogue/load-listing'
import { useViewer } from '../../lib/root-data'
import { m } from '../../../messages/compiled/messages.js'
import { getLocale } from '../../../messages/compiled/runtime.js'
import type { BrandPage } from '../../../contract/catalogue'
import { useCatalogueListing } from '../../state/use-catalogue-listing'

const BRAND_SLUG = /^[a-z0-9-]{1,100}$/

export const Route = createFileRoute('/brand/$slug')({
  // Filters, sorts and pages are fetched by the listing itself: the loader runs once per brand.
  loaderDeps: () => ({}),
  shouldReload: false,
  loader: async ({ params, location, parentMatchPromise }) => {
    if (!BRAND_SLUG.test(params.slug)) throw notFound()
    const buyer = Boolean((await parentMatchPromise).loaderData?.viewer)
    try {
      const [brand, listing] = await Promise.all([
        api().get<BrandPage>(`pages/brand/${params.slug}/`),
        loadListing({ brand: params.slug }, location.search, buyer),
      ])
      return { brand, listing }
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw notFound()
      throw error
    }
  },
  head: ({ loaderData }) => {
    const meta = loaderData?.brand.meta
    return {
      meta: [
        { title: `${meta?.title || loaderData?.brand.title || ''} — ${m.site_name()}` },
        ...(meta?.description ? [{ name: 'description', content: meta.description }] : []),
        ...(meta?.keywords ? [{ name: 'keywords', content: meta.keywords }] : []),
      ],
    }
  },
  component: BrandRoute,
})

function BrandRoute() {
  const { brand, listing } = Route.useLoaderData()
  return <BrandListing key={brand.slug} brand={brand} listing={listing} />
}

function BrandListing({ brand, listing }: ReturnType<typeof Route.useLoaderData>) {
  const viewer = useViewer()
  const { snapshot, actions, hrefForPage } = useCatalogueListing({ ...listing, buyer: Boolean(viewer), fetchPage: listingFetcher(listing.scope) })
  return (
    <div>
      <Breadcrumbs
        crumbs={[
          { key: 'catalog', label: m.catalog_title(), link: (label) => <Link to="/catalog/">{label}</Link> },
          { key: brand.slug, label: brand.title },
        ]}
      />
      <BrandHeader brand={brand} pdfUrl={catalogueDownloadUrl({ brand: brand.slug }, getLocale())} />
      <h2>{m.brand_products()}</h2>
      <CatalogueListing
        snapshot={snapshot}
        actions={actions}
        buyer={Boolean(viewer)}
        hrefForPage={hrefForPage}
        renderProduct={(product, view) => <ProductCard product={product} view={view} />}
      />
    </div>
  )
}
