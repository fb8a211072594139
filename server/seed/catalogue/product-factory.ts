// Builds one product from its number: everything comes from a random stream of its own, so product N is
// the same whatever the total count.
import type { products } from '../../db/schema/catalogue'
import { isPackage, type PackageShape } from '../art/packages'
import type { ProductArt } from '../art/product-art'
import { audiencesFor } from '../data/audiences'
import { LABELS } from '../data/facets'
import type { Audience, FamilyDef, ProductSpec, Shape } from '../data/types'
import { rngFor, type Rng } from '../random'
import { DAY_MS, capitalize, formatAmount, l, pad, slugify } from '../text'
import type { LeafRef } from './categories'
import { describe } from './product-text'
import type { Reference } from './reference'
import { filterOptionsFor } from './product-filters'
import { productSize } from './product-size'

export type ProductRow = Omit<typeof products.$inferInsert, 'id'>

export type BuiltProduct = {
  row: ProductRow
  /** Wholesale price of one unit in kopecks. */
  price: number
  art: ProductArt
  /** Keys of the shared pictures and spinner frames used once unique pictures run out. */
  poolKey: string
  spinKey: string
  gallery: number
  spin: boolean
  labels: string[]
  colors: number[]
  options: number[]
}

/** Stock bands of the API ('нет', '<10', '<100', '<1000', '>1000') in equal shares. */
const STOCK_BANDS: readonly (readonly [number, number])[] = [
  [0, 0],
  [1, 9],
  [10, 99],
  [100, 999],
  [1000, 6000],
]

function priceKopecks(rng: Rng, range: readonly [number, number], position: number): number {
  const [min, max] = range
  const base = min * Math.pow(max / min, position) * (0.85 + rng.float() * 0.35)
  const roubles = Math.min(15000, Math.max(50, Math.round(base / 10) * 10 - (rng.chance(0.6) ? 1 : 0)))
  return Math.min(1_500_000, roubles * 100 + (rng.chance(0.25) ? 50 : 0))
}

type Packing = FamilyDef['packing'][number]

/** Names of a package when the family has none of its shape. */
const PACKAGE_NAMES: Record<PackageShape, Packing> = {
  bag: ['Пакет', 'Bag', 'bag'],
  box: ['Коробка', 'Box', 'box'],
  pouch: ['Дой-пак', 'Stand-up pouch', 'pouch'],
  can: ['Консервная банка', 'Can', 'can'],
  jar: ['Банка', 'Jar', 'jar'],
  bottle: ['Флакон', 'Bottle', 'bottle'],
}

/**
 * The leaf's own packings, else the family's that fit what is sold:
 * a spray comes in a bottle, never in a box of its family's tablets.
 */
function packingsFor(spec: ProductSpec, family: FamilyDef): readonly Packing[] {
  if (spec.packing) return spec.packing
  if (!isPackage(spec.shape)) return family.packing
  const fitting = family.packing.filter((packing) => packing[2] === spec.shape)
  return fitting.length > 0 ? fitting : [PACKAGE_NAMES[spec.shape]]
}

/** The packing's own shape replaces a package's (a can instead of a pouch); an object is always drawn as itself. */
const pictureShape = (shape: Shape, packing: Shape | undefined): Shape =>
  packing && isPackage(shape) && isPackage(packing) ? packing : shape

const enType = (type: string) => (/^[A-Z][a-z]/.test(type) ? type.charAt(0).toLowerCase() + type.slice(1) : type)

export function buildProduct(index: number, leaf: LeafRef, reference: Reference, now: Date): BuiltProduct {
  const rng = rngFor('product', index)
  const spec = leaf.leaf.spec
  const family = leaf.family
  const brand = rng.pick(leaf.brands)
  const audience: Audience = rng.pick(audiencesFor(leaf.root.animal, spec.family, spec.audiences))
  const [variantRu, variantEn] = rng.pick(spec.variants)
  const sizeIndex = rng.int(0, spec.sizes.length - 1)
  const size = spec.sizes[sizeIndex] ?? 1
  const position = spec.sizes.length > 1 ? sizeIndex / (spec.sizes.length - 1) : 0
  const amount = formatAmount(size, spec.unit)
  const packing = rng.pick(packingsFor(spec, family))
  const colors = spec.colored
    ? rng.sample(
        reference.colors,
        rng.weighted([1, 2, 3], (n) => 4 - n),
      )
    : []
  const number = 10000 + index + 1

  const brandRu = brand.title
  const title = l(
    [`${spec.type[0]} ${brandRu}`, audience.ru].filter(Boolean).join(' ') + `, ${variantRu}, ${amount.ru}`,
    [`${brand.title} ${enType(spec.type[1])}`, audience.en].filter(Boolean).join(' ') + `, ${variantEn}, ${amount.en}`,
  )
  const weight =
    spec.unit === 'g' ? size : Math.max(5, Math.round(size * (spec.unitWeight ?? (spec.unit === 'ml' ? 1.05 : 50))))
  const band = STOCK_BANDS[rng.int(0, STOCK_BANDS.length - 1)] ?? [0, 0]
  const stock = rng.int(band[0], band[1])
  const updatedAt = new Date(now.getTime() - Math.floor(rng.float() * 365 * DAY_MS))
  const option = filterOptionsFor(rng, leaf, audience, spec.shape, reference.options)
  const composition = option.material
    ? l(
        `${capitalize(option.material.ru)}; ${(spec.composition ?? family.composition)[0]}`,
        `${capitalize(option.material.en)}; ${(spec.composition ?? family.composition)[1]}`,
      )
    : !spec.composition && (spec.family === 'food' || spec.family === 'treats')
      ? l(
          `${capitalize(variantRu)} (${rng.int(18, 42)}%), ${(spec.composition ?? family.composition)[0]}`,
          `${capitalize(variantEn)} (${rng.int(18, 42)}%), ${(spec.composition ?? family.composition)[1]}`,
        )
      : l(...(spec.composition ?? family.composition))
  const text = describe(rng, {
    title,
    brand: brand.title,
    country: brand.country,
    family,
    variant: l(variantRu, variantEn),
  })
  const packQuantity = weight >= 7000 ? 1 : rng.pick(family.pack)
  const expiration = spec.expiration === undefined ? family.expiration : spec.expiration
  const expirationMonths = expiration ? rng.int(expiration[0], expiration[1]) : null
  const shape = pictureShape(spec.shape, packing[2])
  const box = productSize(rng, spec, shape, size, weight)

  const row: ProductRow = {
    slug: `${slugify(title.en)}-${pad(number, 6)}`,
    sku: `VT-${pad(number, 6)}`,
    title,
    description: text.description,
    descriptionShort: text.short,
    categoryId: leaf.id,
    brandId: brand.id,
    countryId: brand.countryId,
    stock,
    packQuantity,
    size: box.text,
    packing: l(packing[0], packing[1]),
    weight,
    volume: box.volume,
    expirationMonths,
    composition,
    image: null,
    imageAlt: title,
    imageTitle: l(`${spec.type[0]} ${brandRu}`, `${brand.title} ${enType(spec.type[1])}`),
    canOrder: !rng.chance(0.03),
    onOrder: stock === 0 && rng.chance(0.25),
    isPublished: true,
    position: index,
    createdAt: new Date(updatedAt.getTime() - rng.int(0, 400) * DAY_MS),
    updatedAt,
  }
  const accent = colors[0]?.code ?? rng.pick(['#f28b20', '#f9d13b', '#34a853', '#1fb5ad', '#e5484d', '#ffffff'])
  return {
    row,
    price: priceKopecks(rng, spec.price, position),
    art: { shape, brand: brand.title, color: brand.color, accent, pet: audience.pet },
    poolKey: `${brand.slug}-${shape}-${audience.pet}-${colors[0]?.slug ?? 'plain'}`,
    spinKey: `${brand.slug}-${shape}`,
    gallery: rng.weighted([1, 2, 3, 4], (n) => [0, 35, 35, 20, 10][n] ?? 1),
    spin: rng.chance(0.03),
    labels: LABELS.filter(() => rng.chance(0.1)).map((label) => label.slug),
    colors: colors.map((color) => color.id),
    options: option.ids,
  }
}
