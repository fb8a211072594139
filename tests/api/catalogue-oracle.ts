// An independent model of catalog/products/ for the contract tests: it loads the (600-product) test catalogue
// into memory and answers a query string the slow, obvious way, so the API's single SQL statement can be
// checked against it for totals, order and every facet count.
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../server/db/client'
import { wholesalePrices } from '../fixtures/price-lists'
import {
  brands,
  categories,
  colors,
  filterOptions,
  labels,
  productColors,
  productFilterOptions,
  productLabels,
  products,
} from '../../server/db/schema/catalogue'

export type OracleProduct = {
  id: number
  sku: string
  title: { ru: string; en: string }
  price: number
  stock: number
  onOrder: boolean
  categoryPath: string
  categoryId: number
  brand: string | null
  colors: string[]
  /** Custom filter option values with their group id. */
  options: { value: string; groupId: number }[]
  labels: string[]
}

export type OracleAnswer = {
  ids: number[]
  brands: Map<string, number>
  colors: Map<string, number>
  options: Map<string, number>
  new: number
  sale: number
}

const collator = new Intl.Collator('und')

/** The seed prices every product in the default list; a product without one would make the oracle lie. */
function wholesale(prices: Map<number, number>, productId: number): number {
  const price = prices.get(productId)
  if (price === undefined) throw new Error(`product ${productId} has no wholesale price`)
  return price
}

export async function loadOracle(db: Db) {
  const [rows, colorRows, optionRows, labelRows, prices] = await Promise.all([
    db
      .select({ product: products, path: categories.path, brand: brands.slug, brandPublished: brands.isPublished })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(brands, eq(brands.id, products.brandId))
      .where(eq(products.isPublished, true))
      .orderBy(asc(products.id)),
    db
      .select({ productId: productColors.productId, slug: colors.slug })
      .from(productColors)
      .innerJoin(colors, eq(colors.id, productColors.colorId)),
    db
      .select({ productId: productFilterOptions.productId, value: filterOptions.value, groupId: filterOptions.groupId })
      .from(productFilterOptions)
      .innerJoin(filterOptions, eq(filterOptions.id, productFilterOptions.optionId)),
    db
      .select({ productId: productLabels.productId, slug: labels.slug })
      .from(productLabels)
      .innerJoin(labels, eq(labels.id, productLabels.labelId)),
    wholesalePrices(db),
  ])
  const all: OracleProduct[] = rows.map(({ product, path, brand, brandPublished }) => ({
    id: product.id,
    sku: product.sku,
    title: product.title,
    price: wholesale(prices, product.id),
    stock: product.stock,
    onOrder: product.onOrder,
    categoryPath: path,
    categoryId: product.categoryId,
    brand: brand && brandPublished ? brand : null,
    colors: colorRows.filter((row) => row.productId === product.id).map((row) => row.slug),
    options: optionRows.filter((row) => row.productId === product.id).map(({ value, groupId }) => ({ value, groupId })),
    labels: labelRows.filter((row) => row.productId === product.id).map((row) => row.slug),
  }))
  const groupOf = new Map(optionRows.map((row) => [row.value, row.groupId]))
  return {
    all,
    query: (params: Record<string, string>, locale: 'ru' | 'en' = 'ru') => answer(all, groupOf, params, locale),
  }
}

export const titleIn = (product: OracleProduct, locale: 'ru' | 'en') =>
  locale === 'en' && product.title.en ? product.title.en : product.title.ru

export function byName(locale: 'ru' | 'en') {
  return (a: OracleProduct, b: OracleProduct) => collator.compare(titleIn(a, locale), titleIn(b, locale)) || a.id - b.id
}

function sorter(sort: string, locale: 'ru' | 'en'): (a: OracleProduct, b: OracleProduct) => number {
  const name = byName(locale)
  const desc = (compare: (a: OracleProduct, b: OracleProduct) => number) => (a: OracleProduct, b: OracleProduct) =>
    compare(b, a)
  const bySku = (a: OracleProduct, b: OracleProduct) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : a.id - b.id)
  const byPrice = (a: OracleProduct, b: OracleProduct) => a.price - b.price || a.id - b.id
  switch (sort) {
    case 'name':
      return name
    case '-name':
      return desc(name)
    case 'sku':
      return bySku
    case '-sku':
      return desc(bySku)
    case 'price':
      return byPrice
    case '-price':
      return desc(byPrice)
    default:
      return (a, b) => Number(b.labels.includes(sort)) - Number(a.labels.includes(sort)) || name(a, b)
  }
}

function answer(
  all: OracleProduct[],
  groupOf: Map<string, number>,
  params: Record<string, string>,
  locale: 'ru' | 'en',
): OracleAnswer {
  const list = (key: string) => (params[key] ? params[key].split(',') : [])
  const path = params.path?.replace(/^\/|\/$/g, '')
  const scope = all.filter(
    (product) =>
      (!path || product.categoryPath === path || product.categoryPath.startsWith(`${path}/`)) &&
      (!params.brand || product.brand === params.brand) &&
      (params.a !== '1' || product.stock > 0),
  )
  const optionGroups = new Map<number, string[]>()
  for (const value of list('f'))
    optionGroups.set(groupOf.get(value) ?? -1, [...(optionGroups.get(groupOf.get(value) ?? -1) ?? []), value])
  const tests: [string, (product: OracleProduct) => boolean][] = []
  if (list('b').length) tests.push(['b', (product) => list('b').includes(product.brand ?? '')])
  if (list('c').length) tests.push(['c', (product) => product.colors.some((color) => list('c').includes(color))])
  for (const [groupId, values] of optionGroups)
    tests.push([`f:${groupId}`, (product) => product.options.some((option) => values.includes(option.value))])
  if (params.n === '1') tests.push(['n', (product) => product.labels.includes('new')])
  if (params.s === '1') tests.push(['s', (product) => product.labels.includes('sale')])
  const passing = (except: string) =>
    scope.filter((product) => tests.every(([key, test]) => key === except || test(product)))

  const count = (items: string[], into: Map<string, number>) =>
    items.forEach((item) => into.set(item, (into.get(item) ?? 0) + 1))
  const brandCounts = new Map<string, number>()
  passing('b').forEach((product) => product.brand && count([product.brand], brandCounts))
  const colorCounts = new Map<string, number>()
  passing('c').forEach((product) => count(product.colors, colorCounts))
  const optionCounts = new Map<string, number>()
  for (const value of new Set(all.flatMap((product) => product.options.map((option) => option.value)))) {
    const n = passing(`f:${groupOf.get(value)}`).filter((product) =>
      product.options.some((option) => option.value === value),
    ).length
    if (n > 0) optionCounts.set(value, n)
  }
  return {
    ids: passing('')
      .sort(sorter(params.o ?? 'name', locale))
      .map((product) => product.id),
    brands: brandCounts,
    colors: colorCounts,
    options: optionCounts,
    new: passing('n').filter((product) => product.labels.includes('new')).length,
    sale: passing('s').filter((product) => product.labels.includes('sale')).length,
  }
}
