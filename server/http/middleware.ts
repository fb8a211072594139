// Middleware shared by every API route: request id, locale from the path, the signed-in user.
import { createHash, randomUUID } from 'node:crypto'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { MiddlewareHandler } from 'hono'
import type { AppContext, AppEnv } from '../context'
import { sessions, users } from '../db/schema/accounts'

export const requestId: MiddlewareHandler<AppEnv> = async (c, next) => {
  const incoming = c.req.header('x-request-id')
  const id = incoming && /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomUUID()
  c.set('requestId', id)
  await next()
  c.header('X-Request-Id', id)
}

export const withContext =
  (ctx: AppContext): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    c.set('ctx', ctx)
    c.set('locale', new URL(c.req.url).pathname.startsWith('/api/en/') ? 'en' : 'ru')
    await next()
  }

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** Resolves `Authorization: Bearer <token>` to an unexpired, unrevoked session's user. */
export const authenticate: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('user', null)
  const header = c.req.header('authorization')
  const token = header?.match(/^Bearer\s+([A-Za-z0-9_-]{16,256})$/)?.[1]
  if (token) {
    const [row] = await c.var.ctx.db
      .select({ id: users.id, email: users.email, isStaff: users.isStaff, isActive: users.isActive })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
      .limit(1)
    if (row?.isActive) c.set('user', row)
  }
  await next()
}
