// A product card as the catalogue and the search answer it, for the machine tests.
import type { ProductCard } from '../../contract/catalogue'

export function productCard(id: number): ProductCard {
  return {
    id,
    slug: `product-${id}`,
    title: `Product ${id}`,
    sku_full: `SKU-${id}`,
    image: null,
    image_alt: '',
    image_title: '',
    labels: [],
    brand: null,
    pack_quantity: 1,
    on_order: false,
    permissions: { can_order: true },
    updated: '2026-11-01T00:00:00Z',
  }
}
