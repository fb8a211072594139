import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { users } from '../../db/schema/accounts'

export async function loadStaffName(db: Db, userId: number): Promise<string> {
  const [row] = await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, userId))
  return row?.fullName ?? ''
}
