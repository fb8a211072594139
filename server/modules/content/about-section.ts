// The about section (stored in the data of the about and home pages) and the feature tiles.
import { asc, eq } from 'drizzle-orm'
import type { AboutSection, Feature } from '../../../contract/content'
import type { Locale } from '../../../contract/site'
import type { Db } from '../../db/client'
import type { Localized } from '../../db/schema/columns'
import { features } from '../../db/schema/content'
import { richText } from '../../http/rich-text'
import { pick } from '../../localize'
import { withLoyaltyTerms, type LoyaltyRule } from '../orders/loyalty-terms'

type StoredFact = { value?: Localized; description?: Localized; color?: string; bg_color?: string; image?: string }
type StoredAbout = {
  image?: string
  title?: Localized
  text?: Localized
  button?: { label?: Localized; url?: string } | null
  facts?: StoredFact[]
}

/** The about section of a page's `data`, or null when the page has none. */
export function aboutSectionOf(data: unknown, locale: Locale): AboutSection | null {
  const about = (data as { about?: StoredAbout } | null)?.about
  if (!about) return null
  const label = pick(about.button?.label, locale)
  return {
    image: about.image ?? null,
    title: pick(about.title, locale),
    text: richText(pick(about.text, locale)),
    button: label && about.button?.url ? { label, url: about.button.url } : null,
    facts: (about.facts ?? []).map((fact) => ({
      value: pick(fact.value, locale),
      description: pick(fact.description, locale),
      color: fact.color ?? '',
      bg_color: fact.bg_color ?? '',
      image: fact.image ?? '',
    })),
  }
}

/** The tiles; a tile about the loyalty programme states the configured rule. */
export async function loadFeatures(db: Db, locale: Locale, rule: LoyaltyRule): Promise<Feature[]> {
  const rows = await db
    .select()
    .from(features)
    .where(eq(features.isPublished, true))
    .orderBy(asc(features.position), asc(features.id))
  return rows.map((row) => ({
    id: row.id,
    title: withLoyaltyTerms(pick(row.title, locale), rule, locale),
    description: withLoyaltyTerms(pick(row.description, locale), rule, locale),
    color: row.color,
    bg_color: row.bgColor,
    icon_file: row.iconFile,
  }))
}
