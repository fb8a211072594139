// Where the client finds the auth token. The client itself only reads and clears it;
// login code writes it through `set`. Keep this interface small: the token is due to move
// to an httpOnly cookie set by the server, and then only this file changes.

export interface TokenStore {
  get(): string | null
  clear(): void
}

export interface WritableTokenStore extends TokenStore {
  set(token: string): void
}

export const TOKEN_KEY = 'token'
/** SPEC 9: token lifetime value 1295940 (read as seconds, about 15 days). */
export const TOKEN_MAX_AGE_SECONDS = 1295940

/** In-memory store: one per request on the server, and in tests. */
export function memoryTokenStore(initial: string | null = null): WritableTokenStore {
  let token = initial || null
  return {
    get: () => token,
    set(value) {
      token = value || null
    },
    clear() {
      token = null
    },
  }
}

/**
 * Browser store: localStorage key 'token' mirrored in a cookie 'token' (so SSR requests carry it).
 * During SSR (no window) it behaves as an empty store and ignores writes.
 */
export function browserTokenStore(): WritableTokenStore {
  const clear = (): void => {
    if (typeof window === 'undefined') return
    writeLocalStorage(null)
    writeCookie(TOKEN_KEY, '', 0)
  }
  return {
    get() {
      if (typeof window === 'undefined') return null
      return readLocalStorage() ?? readCookie(TOKEN_KEY)
    },
    set(value) {
      if (typeof window === 'undefined') return
      if (!value) return clear()
      writeLocalStorage(value)
      writeCookie(TOKEN_KEY, value, TOKEN_MAX_AGE_SECONDS)
    },
    clear,
  }
}

// localStorage can throw (privacy modes, disabled storage): treat that as "no value".
function readLocalStorage(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY) || null
  } catch {
    return null
  }
}

function writeLocalStorage(value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(TOKEN_KEY)
    else window.localStorage.setItem(TOKEN_KEY, value)
  } catch {
    // Storage unavailable: the cookie still holds the token.
  }
}

function readCookie(name: string): string | null {
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

function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  if (typeof document === 'undefined') return
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`
}
