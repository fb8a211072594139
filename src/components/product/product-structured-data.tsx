// The product and its category trail for search engines (JSON-LD); an offer only for buyers, who get a price.
import { useSiteVars } from '../../lib/root-data'
import { categoryCrumbs, productData } from '../../lib/seo/structured-data'
import { m } from '../../../messages/compiled/messages.js'
import { localizeHref } from '../../../messages/compiled/runtime.js'
import type { ProductDetail } from '../../../contract/catalogue'
import { BreadcrumbData } from '../seo/breadcrumb-data'
import { JsonLd } from '../seo/json-ld'

export function ProductStructuredData({ product }: { product: ProductDetail }) {
  const siteUrl = useSiteVars()?.settings.site_url
  if (!siteUrl) return null
  const path = `/product/${product.slug}/`
  const crumbs = [
    ...categoryCrumbs(m.catalog_title(), [...product.category.categories_path, product.category]),
    { name: product.title, path },
  ]
  return (
    <>
      <JsonLd data={productData(siteUrl, product, `${siteUrl}${localizeHref(path)}`)} />
      <BreadcrumbData crumbs={crumbs} />
    </>
  )
}
