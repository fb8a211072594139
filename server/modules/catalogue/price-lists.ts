// Which price list a buyer orders at: the one staff gave them, else the shop's default one.
import { sql } from 'drizzle-orm'
import { users } from '../../db/schema/accounts'

/** The price list of the user row in the query: their own, else the default; null while there is none at all. */
export const buyerPriceTypeId = sql<
  number | null
>`coalesce(${users.priceTypeId}, (select pt.id from price_types pt where pt.is_default))`
