// Sales actions and info articles whose title matches a search, by full text in Russian and English or by
// trigram similarity (the table is small; the indexes of migration 0002_search.sql serve it as it grows).
import { sql } from 'drizzle-orm'
import type { SearchPublication } from '../../../contract/catalogue'
import type { Locale } from '../../../contract/site'
import type { Db } from '../../db/client'
import type { Localized } from '../../db/schema/columns'
import { publications } from '../../db/schema/content'
import { pick } from '../../localize'
import { rowsOf } from '../catalogue/sql-rows'
import type { Page, SearchMatch } from './search-match'

export type PublicationKind = 'sales' | 'info'

type PublicationRow = {
  total: number
  id: number | null
  slug: string
  title: Localized
  publication_date: string
  image_preview: string | null
}

const titleRu = sql`coalesce(${publications.title}->>'ru', '')`
const titleEn = sql`coalesce(${publications.title}->>'en', '')`

/** DD-MM-YYYY, the date segment of publication URLs. */
const urlDate = (isoDate: string) => isoDate.split('-').reverse().join('-')

const publicationUrl = (kind: PublicationKind, isoDate: string, slug: string) => `/${kind}/${urlDate(isoDate)}/${slug}/`

export async function searchPublications(
  db: Db,
  kind: PublicationKind,
  { query, tsQuery }: SearchMatch,
  page: Page,
  locale: Locale,
): Promise<{ results: SearchPublication[]; total: number }> {
  const ru = sql`to_tsquery('russian', ${tsQuery ?? ''})`
  const en = sql`to_tsquery('english', ${tsQuery ?? ''})`
  const fullText =
    tsQuery === null
      ? sql`false`
      : sql`to_tsvector('russian', ${titleRu}) @@ ${ru} or to_tsvector('english', ${titleEn}) @@ ${en}`
  const rank =
    tsQuery === null
      ? sql`greatest(word_similarity(${query}, ${titleRu}), word_similarity(${query}, ${titleEn}))`
      : sql`greatest(ts_rank(to_tsvector('russian', ${titleRu}), ${ru}, 1),
          ts_rank(to_tsvector('english', ${titleEn}), ${en}, 1),
          word_similarity(${query}, ${titleRu}), word_similarity(${query}, ${titleEn}))`
  const rows = rowsOf<PublicationRow>(
    await db.execute(sql`
      with matches as materialized (
        select ${publications.id} as id, ${publications.slug} as slug, ${publications.title} as title,
          ${publications.publicationDate}::text as publication_date, ${publications.imagePreview} as image_preview,
          ${rank} as rank
        from ${publications}
        where ${publications.isPublished} and ${publications.publicationDate} <= current_date
          and ${publications.kind} = ${kind}
          and (${fullText} or ${query} <% ${titleRu} or ${query} <% ${titleEn})
      )
      select counted.total, page.*
      from (select count(*)::int as total from matches) counted
      left join lateral (
        select id, slug, title, publication_date, image_preview from matches
        order by rank desc, publication_date desc, id desc limit ${page.limit} offset ${page.offset}
      ) page on true`),
  )
  return {
    total: Number(rows[0]?.total ?? 0),
    results: rows.flatMap((row) =>
      row.id === null
        ? []
        : [
            {
              id: Number(row.id),
              slug: row.slug,
              title: pick(row.title, locale),
              publication_date: row.publication_date,
              image_preview: row.image_preview,
              url: publicationUrl(kind, row.publication_date, row.slug),
            },
          ],
    ),
  }
}
