// Reference data of the catalogue: countries, brands, labels, colours and custom filters.
import { brands, colors, countries, filterGroups, filterOptions, labels } from '../../db/schema/catalogue'
import { brandLogo } from '../art/logos'
import { initialOf } from '../art/svg'
import { BRANDS, type BrandDef } from '../data/brands'
import { COUNTRIES } from '../data/countries'
import { COLORS, FILTER_GROUPS, LABELS } from '../data/facets'
import type { FilterKey } from '../data/types'
import type { SeedContext } from '../context'
import { rngFor } from '../random'
import { daysBefore, l, slugify, type L } from '../text'
import { brandDescription } from './brand-text'

export type BrandRef = {
  id: number
  slug: string
  title: string
  color: string
  countryId: number
  country: L
  def: BrandDef
}
export type ColorRef = { id: number; slug: string; code: string }

export type Reference = {
  countryTitles: Map<number, L>
  brands: BrandRef[]
  labels: Map<string, number>
  colors: ColorRef[]
  /** Filter option ids by group key and option value. */
  options: Map<FilterKey, Map<string, number>>
}

export async function seedReference(ctx: SeedContext): Promise<Reference> {
  const { db, media, now } = ctx
  const countryRows = await db
    .insert(countries)
    .values(COUNTRIES.map(([code, ru, en], position) => ({ code, title: l(ru, en), position })))
    .returning({ id: countries.id, code: countries.code, title: countries.title })
  const countryByCode = new Map(countryRows.map((row) => [row.code, row]))

  const rng = rngFor('brands')
  const brandRows = BRANDS.map((def, position) => {
    const country = countryByCode.get(def.country)
    if (!country) throw new Error(`Unknown country ${def.country} of brand ${def.title}`)
    const slug = slugify(def.title)
    return {
      slug,
      title: def.title,
      logo: media.write(`brands/${slug}.svg`, () => brandLogo(def.title, def.color, initialOf(def.title))),
      logoColor: def.color,
      description: brandDescription(def, country.title, rng),
      countryId: country.id,
      position,
      updatedAt: daysBefore(now, rng.int(0, 365)),
    }
  })
  const insertedBrands = await db.insert(brands).values(brandRows).returning({ id: brands.id, slug: brands.slug })
  const brandIds = new Map(insertedBrands.map((row) => [row.slug, row.id]))
  const brandRefs = BRANDS.map((def) => {
    const slug = slugify(def.title)
    const country = countryByCode.get(def.country)
    return {
      id: brandIds.get(slug) ?? 0,
      slug,
      title: def.title,
      color: def.color,
      countryId: country?.id ?? 0,
      country: country?.title ?? l('', ''),
      def,
    }
  })

  const labelRows = await db
    .insert(labels)
    .values(
      LABELS.map((label, position) => ({ slug: label.slug, title: l(...label.title), color: label.color, position })),
    )
    .returning({ id: labels.id, slug: labels.slug })

  const colorRows = await db
    .insert(colors)
    .values(
      COLORS.map((color, position) => ({
        slug: color.slug,
        title: l(...color.title),
        colorCode: color.code,
        position,
      })),
    )
    .returning({ id: colors.id, slug: colors.slug, code: colors.colorCode })

  const options = new Map<FilterKey, Map<string, number>>()
  for (const [position, group] of FILTER_GROUPS.entries()) {
    const [inserted] = await db
      .insert(filterGroups)
      .values({ slug: group.slug, title: l(...group.title), position })
      .returning({ id: filterGroups.id })
    if (!inserted) throw new Error('filter group not inserted')
    const rows = await db
      .insert(filterOptions)
      .values(
        group.options.map((option, index) => ({
          groupId: inserted.id,
          value: option.value,
          title: l(...option.title),
          colorCode: option.color ?? null,
          position: index,
        })),
      )
      .returning({ id: filterOptions.id, value: filterOptions.value })
    options.set(group.key, new Map(rows.map((row) => [row.value, row.id])))
  }

  return {
    countryTitles: new Map(countryRows.map((row) => [row.id, row.title])),
    brands: brandRefs,
    labels: new Map(labelRows.map((row) => [row.slug, row.id])),
    colors: colorRows,
    options,
  }
}
