import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { managers, users } from '../../db/schema/accounts'

/** Who hears of a buyer's orders: the buyer's manager, else `staffEmail`. */
export async function orderManagerEmail(db: Db, userId: number, staffEmail: string): Promise<string> {
  const [row] = await db
    .select({ email: managers.email })
    .from(users)
    .leftJoin(managers, eq(managers.id, users.managerId))
    .where(eq(users.id, userId))
  return row?.email || staffEmail
}
