import { describe, expect, it } from 'vitest'
import type { ProductCard, ProductListResponse } from '../../contract/catalogue'
import { DEFAULT_PAGE_SIZE } from '../../contract/catalogue-query'
import {
  createInterner,
  fromTable,
  fromTreeTable,
  packLists,
  toTable,
  toTreeTable,
  unpackLists,
} from '../../src/lib/dehydrate/table'
import { packListing, unpackListing } from '../../src/lib/catalogue/packed-listing'
import type { LoadedListing } from '../../src/lib/catalogue/load-listing'

const sale = { id: 3, slug: 'sale', title: 'Sale', color: '#e5484d' }
const brand = { id: 11, slug: 'aqualis', title: 'Aqualis', logo_color: '#1d7fc4' }

const card = (id: number, extra: Partial<ProductCard> = {}): ProductCard => ({
  id,
  slug: `tank-${id}`,
  title: `Tank ${id}`,
  sku_full: `VT-${id}`,
  image: `/media/products/tank-${id}.svg`,
  image_alt: `Tank ${id}`,
  image_title: 'Tank',
  labels: [{ ...sale }],
  brand: { ...brand },
  pack_quantity: 1,
  on_order: false,
  permissions: { can_order: true },
  updated: '2026-07-14T10:51:15.718Z',
  ...extra,
})

const result: ProductListResponse = {
  products: [
    card(1),
    card(2, { image_alt: 'A tank from the side', image_title: 'Glass tank', brand: null, labels: [] }),
    card(3, { price: 12_300, amount: '<10', in_wait: false }),
    card(4, { price: null, amount: 'нет', image_title: '' }),
  ],
  labels: [{ ...sale }],
  total: 4,
  total_capped: false,
  pages: 1,
  brands: [{ ...brand, count: 3 }],
  colors: [{ slug: 'black', title: 'Black', color_code: '#1f1f1f', count: 2 }],
  new: 0,
  sale: 3,
  filters: [
    { id: 1, slug: 'age', title: 'Age', items: [{ value: 'age-all', title: 'All', color_code: null, count: 4 }] },
  ],
}

const listing: LoadedListing = {
  scope: { path: 'fish' },
  query: {
    page: 1,
    pageSize: DEFAULT_PAGE_SIZE,
    sort: 'name',
    hideMissing: false,
    view: 'cols',
    lists: { brands: [], colors: [], options: [] },
    flags: { onlyNew: false, onlySale: false },
  },
  result,
  defaultSort: 'name',
}

describe('tables of like objects', () => {
  it('give back equal objects, leaving out the keys an object had none of', () => {
    const items = [{ a: 1, b: 'x' }, { a: 2 }, { a: 3, b: undefined, c: null }]
    expect(fromTable(toTable(items))).toEqual([{ a: 1, b: 'x' }, { a: 2 }, { a: 3, c: null }])
    expect(toTable(items).keys).toEqual(['a', 'b', 'c'])
    expect(toTable(items).values).toHaveLength(9)
  })

  it('give back objects without keys, and no objects', () => {
    expect(fromTable(toTable([{}, {}]))).toEqual([{}, {}])
    expect(fromTable(toTable([]))).toEqual([])
  })

  it('make equal nested values one object, also across tables sharing an interner', () => {
    const intern = createInterner()
    const first = toTable([{ brand: { id: 1 } }, { brand: { id: 1 } }], intern)
    const second = toTable([{ brand: { id: 1 } }], intern)
    expect(first.values[0]).toBe(first.values[1])
    expect(second.values[0]).toBe(first.values[0])
  })
})

describe('a tree as tables', () => {
  it('gives back the tree, leaves with no children', () => {
    const leaf = (path: string) => ({ title: path, path, count: 1, children: [] })
    const tree = [
      { title: 'Dogs', path: 'dogs', count: 2, children: [leaf('dogs/food'), leaf('dogs/toys')] },
      leaf('cats'),
    ]
    const packed = toTreeTable(tree)
    expect(fromTreeTable(packed)).toEqual(tree)
    expect(JSON.stringify(packed)).not.toContain('"children":[]')
  })
})

describe('an object with lists as tables', () => {
  it('gives back the object, its other fields as they were', () => {
    const page = { title: 'Home', related: [card(1), card(2)], images: [{ image: '/a.svg' }] }
    const packed = packLists(page, ['related'])
    expect(packed.title).toBe('Home')
    expect(packed.related.keys).toContain('sku_full')
    expect(unpackLists<typeof page, 'related'>(packed, ['related'])).toEqual(page)
  })
})

describe('a packed listing', () => {
  it('unpacks to the listing it was packed from, for guests and buyers, without what no card reads', () => {
    const products = result.products.map(({ updated: _updated, brand, ...product }) => ({
      ...product,
      brand: brand && { title: brand.title },
    }))
    const brands = [{ slug: 'aqualis', title: 'Aqualis', count: 3 }]
    expect(unpackListing(packListing(listing))).toEqual({ ...listing, result: { ...result, products, brands } })
    expect(JSON.stringify(packListing(listing))).not.toMatch(/updated|logo_color/)
  })

  it('names each key once and leaves out alt texts that repeat the title', () => {
    const packed = packListing(listing)
    expect(fromTable(packed.result.products)).toHaveLength(4)
    expect(JSON.stringify(packed.result.products).match(/"Tank 1"/g)).toHaveLength(1)
    expect(JSON.stringify(packed.result.products)).toContain('A tank from the side')
  })

  it("writes a photo's title that starts the product's title as its length, any other as itself", () => {
    const titles = fromTable(packListing(listing).result.products).map((product) => product.image_title)
    expect(titles).toEqual([4, 'Glass tank', 4, ''])
  })
})
