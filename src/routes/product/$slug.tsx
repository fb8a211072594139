import { createFileRoute, notFound } from '@tanstack/react-router'
import { useMemo } from 'react'
import { ProductPage } from '../../components/product/product-page'
import { getProduct } from '../../api/catalogue'
import { orNotFound } from '../../lib/or-not-found'
import { packLists, unpackLists } from '../../lib/dehydrate/table'
import type { ProductDetail } from '../../../contract/catalogue'
import { productMetaDescription, productPageTitle } from '../../lib/seo/product-head'
import { m } from '../../../messages/compiled/messages.js'

const LISTS = ['related'] as const
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

export const Route = createFileRoute('/product/$slug')({
  loader: async ({ params }) => {
    if (params.slug.length > 200 || !SLUG.test(params.slug)) throw notFound()
    // The page carries the loader's data to the browser: the related goods go as a table (dehydrate/table.ts).
    return packLists(await orNotFound(getProduct(params.slug)), LISTS)
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
  const packed = Route.useLoaderData()
  const product = useMemo(() => unpackLists<ProductDetail, (typeof LISTS)[number]>(packed, LISTS), [packed])
  return <ProductPage product={product} />
}
