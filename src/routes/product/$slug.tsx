import { createFileRoute, notFound } from '@tanstack/react-router'
import { ProductPage } from '../../components/product/product-page'
import { getProduct } from '../../api/catalogue'
import { orNotFound } from '../../lib/or-not-found'
import { productMetaDescription, productPageTitle } from '../../lib/seo/product-head'
import { m } from '../../../messages/compiled/messages.js'

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

export const Route = createFileRoute('/product/$slug')({
  loader: async ({ params }) => {
    if (params.slug.length > 200 || !SLUG.test(params.slug)) throw notFound()
    return orNotFound(getProduct(params.slug))
  },
  head: ({ loaderData }) => ({
    meta: loaderData
      ? [
          { title: `${productPageTitle(loaderData)} — ${m.site_name()}` },
          { name: 'description', content: productMetaDescription(loaderData) },
          ...(loaderData.image ? [{ property: 'og:image', content: loaderData.image }] : []),
        ]
      : [{ title: m.site_name() }],
  }),
  component: ProductRoute,
})

function ProductRoute() {
  const product = Route.useLoaderData()
  return <ProductPage product={product} />
}
