// A product is shown only when its category and every ancestor of that category are published.
import { sql, type SQL } from 'drizzle-orm'

/** True when the category with id `categoryId` is published and no ancestor of it is hidden. */
export const visibleCategoryOf = (categoryId: SQL): SQL =>
  sql`exists (select 1 from categories shown where shown.id = ${categoryId} and shown.is_published and not exists (
    select 1 from categories hidden where not hidden.is_published and starts_with(shown.path, hidden.path || '/')))`
