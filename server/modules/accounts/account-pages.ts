// account-page/, loyalty-page/ and favorites-page/: editable copy from the pages table, the text cut down to safe HTML.
import { and, eq } from 'drizzle-orm'
import type { Locale } from '../../../contract/site'
import type { Db } from '../../db/client'
import { pages } from '../../db/schema/content'
import { richText } from '../../http/rich-text'
import { pick } from '../../localize'
import { withLoyaltyTerms, type LoyaltyRule } from '../orders/loyalty-terms'

export type AccountPage = {
  title: string
  meta: { title: string; description: string; keywords: string }
  text: string
}

export const ACCOUNT_PAGE_SLUG = 'account'
export const LOYALTY_PAGE_SLUG = 'loyalty-program'
export const FAVORITES_PAGE_SLUG = 'favorites'

/** Null when the page is missing or unpublished. The loyalty page states the configured rule (see loyalty-terms). */
export async function loadAccountPage(
  db: Db,
  slug: string,
  locale: Locale,
  rule: LoyaltyRule,
): Promise<AccountPage | null> {
  const [page] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.slug, slug), eq(pages.isPublished, true)))
    .limit(1)
  if (!page) return null
  const title = pick(page.title, locale)
  return {
    title,
    meta: {
      title: pick(page.metaTitle, locale) || title,
      description: pick(page.metaDescription, locale),
      keywords: pick(page.metaKeywords, locale),
    },
    text: richText(withLoyaltyTerms(pick(page.body, locale), rule, locale)),
  }
}
