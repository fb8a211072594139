// The API calls the storefront makes in process while rendering one page (src/api/server-transport.ts) all
// present the visitor's one session and read the same moment of their data: they share a memo, handed to the API
// app as its environment, so that the session (and what several calls read alike, such as the buyer's cart) is
// looked up once per page instead of once per call. Only the server entry can hand it over; a request from
// outside never has one.
import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv, SessionUser } from '../context'
import type { SessionEnd } from '../modules/auth/sessions'

export type PageCalls = { reads: Map<string, Promise<unknown>> }

const pages = new WeakMap<object, PageCalls>()

/** The memo of the page request `page` (any object standing for it), made on its first call. */
export function pageCalls(page: object): PageCalls {
  let calls = pages.get(page)
  if (!calls) {
    calls = { reads: new Map() }
    pages.set(page, calls)
  }
  return calls
}

const SAFE_METHODS = new Set(['GET', 'HEAD'])

/**
 * What `read` answers for `key`, asked once per page for the reads of one page render. Anything that changes
 * data, and every request from outside, reads afresh.
 */
export function readOnce<T>(c: Context<AppEnv>, key: string, read: () => Promise<T>): Promise<T> {
  const calls = c.env?.pageCalls
  if (!calls || !SAFE_METHODS.has(c.req.method)) return read()
  let answer = calls.reads.get(key) as Promise<T> | undefined
  if (!answer) {
    answer = read()
    calls.reads.set(key, answer)
  }
  return answer
}

/** The session behind `token` as `resolve` finds it, once per page. */
export const sessionOnce = (
  c: Context<AppEnv>,
  token: string,
  resolve: () => Promise<SessionUser | SessionEnd>,
): Promise<SessionUser | SessionEnd> => readOnce(c, `session:${token}`, resolve)

/**
 * `middleware` for requests from outside only. A page's own calls skip what concerns the answer a browser or a
 * proxy gets (its caching headers, a log line per call): the page's answer carries its own.
 */
export const outsideOnly =
  (middleware: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> =>
  (c, next) =>
    c.env?.pageCalls ? next() : middleware(c, next)
