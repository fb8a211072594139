// Shapes of the catalogue dictionaries: families of goods, leaf-category product specs, audiences.
import type { L, Unit } from '../text'

export type Pair = readonly [ru: string, en: string]

/** What the generated picture of a product looks like. */
export type Shape =
  | 'bag'
  | 'can'
  | 'pouch'
  | 'box'
  | 'jar'
  | 'bottle'
  | 'ball'
  | 'bone'
  | 'plush'
  | 'rope'
  | 'collar'
  | 'leash'
  | 'harness'
  | 'wand'
  | 'bowl'
  | 'tray'
  | 'feeder'
  | 'cushion'
  | 'coat'
  | 'cage'
  | 'carrier'
  | 'house'
  | 'wheel'
  | 'bird-toy'
  | 'post'
  | 'filter'
  | 'heater'
  | 'light'
  | 'pump'
  | 'aquarium'
  | 'decor'
  | 'terrarium'
  | 'bulb'
  | 'brush'

export type Family =
  | 'food'
  | 'treats'
  | 'toys'
  | 'walking'
  | 'home'
  | 'apparel'
  | 'grooming'
  | 'hygiene'
  | 'aqua-gear'
  | 'aqua-care'
  | 'terra-gear'
  | 'pharma'
  | 'supplements'

/** A brand's product line; brands only make goods of their lines. */
export type Line = 'food' | 'goods' | 'care' | 'aqua' | 'terra' | 'vet'

export type Animal = 'dogs' | 'cats' | 'rodents' | 'birds' | 'fish' | 'reptiles' | 'vet'

export type FilterKey = 'age' | 'size' | 'diet' | 'material'

export type ProductSpec = {
  family: Family
  shape: Shape
  /** Noun phrase opening the title: 'Корм сухой' / 'Dry food'. */
  type: Pair
  variants: readonly Pair[]
  unit: Unit
  sizes: readonly number[]
  /** Price in roubles of the smallest and the largest size. */
  price: readonly [number, number]
  /** Packing names, optionally with the picture shape they imply. */
  packing?: readonly (readonly [ru: string, en: string, shape?: Shape])[]
  /** Grams per unit of size when the unit is not a mass (litres of litter, cm of a bed). */
  unitWeight?: number
  colored?: boolean
  composition?: Pair
  /** Shelf life in months when it differs from the family's; null for goods that do not go off. */
  expiration?: readonly [number, number] | null
  /** Only these audiences (their English phrase), for a category named for one kind of animal. */
  audiences?: readonly string[]
}

export type LeafDef = { slug: string; title: Pair; spec: ProductSpec; weight?: number }
export type MidDef = { slug: string; title: Pair; leaves: LeafDef[] }
export type RootDef = { slug: string; animal: Animal; title: Pair; description: Pair; mids: MidDef[] }

export type FamilyDef = {
  line: Line
  filters: readonly FilterKey[]
  packing: readonly (readonly [ru: string, en: string, shape?: Shape])[]
  pack: readonly number[]
  /** Shelf life in months; null for durable goods (toys, gear, equipment). */
  expiration: readonly [number, number] | null
  composition: Pair
  pitch: Pair
  benefits: readonly Pair[]
  usage: Pair
}

export type Audience = L & { age: 'junior' | 'adult' | 'senior' | 'all'; pet: 'dog' | 'cat' | Animal }
