// The made-up 1C catalogue the exchange benchmark imports: groups three levels deep, reference-book properties,
// manufacturers, two price types, two warehouses, and product number i derived from (seed, i) alone, so the
// import and the offers document name the same goods without keeping any list of them in memory.
import { mulberry32 } from '../../server/seed/random'

const mix = (seed: number, index: number, salt: number) =>
  (Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(index + 1, 0xc2b2ae35) ^ Math.imul(salt, 0x27d4eb2f)) >>> 0

/** A version 4 style UUID drawn from `random`. */
function uuidOf(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16))
  hex[12] = '4'
  hex[16] = (8 + Math.floor(random() * 4)).toString(16)
  const text = hex.join('')
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`
}

/** A stable UUID for (kind, index) of a catalogue generated with `seed`. */
const idOf = (seed: number, salt: number, index: number) => uuidOf(mulberry32(mix(seed, index, salt)))

const pickOf = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)]!

export type Group = { id: string; title: string; children: Group[] }
export type ReferenceValue = { id: string; value: string }
export type Property =
  | { id: string; title: string; kind: 'Справочник'; values: ReferenceValue[] }
  | { id: string; title: string; kind: 'Строка' | 'Число' }
export type Named = { id: string; title: string }

export type ProductFacts = {
  id: string
  sku: string
  title: string
  description: string
  groupId: string
  manufacturer: Named
  /** Property id → value (a reference value's id for a Справочник property). */
  properties: { propertyId: string; value: string }[]
  weightKg: string
  packQuantity: number
  /** Kopecks per price type, in the order of `priceTypes`. */
  prices: number[]
  /** Units per warehouse, in the order of `warehouses`. */
  stock: number[]
}

const TOP = ['Товары для дома', 'Текстиль', 'Посуда', 'Хозяйственные товары', 'Сад и дача', 'Детские товары']
const MIDDLE = ['Для кухни', 'Для ванной', 'Для спальни', 'Для прихожей']
const LEAF = ['Эконом', 'Стандарт', 'Премиум']
const NOUNS = ['Коврик', 'Полотенце', 'Плед', 'Кружка', 'Контейнер', 'Корзина', 'Органайзер', 'Салфетка', 'Подушка']
const ADJECTIVES = ['мягкий', 'складной', 'прочный', 'компактный', 'хлопковый', 'бамбуковый', 'универсальный']
const COLOURS = ['белый', 'серый', 'бежевый', 'синий', 'зелёный', 'розовый', 'графит']
const MANUFACTURERS = ['Домовой', 'Уютный дом', 'Текстиль-Про', 'Посуда Плюс', 'Crazy Boom', 'Hoff & Co', 'Северянка']

const referenceProperty = (seed: number, index: number, title: string, values: string[]): Property => ({
  id: idOf(seed, 2, index),
  title,
  kind: 'Справочник',
  values: values.map((value, position) => ({ id: idOf(seed, 3, index * 100 + position), value })),
})

/** Everything but the products: shared by both documents. */
export function catalogueModel(seed: number) {
  let groupIndex = 0
  const group = (title: string, children: Group[] = []): Group => ({ id: idOf(seed, 1, groupIndex++), title, children })
  const groups = TOP.map((top) =>
    group(
      top,
      MIDDLE.map((middle) =>
        group(
          `${top}: ${middle.toLowerCase()}`,
          LEAF.map((leaf) => group(`${middle} — ${leaf}`)),
        ),
      ),
    ),
  )
  const leaves = groups.flatMap((top) => top.children.flatMap((middle) => middle.children))
  const properties: Property[] = [
    referenceProperty(seed, 0, 'Страна производства', ['Россия', 'Китай', 'Турция', 'Беларусь', 'Корея, Республика']),
    referenceProperty(seed, 1, 'Материал', ['Хлопок', 'Полиэстер', 'Бамбук', 'Керамика', 'Пластик', 'Сталь']),
    referenceProperty(seed, 2, 'Цвет', COLOURS),
    { id: idOf(seed, 2, 3), title: 'Размер', kind: 'Строка' },
    { id: idOf(seed, 2, 4), title: 'Вес нетто, кг', kind: 'Число' },
  ]
  const manufacturers: Named[] = MANUFACTURERS.map((title, index) => ({ id: idOf(seed, 4, index), title }))
  return {
    classifierId: idOf(seed, 0, 0),
    catalogueId: idOf(seed, 0, 1),
    ownerId: idOf(seed, 0, 2),
    groups,
    leaves,
    properties,
    manufacturers,
    priceTypes: [
      { id: idOf(seed, 5, 0), title: 'Оптовая' },
      { id: idOf(seed, 5, 1), title: 'Розничная' },
    ] satisfies Named[],
    warehouses: [
      { id: idOf(seed, 6, 0), title: 'Основной склад (Москва)' },
      { id: idOf(seed, 6, 1), title: 'Склад Новосибирск' },
    ] satisfies Named[],
  }
}

export type CatalogueModel = ReturnType<typeof catalogueModel>

/** Product number `index` (from 0) of the catalogue `model` generated with `seed`. */
export function productAt(model: CatalogueModel, seed: number, index: number): ProductFacts {
  const random = mulberry32(mix(seed, index, 7))
  const noun = pickOf(NOUNS, random)
  const adjective = pickOf(ADJECTIVES, random)
  const colour = pickOf(COLOURS, random)
  const width = 20 + Math.floor(random() * 180)
  const length = 20 + Math.floor(random() * 180)
  const size = `${width}x${length} см`
  const properties = model.properties.map((property) => {
    if (property.kind === 'Справочник') {
      const value = property.title === 'Цвет' ? property.values.find((item) => item.value === colour) : undefined
      return { propertyId: property.id, value: (value ?? pickOf(property.values, random)).id }
    }
    return { propertyId: property.id, value: property.kind === 'Строка' ? size : (random() * 5).toFixed(2) }
  })
  const wholesale = 5_000 + Math.floor(random() * 995_000)
  return {
    id: idOf(seed, 8, index),
    sku: `ART-${String(index + 1).padStart(6, '0')}`,
    title: `${noun} ${adjective} ${size}, ${colour} № ${index + 1}`,
    description: `${noun} ${adjective}, ${colour}. Размер ${size}. Подходит для ежедневного использования & подарка.`,
    groupId: pickOf(model.leaves, random).id,
    manufacturer: pickOf(model.manufacturers, random),
    properties,
    weightKg: (0.1 + random() * 4).toFixed(3),
    packQuantity: pickOf([1, 1, 1, 6, 10, 12], random),
    prices: [wholesale, Math.round(wholesale * 1.3)],
    stock: model.warehouses.map(() => (random() < 0.15 ? 0 : Math.floor(random() * 500))),
  }
}
