// The API calls the storefront makes in process while rendering one page (src/api/server-transport.ts) all
// present the visitor's one session: they share a memo, handed to the API app as its environment, so that
// session is looked up once per page instead of once per call. Only the server entry can hand it over; a request
// from outside never has one.
import type { Context } from 'hono'
import type { AppEnv, SessionUser } from '../context'
import type { SessionEnd } from '../modules/auth/sessions'

export type PageCalls = { sessions: Map<string, Promise<SessionUser | SessionEnd>> }

const pages = new WeakMap<object, PageCalls>()

/** The memo of the page request `page` (any object standing for it), made on its first call. */
export function pageCalls(page: object): PageCalls {
  let calls = pages.get(page)
  if (!calls) {
    calls = { sessions: new Map() }
    pages.set(page, calls)
  }
  return calls
}

const SAFE_METHODS = new Set(['GET', 'HEAD'])

/**
 * The session behind `token` as `resolve` finds it, asked once per page for the reads of one page render.
 * Anything that changes data looks it up afresh.
 */
export function sessionOnce(
  c: Context<AppEnv>,
  token: string,
  resolve: () => Promise<SessionUser | SessionEnd>,
): Promise<SessionUser | SessionEnd> {
  const calls = c.env?.pageCalls
  if (!calls || !SAFE_METHODS.has(c.req.method)) return resolve()
  let session = calls.sessions.get(token)
  if (!session) {
    session = resolve()
    calls.sessions.set(token, session)
  }
  return session
}
