// A listing's first view as its route loader hands it to the page: the products and facets as tables (see
// dehydrate/table.ts), since the page carries the loader's data to the browser; the listing unpacks it. A photo's
// alt text is mostly the product's title: it is left out then, as is what no card reads (ListedProduct); its title is
// mostly the start of the product's title (the kind and brand): it goes as that start's length then.
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
type PackedProduct = Omit<ListedProduct, 'image_alt' | 'image_title'> & {
  image_alt?: string
  image_title: string | number
}

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
        products.map(({ image_alt, image_title, ...card }): PackedProduct => {
          const product = { ...listedProduct(card), image_title: titleStart(image_title, card.title) }
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

/** A photo's title as the length of the product title's start it repeats, else as itself. */
const titleStart = (imageTitle: string, title: string): string | number =>
  imageTitle !== '' && title.startsWith(imageTitle) ? imageTitle.length : imageTitle

function listedProduct({
  updated: _updated,
  brand,
  ...card
}: Omit<ProductCard, 'image_alt' | 'image_title'>): Omit<ListedProduct, 'image_alt' | 'image_title'> {
  return { ...card, brand: brand && { title: brand.title } }
}

export function unpackListing({ result, ...listing }: PackedListing): ShownListing {
  const { products, brands, colors, filters, ...rest } = result
  return {
    ...listing,
    result: {
      ...rest,
      products: fromTable(products).map(({ image_alt, image_title, ...product }) => ({
        ...product,
        image_alt: image_alt ?? product.title,
        image_title: typeof image_title === 'number' ? product.title.slice(0, image_title) : image_title,
      })),
      brands: fromTable(brands),
      colors: fromTable(colors),
      filters: filters.map(({ items, ...group }) => ({ ...group, items: fromTable(items) })),
    },
  }
}
