import { createFileRoute } from '@tanstack/react-router'
import { ProductSlider } from '../../../components/product/product-slider'
import { PublicationArticle } from '../../../components/publications/publication-article'
import { contentHead } from '../../../lib/content-head'
import { loadPublication } from '../../../lib/publications/load-publications'
import { m } from '../../../../messages/compiled/messages.js'

export const Route = createFileRoute('/sales/$date/$slug')({
  loader: ({ params }) => loadPublication('sales', params.date, params.slug),
  head: ({ loaderData }) =>
    contentHead(loaderData?.item, loaderData?.item.image_main ?? loaderData?.item.image_preview),
  component: SaleRoute,
})

function SaleRoute() {
  const { item, sectionTitle } = Route.useLoaderData()
  return (
    <PublicationArticle key={item.id} kind="sales" sectionTitle={sectionTitle} item={item}>
      {item.products.length > 0 ? (
        <ProductSlider key={item.id} products={item.products} title={m.sales_products()} />
      ) : null}
    </PublicationArticle>
  )
}
