// Which of 1C's categories are shown after an import. A category 1C names, or one holding a published product at
// any depth below it, is shown. A full catalogue that carries its groups hides the 1C categories it no longer
// names, but only those with no published product below them: hiding a category hides everything under it
// (server/modules/catalogue/visibility.ts), so a category still holding goods — the shop's own, or ones a partial
// import brought — stays. Categories are never deleted, and the shop's own categories are never touched.
import { sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { countOf } from './staged'

const holdsPublished = sql`exists(select 1 from products p join categories d on d.id = p.category_id
  where p.is_published and (d.id = c.id or starts_with(d.path, c.path || '/')))`

export async function applyCategoryVisibility(
  db: Db,
  importId: number,
  hideUnnamed: boolean,
): Promise<{ shown: number; hidden: number }> {
  const named = sql`exists(select 1 from exchange_staged s
    where s.import_id = ${importId} and s.kind = 'group' and s.external_id = c.external_id)`
  const shown = countOf(
    await db.execute(sql`update categories c set is_published = true, updated_at = now()
      where c.external_id is not null and not c.is_published and (${named} or ${holdsPublished})
      returning c.id`),
  )
  const hidden = hideUnnamed
    ? countOf(
        await db.execute(sql`update categories c set is_published = false, updated_at = now()
          where c.external_id is not null and c.is_published and not ${named} and not ${holdsPublished}
          returning c.id`),
      )
    : 0
  return { shown, hidden }
}
