import { createFileRoute, notFound } from '@tanstack/react-router'
import { previewPublication } from '../../../../../api/staff/content-publications'
import { ProductSlider } from '../../../../../components/product/product-slider'
import { PublicationArticle } from '../../../../../components/publications/publication-article'
import { PreviewBanner } from '../../../../../components/staff/content/publications/preview-banner'
import { sectionTitle } from '../../../../../components/staff/content/publications/publication-list-page'
import { orNotFound } from '../../../../../lib/or-not-found'
import { m } from '../../../../../../messages/compiled/messages.js'

// A publication as its storefront page will show it, before it is published or before its day: staff only.
export const Route = createFileRoute('/staff/content/publications/$id/preview')({
  loader: async ({ params }) => {
    if (!/^\d{1,9}$/.test(params.id)) throw notFound()
    return { item: await orNotFound(previewPublication(Number(params.id))) }
  },
  component: PreviewRoute,
})

function PreviewRoute() {
  const { item } = Route.useLoaderData()
  const kind = item.url.startsWith('/sales/') ? 'sales' : 'info'
  return (
    <>
      <PreviewBanner id={item.id} />
      <PublicationArticle key={item.id} kind={kind} sectionTitle={sectionTitle(kind)} item={item}>
        {item.products.length > 0 ? <ProductSlider products={item.products} title={m.sales_products()} /> : null}
      </PublicationArticle>
    </>
  )
}
