// A product of the file as it is staged: 1C's Товар turned into what the shop stores, everything that needs no
// database (texts, slugs, pictures, the property values sorted into facets and specs, pack and weight).
import type { CmlProduct } from '../commerceml/records'
import type { PropertyBook } from './property-book'
import type { ImportSettings } from './settings'
import { slugBase } from './slugs'

export type StagedProduct = {
  sku: string | null
  slugBase: string
  title: string
  /** HTML, or null for none. */
  description: string | null
  groupId: string | null
  /** '/media/…' URLs in 1C's order; null keeps the product's pictures (it named some, none could be read). */
  images: string[] | null
  brand: { id: string | null; name: string } | null
  /** Ид of the reference values (filter options); null keeps the product's options (the file has no classifier). */
  options: string[] | null
  /** Specs in order; null keeps the product's specs (the file has no classifier). */
  specs: { title: string; value: string }[] | null
  packQuantity: number
  /** Net grams; absent when no weight property is configured (the product keeps its weight). */
  weight?: number | null
  deleted: boolean
}

/** 1C's own bookkeeping requisites: nothing a buyer reads. */
const INTERNAL_REQUISITES = new Set(
  ['ВидНоменклатуры', 'ТипНоменклатуры', 'ОписаниеФайла', 'ОписаниеВФорматеHTML', 'Файл', 'Код'].map((name) =>
    name.toLowerCase(),
  ),
)

const FULL_NAME = 'полное наименование'

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** 1C's Описание is plain text unless the product says it is HTML (ОписаниеВФорматеHTML). */
export function descriptionHtml(product: CmlProduct): string | null {
  const text = product.description.trim()
  if (!text) return null
  const isHtml = product.requisites.some(
    (item) => item.name.toLowerCase() === 'описаниевформатеhtml' && /^(true|да|1)$/i.test(item.value.trim()),
  )
  if (isHtml) return text
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\r?\n/g, '<br>')}</p>`)
    .join('\n')
}

const number = (text: string | null): number | null => {
  const match = text
    ?.replace(/\s/g, '')
    .replace(',', '.')
    .match(/^\d+(\.\d+)?/)
  return match ? Number(match[0]) : null
}

/** Units per pack: a whole number of at least 1; anything else sells by the unit. */
export function packQuantityOf(text: string | null): number {
  const value = number(text)
  return value !== null && Number.isInteger(value) && value >= 1 && value <= 1_000_000 ? value : 1
}

/** Net grams from '1,4' (kilograms), '1.4 кг' or '400 г'. */
export function gramsOf(text: string | null): number | null {
  const value = number(text)
  if (value === null) return null
  const grams = /\d\s*(г|гр|g)\.?$/i.test(text?.trim() ?? '') ? value : value * 1000
  return grams > 0 && grams < 2_000_000_000 ? Math.round(grams) : null
}

export function stagedProduct(
  product: CmlProduct,
  book: PropertyBook,
  settings: ImportSettings,
  images: string[] | null,
): StagedProduct {
  const configured = new Set(
    [settings.brandProperty, settings.packProperty, settings.weightProperty].flatMap((name) =>
      name ? [name.toLowerCase()] : [],
    ),
  )
  const knowsProperties = book.size > 0
  const options: string[] = []
  const specs: { title: string; value: string }[] = []
  for (const entry of product.properties) {
    const property = book.get(entry.id)
    if (!property || configured.has(property.name.toLowerCase())) continue
    if (property.valueType === 'reference') {
      for (const raw of entry.values) {
        const id = book.referenceValueId(property, raw)
        if (id && !options.includes(id)) options.push(id)
      }
      continue
    }
    const value = entry.values
      .map((raw) => raw.trim())
      .filter(Boolean)
      .join(', ')
    if (value) specs.push({ title: property.name, value })
  }
  for (const requisite of product.requisites) {
    const name = requisite.name.toLowerCase()
    const value = requisite.value.trim()
    if (!value || INTERNAL_REQUISITES.has(name) || configured.has(name)) continue
    if (name === FULL_NAME && value === product.name) continue
    specs.push({ title: requisite.name, value })
  }
  const brandName = settings.brandProperty ? book.namedValue(product, settings.brandProperty) : null
  const brand = brandName
    ? { id: null, name: brandName }
    : product.manufacturer?.name.trim()
      ? { id: product.manufacturer.id, name: product.manufacturer.name.trim() }
      : null
  const staged: StagedProduct = {
    sku: product.sku?.trim() || null,
    slugBase: slugBase(product.name, 'product'),
    title: product.name.trim(),
    description: descriptionHtml(product),
    groupId: product.groupIds[0] ?? null,
    images,
    brand,
    options: knowsProperties ? options : null,
    specs: knowsProperties ? specs : null,
    packQuantity: settings.packProperty
      ? packQuantityOf(book.namedValue(product, settings.packProperty))
      : packQuantityOf(product.baseUnit?.ratio == null ? null : String(product.baseUnit.ratio)),
    deleted: product.deleted,
  }
  if (settings.weightProperty) staged.weight = gramsOf(book.namedValue(product, settings.weightProperty))
  return staged
}
