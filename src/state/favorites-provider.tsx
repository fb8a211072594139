// The favourites machine for the whole app. It starts empty (the server render knows no local list), takes this
// browser's list from localStorage `fav` once running, and for a signed-in buyer (the auth provider's user) the
// server list from favorites/ — the local one merged into it when it holds ids the server lacks. Each change is
// written back to `fav` at once; the server calls are the API client's; their failures are only logged.
import { useActorRef, useSelector } from '@xstate/react'
import { createContext, use, useEffect, useMemo, type ReactNode } from 'react'
import { fromPromise } from 'xstate'
import { favoritesMachine, type FavoriteChange } from '../../machines/favorites.machine'
import { addFavorites, getFavoriteIds, removeFavorite } from '../api/favorites'
import { FAVORITES_STORAGE_KEY, parseFavoriteIds, type FavoritesShort } from '../../contract/favorites'
import { useAuth } from './auth-provider'

type FavoritesValue = {
  ids: number[]
  /** The list is the buyer's server list (after sign-in and any merge), not yet only this browser's. */
  synced: boolean
  has: (id: number) => boolean
  toggle: (id: number) => void
}

const FavoritesContext = createContext<FavoritesValue | null>(null)

const quiet = { suppressErrorAlert: true }
const idsOf = (list: FavoritesShort) => list.results.map((row) => row.id)

const machine = favoritesMachine.provide({
  actors: {
    mergeFavorites: fromPromise<number[], { ids: number[] }>(({ input }) => addFavorites(input.ids, quiet).then(idsOf)),
    saveChange: fromPromise<unknown, FavoriteChange>(({ input }) =>
      input.kind === 'add' ? addFavorites([input.id], quiet) : removeFavorite(input.id, quiet),
    ),
  },
})

function readLocal(): number[] {
  try {
    return parseFavoriteIds(window.localStorage.getItem(FAVORITES_STORAGE_KEY))
  } catch {
    return []
  }
}

export function FavoritesProvider({ children }: { children: ReactNode }) {
  const actor = useActorRef(machine, { input: { ids: [] } })
  const userId = useAuth().user?.id ?? null

  useEffect(() => {
    const stored = actor.on('favorites.stored', ({ ids }) => {
      try {
        window.localStorage.setItem(FAVORITES_STORAGE_KEY, ids.join(','))
      } catch {
        // Private mode or a full storage: the list still works for this page.
      }
    })
    const failed = actor.on('favorites.failed', ({ error }) =>
      console.warn('[favorites] the server did not take a change', error),
    )
    actor.send({ type: 'favorites.restore', ids: readLocal() })
    return () => {
      stored.unsubscribe()
      failed.unsubscribe()
    }
  }, [actor])

  useEffect(() => {
    if (userId === null) {
      actor.send({ type: 'favorites.signOut' })
      return
    }
    let current = true
    getFavoriteIds(quiet)
      .then((list) => current && actor.send({ type: 'favorites.signIn', serverIds: idsOf(list) }))
      .catch((error: unknown) => console.warn('[favorites] could not read the saved list', error))
    return () => {
      current = false
    }
  }, [actor, userId])

  const ids = useSelector(actor, (snapshot) => snapshot.context.ids)
  const synced = useSelector(actor, (snapshot) => snapshot.matches('member'))
  const value = useMemo((): FavoritesValue => {
    const set = new Set(ids)
    return { ids, synced, has: (id) => set.has(id), toggle: (id) => actor.send({ type: 'favorites.toggle', id }) }
  }, [ids, synced, actor])
  return <FavoritesContext value={value}>{children}</FavoritesContext>
}

export function useFavorites(): FavoritesValue {
  const value = use(FavoritesContext)
  if (!value) throw new Error('useFavorites needs a FavoritesProvider above it')
  return value
}
