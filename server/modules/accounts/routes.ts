import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AccountUser } from '../../../src/schemas/account'
import type { AppEnv } from '../../context'
import { users } from '../../db/schema/accounts'
import { HttpError } from '../../http/errors'
import { translate } from '../../i18n'

export const accountRoutes = new Hono<AppEnv>().get('/my/account/', async (c) => {
  const session = c.var.user
  if (!session) throw new HttpError(401, { detail: translate('api_not_authenticated', c.var.locale) })
  const [row] = await c.var.ctx.db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      organizationName: users.organizationName,
      canOrder: users.canOrder,
    })
    .from(users)
    .where(eq(users.id, session.id))
    .limit(1)
  if (!row) throw new HttpError(401, { detail: translate('api_not_authenticated', c.var.locale) })
  const user: AccountUser = {
    id: row.id,
    email: row.email,
    full_name: row.fullName,
    organization_name: row.organizationName,
    permissions: { can_order: row.canOrder },
  }
  return c.json({ user })
})
