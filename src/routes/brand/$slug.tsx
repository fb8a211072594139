import { createFileRoute, notFound } from '@tanstack/react-router'
import { BrandHeader } from '../../components/brand/brand-header'
import { catalogueCrumb } from '../../components/catalogue/catalogue-crumb'
import { ProductListing } from '../../components/catalogue/listing/product-listing'
import { Breadcrumbs } from '../../components/ui/breadcrumbs'
import { getBrand } from '../../api/catalogue'
import { catalogueDownloadUrl } from '../../api/catalogue-download'
import { loadListingPage } from '../../lib/catalogue/listing-page'
import { m } from '../../../messages/compiled/messages.js'
import { getLocale } from '../../../messages/compiled/runtime.js'

const BRAND_SLUG = /^[a-z0-9-]{1,100}$/

export const Route = createFileRoute('/brand/$slug')({
  // Filters, sorts and pages are fetched by the listing itself: the loader runs once per brand.
  loaderDeps: () => ({}),
  shouldReload: false,
  loader: async (context) => {
    const { slug } = context.params
    if (!BRAND_SLUG.test(slug)) throw notFound()
    const { subject: brand, listing } = await loadListingPage(context, { brand: slug }, () => getBrand(slug))
    return { brand, listing }
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
  return (
    <div>
      <Breadcrumbs crumbs={[catalogueCrumb(), { key: brand.slug, label: brand.title }]} />
      <BrandHeader brand={brand} pdfUrl={catalogueDownloadUrl({ brand: brand.slug }, getLocale())} />
      <h2>{m.brand_products()}</h2>
      <ProductListing key={brand.slug} listing={listing} />
    </div>
  )
}
