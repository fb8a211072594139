import type { AppContext } from '../../context'
import { redirects } from '../../db/schema/content'

/**
 * The path part of whatever the client sends (a path, or a full URL of this site),
 * lower-cased with a trailing slash; staff's redirects are stored in this form.
 */
export function normaliseRedirectPath(url: string): string {
  let path = url
  try {
    path = new URL(url, 'http://site.invalid').pathname
  } catch {
    // not a URL: treat as a path
  }
  path = path.toLowerCase()
  return path.endsWith('/') ? path : `${path}/`
}

type Redirect = { toUrl: string; status: number }

/** Every redirect by the path it leaves, kept in the shared cache: each page render asks about its own path, and
 * staff edits of redirects drop the cache. */
const redirectsByPath = ({ db, cache }: Pick<AppContext, 'db' | 'cache'>): Promise<Map<string, Redirect>> =>
  cache.get('seo:redirects', async () => {
    const rows = await db
      .select({ fromPath: redirects.fromPath, toUrl: redirects.toUrl, status: redirects.status })
      .from(redirects)
    return new Map(rows.map((row) => [row.fromPath, { toUrl: row.toUrl, status: row.status }]))
  })

/** Where staff redirect the page at `url`, and with which status; nulls when they do not. */
export async function findRedirect(shared: Pick<AppContext, 'db' | 'cache'>, url: string) {
  const found = (await redirectsByPath(shared)).get(normaliseRedirectPath(url))
  return found ? { to_url: found.toUrl, status: found.status } : { to_url: null, status: null }
}
