// Editable pages (table `pages`): the fixed sections and the flat pages, with their meta tags and sanitized body.
import { and, eq } from 'drizzle-orm'
import type { ContentPage, PageMeta } from '../../../contract/content'
import type { Locale } from '../../../contract/site'
import type { Db } from '../../db/client'
import type { Localized } from '../../db/schema/columns'
import { pages } from '../../db/schema/content'
import { richText } from '../../http/rich-text'
import { pick } from '../../localize'

export type PageRow = typeof pages.$inferSelect

/** Meta tags, the title standing in for a missing meta title. */
export function metaOf(
  title: string,
  metaTitle: Localized | null,
  description: Localized | null,
  keywords: Localized | null,
  locale: Locale,
): PageMeta {
  return {
    title: pick(metaTitle, locale) || title,
    description: pick(description, locale),
    keywords: pick(keywords, locale),
  }
}

export function toContentPage(row: PageRow, locale: Locale): ContentPage {
  const title = pick(row.title, locale)
  return {
    slug: row.slug,
    kind: row.kind,
    title,
    body: richText(pick(row.body, locale)),
    meta: metaOf(title, row.metaTitle, row.metaDescription, row.metaKeywords, locale),
    updated: row.updatedAt.toISOString(),
  }
}

export async function loadPageRow(db: Db, slug: string): Promise<PageRow | null> {
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.slug, slug), eq(pages.isPublished, true)))
    .limit(1)
  return row ?? null
}

/** A published page by slug, or null. */
export async function loadPage(db: Db, slug: string, locale: Locale): Promise<ContentPage | null> {
  const row = await loadPageRow(db, slug)
  return row ? toContentPage(row, locale) : null
}
