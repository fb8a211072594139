// One signal for "what the storefront shows has changed": the 1C exchange, back-office edits, staff commands and
// scheduled publications publish it; every cache of shared answers (the TTL cache, the sitemap's URL list, the
// guest page cache) subscribes and drops what it holds. With PostgreSQL it reaches every app instance on the
// database (postgres-signal.ts); with the embedded database there is one process, so it stays in it.

/** What changed: the catalogue (products, prices, stock, categories), content (publications, slides, about), or
 * the site (settings, menus, pages, redirects). Caches may drop only what depends on the kind; dropping all is
 * always correct. */
export type ChangeKind = 'catalogue' | 'content' | 'site'

export const CHANGE_KINDS: readonly ChangeKind[] = ['catalogue', 'content', 'site']

export type ChangeListener = (kind: ChangeKind) => void

export type ChangeSignal = {
  /** Tells this process at once, then every other instance; resolves once they have been told (never rejects: a
   * failure to reach them is logged). */
  publish: (kind: ChangeKind) => Promise<void>
  /** Calls `listener` on every change, from this process or another; returns the unsubscribe. */
  subscribe: (listener: ChangeListener) => () => void
  close: () => Promise<void>
}

/** The listeners of one process, told in turn; a listener that throws does not keep the others from hearing. */
export function changeListeners() {
  const listeners = new Set<ChangeListener>()
  return {
    add(listener: ChangeListener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    tell(kind: ChangeKind) {
      for (const listener of listeners)
        try {
          listener(kind)
        } catch (error) {
          console.error('[changes] a listener failed:', error instanceof Error ? error.message : error)
        }
    },
  }
}

/** The signal of a single process (the embedded database, tests, commands on a database no server shares). */
export function localChangeSignal(): ChangeSignal {
  const listeners = changeListeners()
  return {
    publish: async (kind) => listeners.tell(kind),
    subscribe: listeners.add,
    close: async () => {},
  }
}
