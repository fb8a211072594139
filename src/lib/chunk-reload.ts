// SPEC "Error page": a chunk-load failure (a deploy replaced the hashed files this page was built with) reloads
// the page, at most once per 60 seconds so a truly missing file cannot cause a reload loop.

export const CHUNK_RELOAD_KEY = 'vitrina:chunk-reload-at'
export const CHUNK_RELOAD_INTERVAL_MS = 60_000

const CHUNK_ERROR_PATTERNS = [
  /failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /importing a module script failed/i, // Safari
  /unable to preload css/i, // Vite's CSS preload helper
  /loading (css )?chunk [\w-]+ failed/i, // webpack-style bundles
]

/** True for errors thrown when a lazily loaded JS or CSS chunk cannot be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const { name, message } = error as { name?: unknown; message?: unknown }
  if (name === 'ChunkLoadError') return true
  return typeof message === 'string' && CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message))
}

export type ChunkReloadDeps = {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null
  now: () => number
  reload: () => void
}

/**
 * Reloads the page for a chunk-load error unless it already did so within the last minute.
 * Returns true when a reload was started (the caller may then render nothing instead of an error).
 */
export function reloadOnChunkError(error: unknown, deps: ChunkReloadDeps): boolean {
  // Without a place to keep the timestamp nothing would bound the reloads: show the error page instead.
  if (!isChunkLoadError(error) || !deps.storage) return false
  const now = deps.now()
  try {
    const last = Number(deps.storage.getItem(CHUNK_RELOAD_KEY))
    // A timestamp from the future (clock changed) does not block.
    if (last > 0 && now >= last && now - last < CHUNK_RELOAD_INTERVAL_MS) return false
    deps.storage.setItem(CHUNK_RELOAD_KEY, String(now))
  } catch {
    return false // storage refused (privacy mode, quota)
  }
  deps.reload()
  return true
}

/** The browser's own storage, clock and reload. */
export function browserChunkReloadDeps(): ChunkReloadDeps {
  let storage: Storage | null
  try {
    storage = window.sessionStorage
  } catch {
    storage = null // blocked by the browser's privacy settings
  }
  return { storage, now: () => Date.now(), reload: () => window.location.reload() }
}
