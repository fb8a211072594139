// What the client knows about the session. The browser never sees the session token: the server keeps it in
// an httpOnly cookie `session` and sets a readable `csrftoken` cookie beside it. So in the browser "signed in"
// is a hint (the csrftoken cookie is present), every non-GET call echoes that cookie in `X-CSRF-Token`, and
// clearing deletes the readable cookie (the server clears the httpOnly one). During SSR the visitor's
// `session` cookie is forwarded to the in-process API as a Bearer token.

export interface TokenStore {
  /** A Bearer token to send, or null (always null in the browser: the cookie authenticates there). */
  get(): string | null
  /** A session is believed to exist: worth asking for the account (a stale one is cleared by the first 401). */
  has(): boolean
  /** The value every non-GET request echoes in `X-CSRF-Token`, or null. */
  csrf(): string | null
  clear(): void
}

export interface WritableTokenStore extends TokenStore {
  set(token: string): void
}

export const SESSION_COOKIE = 'session'
export const CSRF_COOKIE = 'csrftoken'
export const CSRF_HEADER = 'x-csrf-token'
/** SPEC 9: the session lifetime, 1295940 seconds (about 15 days); the server sets the cookies with it. */
export const TOKEN_MAX_AGE_SECONDS = 1295940

/**
 * In-memory Bearer store: one per request on the server (seeded with the `session` cookie), and in tests.
 * `onClear` lets the server drop the visitor's cookies when the API refuses the forwarded session.
 */
export function memoryTokenStore(initial: string | null = null, onClear?: () => void): WritableTokenStore {
  let token = initial || null
  return {
    get: () => token,
    has: () => token !== null,
    csrf: () => null,
    set(value) {
      token = value || null
    },
    clear() {
      const had = token !== null
      token = null
      if (had) onClear?.()
    },
  }
}

/** Browser store over the readable `csrftoken` cookie. During SSR (no document) it is empty and inert. */
export function browserTokenStore(): TokenStore {
  const csrf = (): string | null => readCookie(CSRF_COOKIE)
  return {
    get: () => null,
    has: () => csrf() !== null,
    csrf,
    clear() {
      if (typeof document === 'undefined') return
      document.cookie = `${CSRF_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`
    },
  }
}

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=')
    if (eq === -1) continue
    if (part.slice(0, eq).trim() !== name) continue
    const raw = part.slice(eq + 1).trim()
    try {
      return decodeURIComponent(raw) || null
    } catch {
      return raw || null
    }
  }
  return null
}
