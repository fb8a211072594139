import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
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

/** Where staff redirect the page at `url`, and with which status; nulls when they do not. */
export async function findRedirect(db: Db, url: string) {
  const [row] = await db
    .select({ toUrl: redirects.toUrl, status: redirects.status })
    .from(redirects)
    .where(eq(redirects.fromPath, normaliseRedirectPath(url)))
    .limit(1)
  return row ? { to_url: row.toUrl, status: row.status } : { to_url: null, status: null }
}
