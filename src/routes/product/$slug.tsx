import { createFileRoute, notFound } from '@tanstack/react-router'
import { ProductPage } from '../../components/product/product-page'
import { ApiError } from '../../api/errors'
import { api } from '../../api/instance'
import { productMetaDescription, productPageTitle } from '../../lib/seo/product-head'
import { m } from '../../../messages/compiled/messages.js'
import type { ProductDetail } from '../../../contract/catalogue'

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

export const Route = createFileRoute('/product/$slug')({
  loader: async ({ params }) => {
    if (params.slug.length > 200 || !SLUG.test(params.slug)) throw notFound()
    try {
      return await api().get<ProductDetail>(`catalog/products/${params.slug}/`)
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw notFound()
      throw error
    }
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
