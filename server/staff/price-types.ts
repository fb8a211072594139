// price-types and set-price-type: the shop's price lists, and which one a buyer orders at (their contract prices).
// A buyer without a list of their own orders at the default one; the change applies from the buyer's next request.
import { asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { priceTypes } from '../db/schema/catalogue'
import { COMMAND_ACTOR } from '../modules/audit/record'
import { setCustomerPriceType } from '../modules/staff/customers/customer-actions'
import { accountByEmail, describeAccount } from './lookup'
import { StaffInputError } from './staff-error'

/** The word that puts a buyer back on the default list. */
const DEFAULT_WORD = 'default'

const LIST_COLUMNS = {
  id: priceTypes.id,
  title: priceTypes.title,
  externalId: priceTypes.externalId,
  isDefault: priceTypes.isDefault,
}

type PriceType = { id: number; title: string; externalId: string | null; isDefault: boolean }

const describeList = (list: PriceType) =>
  `"${list.title}"${list.externalId ? ` (Ид ${list.externalId})` : ''}${list.isDefault ? ' [default]' : ''}`

export async function listPriceTypes(db: Db): Promise<string[]> {
  const rows = await db
    .select({
      ...LIST_COLUMNS,
      // Written out whole: drizzle leaves the columns of a one-table select unqualified, which a subquery would
      // read as its own table's.
      priced: sql<number>`(select count(*) from product_prices pp where pp.price_type_id = price_types.id)::int`,
      buyers: sql<number>`(select count(*) from users u where u.staff_role is null and (u.price_type_id = price_types.id
        or (u.price_type_id is null and price_types.is_default)))::int`,
    })
    .from(priceTypes)
    .orderBy(asc(priceTypes.position), asc(priceTypes.id))
  if (rows.length === 0) return ['No price lists yet: an import from 1C (or the seed) creates them.']
  return rows.map((row) => `#${row.id} ${describeList(row)}: products priced ${row.priced}, buyers on it ${row.buyers}`)
}

/** A price list by its title (any case) or its 1C Ид. */
async function priceTypeNamed(db: Db, name: string): Promise<PriceType> {
  const wanted = name.trim()
  const [list] = await db
    .select(LIST_COLUMNS)
    .from(priceTypes)
    .where(sql`lower(${priceTypes.title}) = lower(${wanted}) or ${priceTypes.externalId} = ${wanted}`)
    .orderBy(asc(priceTypes.id))
    .limit(1)
  if (!list) {
    const known = await db.select({ title: priceTypes.title }).from(priceTypes).orderBy(asc(priceTypes.position))
    const titles = known.map((row) => `"${row.title}"`).join(', ') || 'none yet'
    throw new StaffInputError(
      `no price list titled or with the Ид "${wanted}" (lists: ${titles}; or "${DEFAULT_WORD}")`,
    )
  }
  return list
}

const DEFAULT_LIST = 'the default list'

async function listOf(db: Db, id: number | null): Promise<string> {
  if (id === null) return DEFAULT_LIST
  const [list] = await db.select(LIST_COLUMNS).from(priceTypes).where(eq(priceTypes.id, id))
  return list ? describeList(list) : DEFAULT_LIST
}

export async function setPriceType(db: Db, email: string, name: string): Promise<string[]> {
  const account = await accountByEmail(db, email)
  const list = name.trim().toLowerCase() === DEFAULT_WORD ? null : await priceTypeNamed(db, name)
  const before = await listOf(db, account.priceTypeId)
  const after = list ? describeList(list) : DEFAULT_LIST
  if ((list?.id ?? null) === account.priceTypeId) return [`${describeAccount(account)} already orders at ${after}.`]
  await setCustomerPriceType(db, COMMAND_ACTOR, account, list?.id ?? null)
  return [`${describeAccount(account)}: price list ${before} → ${after} (from the buyer's next request).`]
}
