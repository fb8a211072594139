// pages/homepage/: hero slides, product sliders (special offers and new; hits), latest news, brand tiles and
// the about section. Product cards come from the catalogue, so guests get no price or stock in them.
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm'
import type { BrandTile, HomePage, Slide } from '../../../contract/content'
import type { Locale } from '../../../contract/site'
import type { Db } from '../../db/client'
import { brands } from '../../db/schema/catalogue'
import { slides } from '../../db/schema/content'
import { richText } from '../../http/rich-text'
import type { TtlCache } from '../../http/ttl-cache'
import { pick } from '../../localize'
import { loadProductCards, type Viewer } from '../catalogue/product-cards'
import { rowsOf } from '../catalogue/sql-rows'
import { visibleCategoryOf } from '../catalogue/visibility'
import type { LoyaltyRule } from '../orders/loyalty-terms'
import { aboutSectionOf, loadFeatures } from './about-section'
import { loadPageRow, toContentPage } from './page-rows'
import { latestPublications } from './publications'

const SLIDER_SIZE = 12
const NEWS_COUNT = 4

async function loadSlides(db: Db, locale: Locale): Promise<Slide[]> {
  const rows = await db
    .select()
    .from(slides)
    .where(eq(slides.isPublished, true))
    .orderBy(asc(slides.sort), asc(slides.id))
  return rows.map((row) => ({
    id: row.id,
    image: row.image,
    image_full: row.imageFull,
    text: richText(pick(row.text, locale)),
    color: row.color,
    position: row.position,
    btn_text: pick(row.btnText, locale),
    btn_url: row.btnUrl,
  }))
}

/** Ids of visible products carrying any of the labels, most recently updated first. */
async function labelledProductIds(db: Db, labelSlugs: string[]): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`select p.id from products p
      where p.is_published and ${visibleCategoryOf(sql`p.category_id`)}
        and exists (select 1 from product_labels pl join labels l on l.id = pl.label_id
          where pl.product_id = p.id and l.slug in ${labelSlugs})
      order by p.updated_at desc, p.id desc limit ${SLIDER_SIZE}`),
  )
  return rows.map((row) => Number(row.id))
}

async function loadBrandTiles(db: Db): Promise<BrandTile[]> {
  const rows = await db
    .select()
    .from(brands)
    .where(and(eq(brands.isPublished, true), isNotNull(brands.logo)))
    .orderBy(asc(brands.position), asc(brands.id))
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    logo_color: row.logoColor,
    logo: row.logo,
  }))
}

type SharedParts = Omit<HomePage, 'special' | 'hits'> & { specialIds: number[]; hitIds: number[] }

/** Everything but the product cards is the same for every visitor, so it is kept in the shared cache. */
async function loadSharedParts(db: Db, locale: Locale, rule: LoyaltyRule): Promise<SharedParts | null> {
  const row = await loadPageRow(db, 'homepage')
  if (!row) return null
  const [slideList, specialIds, hitIds, news, brandTiles, features] = await Promise.all([
    loadSlides(db, locale),
    labelledProductIds(db, ['sale', 'new']),
    labelledProductIds(db, ['hit']),
    latestPublications(db, 'info', NEWS_COUNT, locale),
    loadBrandTiles(db),
    loadFeatures(db, locale, rule),
  ])
  return {
    ...toContentPage(row, locale),
    slides: slideList,
    specialIds,
    hitIds,
    news,
    brands: brandTiles,
    about: aboutSectionOf(row.data, locale),
    features,
  }
}

export async function loadHomePage(
  db: Db,
  cache: TtlCache,
  viewer: Viewer,
  locale: Locale,
  rule: LoyaltyRule,
): Promise<HomePage | null> {
  const shared = await cache.get(`content:homepage:${locale}`, () => loadSharedParts(db, locale, rule))
  if (!shared) return null
  const { specialIds, hitIds, ...page } = shared
  // Cards are per viewer: a buyer's carry price and stock, a guest's do not.
  const [special, hits] = await Promise.all([
    loadProductCards(db, specialIds, viewer, locale),
    loadProductCards(db, hitIds, viewer, locale),
  ])
  return { ...page, special, hits }
}
