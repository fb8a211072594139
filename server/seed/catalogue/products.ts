// Products in batches of 2,000 with their prices, pictures, labels, colours and filter options.
import {
  productColors,
  productFilterOptions,
  productImages,
  productLabels,
  productPrices,
  products,
} from '../../db/schema/catalogue'
import { bulkInsert } from '../bulk'
import type { SeedContext } from '../context'
import { rngFor } from '../random'
import type { L } from '../text'
import type { LeafRef } from './categories'
import { keyAccountPrice, type PriceLists } from './price-lists'
import { buildProduct } from './product-factory'
import { productMedia } from './product-media'
import type { Reference } from './reference'

const BATCH = 2000
const CHILD_FLUSH = 20000

export type ProductSummary = {
  id: number
  sku: string
  title: L
  image: string
  /** Wholesale price of one unit in kopecks. */
  price: number
  packQuantity: number
  brandId: number
  stock: number
}

export type SeededProducts = {
  /** Database id of product N. */
  ids: number[]
  /** Leaf index (into `leaves`) of product N. */
  leafOf: number[]
  /** The first products, for orders, favourites and sales actions. */
  samples: ProductSummary[]
}

type Children = {
  prices: (typeof productPrices.$inferInsert)[]
  images: (typeof productImages.$inferInsert)[]
  labels: (typeof productLabels.$inferInsert)[]
  colors: (typeof productColors.$inferInsert)[]
  options: (typeof productFilterOptions.$inferInsert)[]
}

const emptyChildren = (): Children => ({ prices: [], images: [], labels: [], colors: [], options: [] })

async function flush(ctx: SeedContext, children: Children): Promise<void> {
  await bulkInsert(ctx.db, productPrices, children.prices, { batchSize: CHILD_FLUSH })
  await bulkInsert(ctx.db, productImages, children.images, { batchSize: CHILD_FLUSH })
  await bulkInsert(ctx.db, productLabels, children.labels, { batchSize: CHILD_FLUSH })
  await bulkInsert(ctx.db, productColors, children.colors, { batchSize: CHILD_FLUSH })
  await bulkInsert(ctx.db, productFilterOptions, children.options, { batchSize: CHILD_FLUSH })
}

/** The first products go round the leaves so every category has some; the rest follow the leaf weights. */
function leafIndexFor(index: number, leaves: LeafRef[]): number {
  if (index < leaves.length * 4) return index % leaves.length
  const positions = leaves.map((_, i) => i)
  return rngFor('leaf', index).weighted(positions, (i) => leaves[i]?.leaf.weight ?? 1)
}

export async function seedProducts(
  ctx: SeedContext,
  reference: Reference,
  priceLists: PriceLists,
  leaves: LeafRef[],
  count: number,
): Promise<SeededProducts> {
  const result: SeededProducts = { ids: [], leafOf: [], samples: [] }
  let children = emptyChildren()
  for (let start = 0; start < count; start += BATCH) {
    const end = Math.min(count, start + BATCH)
    const built = []
    for (let index = start; index < end; index++) {
      const leafIndex = leafIndexFor(index, leaves)
      const leaf = leaves[leafIndex]
      if (!leaf) throw new Error(`no leaf ${leafIndex}`)
      const product = buildProduct(index, leaf, reference, ctx.now)
      const media = productMedia(ctx.media, product, index)
      product.row.image = media.image
      built.push({ product, media, leafIndex })
    }
    const inserted = await bulkInsert(
      ctx.db,
      products,
      built.map((item) => item.product.row),
      { batchSize: BATCH, returning: ['id', 'sku'] },
    )
    const idBySku = new Map(inserted.map((row) => [String(row.sku), Number(row.id)]))
    for (const { product, media, leafIndex } of built) {
      const id = idBySku.get(product.row.sku)
      if (id === undefined) throw new Error(`product ${product.row.sku} was not inserted`)
      result.ids.push(id)
      result.leafOf.push(leafIndex)
      if (result.samples.length < 2000) {
        result.samples.push({
          id,
          sku: product.row.sku,
          title: product.row.title,
          image: media.image,
          price: product.price,
          packQuantity: product.row.packQuantity ?? 1,
          brandId: product.row.brandId ?? 0,
          stock: product.row.stock ?? 0,
        })
      }
      children.prices.push({ priceTypeId: priceLists.wholesaleId, productId: id, price: product.price })
      const keyPrice = keyAccountPrice(product.price, result.ids.length - 1)
      if (keyPrice !== null)
        children.prices.push({ priceTypeId: priceLists.keyAccountId, productId: id, price: keyPrice })
      media.gallery.forEach((image, position) =>
        children.images.push({ productId: id, image, kind: 'gallery', position }),
      )
      media.spin.forEach((image, position) => children.images.push({ productId: id, image, kind: 'spin', position }))
      for (const slug of product.labels)
        children.labels.push({ productId: id, labelId: reference.labels.get(slug) ?? 0 })
      for (const colorId of product.colors) children.colors.push({ productId: id, colorId })
      for (const optionId of product.options) children.options.push({ productId: id, optionId })
    }
    if (children.images.length >= CHILD_FLUSH) {
      await flush(ctx, children)
      children = emptyChildren()
    }
    ctx.log(`products: ${end} / ${count}`)
  }
  await flush(ctx, children)
  return result
}
