// The wait list for the inbox: products people wait for, with how many and who (notified or still waiting).
import { and, asc, count, countDistinct, desc, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm'
import type { Locale } from '../../../../contract/site'
import type { WaitListProduct, WaitListQuery } from '../../../../contract/staff/inbox'
import { sortParts, type TablePage } from '../../../../contract/staff/table'
import type { Db } from '../../../db/client'
import { products } from '../../../db/schema/catalogue'
import { waitList } from '../../../db/schema/ordering'
import { pick } from '../../../localize'

const likeEscaped = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`)

export async function listWaitList(db: Db, query: WaitListQuery, locale: Locale): Promise<TablePage<WaitListProduct>> {
  const like = `%${likeEscaped(query.search)}%`
  const where = and(
    query.search
      ? or(ilike(products.sku, like), sql`${products.title}::text ilike ${like}`, ilike(waitList.email, like))
      : undefined,
    query.notified === 'yes' ? isNotNull(waitList.notifiedAt) : undefined,
    query.notified === 'no' ? isNull(waitList.notifiedAt) : undefined,
  )
  const subscribers = count(waitList.id)
  const { column, descending } = sortParts(query.sort)
  const key = column === 'title' ? sql`${products.title}->>${locale}` : subscribers
  const [{ total } = { total: 0 }] = await db
    .select({ total: countDistinct(waitList.productId) })
    .from(waitList)
    .innerJoin(products, eq(products.id, waitList.productId))
    .where(where)
  const rows = await db
    .select({ id: products.id, title: products.title, sku: products.sku, subscribers })
    .from(waitList)
    .innerJoin(products, eq(products.id, waitList.productId))
    .where(where)
    .groupBy(products.id)
    .orderBy(descending ? desc(key) : asc(key), asc(products.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size)
  const ids = rows.map((row) => row.id)
  const people =
    ids.length === 0
      ? []
      : await db
          .select({
            productId: waitList.productId,
            userId: waitList.userId,
            email: waitList.email,
            notifiedAt: waitList.notifiedAt,
            createdAt: waitList.createdAt,
          })
          .from(waitList)
          .innerJoin(products, eq(products.id, waitList.productId))
          .where(and(inArray(waitList.productId, ids), where))
          .orderBy(asc(waitList.createdAt), asc(waitList.id))
  return {
    results: rows.map((row) => {
      const mine = people.filter((person) => person.productId === row.id)
      return {
        product_id: row.id,
        title: pick(row.title, locale),
        sku: row.sku,
        subscribers: mine.length,
        waiting: mine.filter((person) => person.notifiedAt === null).length,
        emails: mine.map((person) => ({
          email: person.email,
          account: person.userId !== null,
          notified_at: person.notifiedAt?.toISOString() ?? null,
          created: person.createdAt.toISOString(),
        })),
      }
    }),
    total,
    page: query.page,
    page_size: query.page_size,
    pages: Math.ceil(total / query.page_size),
  }
}
