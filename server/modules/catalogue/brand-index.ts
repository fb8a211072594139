// pages/brand/: every published brand by title, with its logo and how many goods its brand page lists (the
// published goods of visible categories), from the shared catalogue reference and product counts.
import type { BrandIndexEntry } from '../../../contract/catalogue'
import type { Locale } from '../../../contract/site'
import type { CatalogueReference, ProductCount } from './reference'

export function brandIndex(reference: CatalogueReference, products: ProductCount[], locale: Locale): BrandIndexEntry[] {
  const visible = new Set(reference.categories.filter((category) => category.visible).map((category) => category.id))
  const counts = new Map<number, number>()
  for (const row of products)
    if (row.brandId !== null && visible.has(row.categoryId))
      counts.set(row.brandId, (counts.get(row.brandId) ?? 0) + row.count)
  const collator = new Intl.Collator(locale)
  return reference.brands
    .map((brand) => ({
      id: brand.id,
      slug: brand.slug,
      title: brand.title,
      logo: brand.logo,
      logo_color: brand.logoColor,
      count: counts.get(brand.id) ?? 0,
    }))
    .sort((a, b) => collator.compare(a.title, b.title))
}
