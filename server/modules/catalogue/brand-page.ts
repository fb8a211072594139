// pages/brand/{id}/: a published brand by id or slug, with meta tags derived from its name and description.
import { and, eq } from 'drizzle-orm'
import type { BrandPage } from '../../../contract/catalogue'
import type { Locale } from '../../../contract/site'
import type { Db } from '../../db/client'
import { brands, countries } from '../../db/schema/catalogue'
import { translate } from '../../i18n'
import { richText } from '../../http/rich-text'
import { pick } from '../../localize'

const META_DESCRIPTION_LENGTH = 160

/** The description as plain text, cut at a word boundary to the length search engines show. */
export function metaDescription(html: string): string {
  const plain = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  if (plain.length <= META_DESCRIPTION_LENGTH) return plain
  const cut = plain.slice(0, META_DESCRIPTION_LENGTH - 1)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).replace(/[\s,.;:–—-]+$/, '')}…`
}

export async function loadBrandPage(db: Db, idOrSlug: string, locale: Locale): Promise<BrandPage | null> {
  const id = /^\d{1,9}$/.test(idOrSlug) ? Number(idOrSlug) : null
  const [row] = await db
    .select({ brand: brands, country: countries.title })
    .from(brands)
    .leftJoin(countries, eq(countries.id, brands.countryId))
    .where(and(id === null ? eq(brands.slug, idOrSlug) : eq(brands.id, id), eq(brands.isPublished, true)))
    .limit(1)
  if (!row) return null
  const { brand } = row
  const description = richText(pick(brand.description, locale))
  const params = { brand: brand.title }
  return {
    id: brand.id,
    slug: brand.slug,
    title: brand.title,
    logo_color: brand.logoColor,
    logo: brand.logo,
    description,
    country: row.country ? pick(row.country, locale) : null,
    meta: {
      title: translate('api_catalogue_brand_meta_title', locale, params),
      description: metaDescription(description) || translate('api_catalogue_brand_meta_description', locale, params),
      keywords: translate('api_catalogue_brand_meta_keywords', locale, params),
    },
  }
}
