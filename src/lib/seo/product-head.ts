// A product page's title and meta description from the product's own fields. Goods of one line share a name
// ("Аквариум Aqualis, нано, 20 л" in two packings), so the title carries the SKU, which no two products share;
// the description starts with that title, then the product's facts and its short text.
import { m } from '../../../messages/compiled/messages.js'
import { getLocale } from '../../../messages/compiled/runtime.js'
import type { ProductCard, ProductDetail } from '../../../contract/catalogue'
import type { Locale } from '../../../contract/site'
import { formatWeight } from '../../../contract/format/units'
import { metaDescription } from './meta-text'

type ProductFacts = Pick<
  ProductDetail,
  'title' | 'sku_full' | 'brand' | 'country' | 'size' | 'weight' | 'pack_quantity' | 'description_short'
>

/** The product's name with its SKU: unique among products. */
export function productPageTitle(
  product: Pick<ProductCard, 'title' | 'sku_full'>,
  locale: Locale = getLocale(),
): string {
  return m.product_head_title({ title: product.title, sku: product.sku_full }, { locale })
}

export function productMetaDescription(product: ProductFacts, locale: Locale = getLocale()): string {
  const facts = [
    product.brand?.title,
    product.country,
    product.size,
    product.weight ? formatWeight(product.weight, locale) : null,
    m.product_head_pack({ count: product.pack_quantity }, { locale }),
  ].filter(Boolean)
  return metaDescription(`${productPageTitle(product, locale)}. ${facts.join(', ')}. ${product.description_short}`)
}
