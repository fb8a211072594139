// A listing's first view as its route loader hands it to the page: the products and facets as tables (see
// dehydrate/table.ts), since the page carries the loader's data to the browser; the listing unpacks it. A photo's
// alt text is mostly the product's title: it is left out then, as is what no card reads (ListedProduct).
import type {
  FacetColor,
  FacetOption,
  FilterGroup,
  ListedBrand,
  ListedProduct,
  ListingPage,
  ProductCard,
} from '../../../contract/catalogue'
import { createInterner, fromTable, toTable, type Table } from '../dehydrate/table'
import type { LoadedListing } from './load-listing'

type Result = LoadedListing['result']

/** The listing the page shows: the loaded one less what it does not read (ListingPage). */
export type ShownListing = Omit<LoadedListing, 'result'> & { result: ListingPage }
type PackedProduct = Omit<ListedProduct, 'image_alt'> & { image_alt?: string }

export type PackedListing = Omit<LoadedListing, 'result'> & {
  result: Omit<Result, 'products' | 'brands' | 'colors' | 'filters'> & {
    products: Table<PackedProduct>
    brands: Table<ListedBrand>
    colors: Table<FacetColor>
    filters: (Omit<FilterGroup, 'items'> & { items: Table<FacetOption> })[]
  }
}

export function packListing({ result, ...listing }: LoadedListing): PackedListing {
  const intern = createInterner()
  const { products, brands, colors, filters, labels, ...counts } = result
  return {
    ...listing,
    result: {
      ...counts,
      labels: intern(labels),
      products: toTable(
        products.map(({ image_alt, ...card }): PackedProduct => {
          const product = listedProduct(card)
          return image_alt === product.title ? product : { ...product, image_alt }
        }),
        intern,
      ),
      brands: toTable(
        brands.map(({ slug, title, count }) => ({ slug, title, count })),
        intern,
      ),
      colors: toTable(colors, intern),
      filters: filters.map(({ items, ...group }) => ({ ...group, items: toTable(items, intern) })),
    },
  }
}

function listedProduct({
  updated: _updated,
  brand,
  ...card
}: Omit<ProductCard, 'image_alt'>): Omit<ListedProduct, 'image_alt'> {
  return { ...card, brand: brand && { title: brand.title } }
}

export function unpackListing({ result, ...listing }: PackedListing): ShownListing {
  const { products, brands, colors, filters, ...rest } = result
  return {
    ...listing,
    result: {
      ...rest,
      products: fromTable(products).map(({ image_alt, ...product }) => ({
        ...product,
        image_alt: image_alt ?? product.title,
      })),
      brands: fromTable(brands),
      colors: fromTable(colors),
      filters: filters.map(({ items, ...group }) => ({ ...group, items: fromTable(items) })),
    },
  }
}
