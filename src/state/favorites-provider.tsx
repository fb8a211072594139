// The favourites machine for the whole app. It starts empty (the server render knows no local list); its actor
// runs once the page is idle, or at once when this browser keeps a list or a buyer is signed in (decision 031),
// takes this browser's list from localStorage `fav` and, for a signed-in buyer (the auth provider's user), the
// server list from favorites/ — the local one merged into it when it holds ids the server lacks.
import { createContext, use, useEffect, useMemo, type ReactNode } from 'react'
import { getFavoriteIds } from '../api/favorites'
import { favoriteIdsOf } from '../../contract/favorites'
import { readStoredFavorites } from '../lib/stored-favorites'
import { useAuth } from './auth-provider'
import { useDeferredActor, useDeferredSelector } from './deferred-actor'
import type { FavoritesActor } from './favorites-actor'

type FavoritesValue = {
  ids: number[]
  /** The list is the buyer's server list (after sign-in and any merge), not yet only this browser's. */
  synced: boolean
  has: (id: number) => boolean
  toggle: (id: number) => void
}

const FavoritesContext = createContext<FavoritesValue | null>(null)

const quiet = { suppressErrorAlert: true }
const NONE: number[] = []

const startFavorites = (): Promise<FavoritesActor> =>
  import('./favorites-actor').then((module) => module.startFavorites())

export function FavoritesProvider({ children }: { children: ReactNode }) {
  const { actor, send, wake, tell } = useDeferredActor(startFavorites)
  const userId = useAuth().user?.id ?? null

  useEffect(() => {
    if (readStoredFavorites().length > 0) wake()
  }, [wake])

  useEffect(() => {
    if (userId === null) {
      tell({ type: 'favorites.signOut' })
      return
    }
    let current = true
    getFavoriteIds(quiet)
      .then((list) => {
        if (current) send({ type: 'favorites.signIn', serverIds: favoriteIdsOf(list) })
      })
      .catch((error: unknown) => console.warn('[favorites] could not read the saved list', error))
    return () => {
      current = false
    }
  }, [send, tell, userId])

  const ids = useDeferredSelector(actor, (snapshot) => snapshot.context.ids, NONE)
  const synced = useDeferredSelector(actor, (snapshot) => snapshot.matches('member'), false)
  const value = useMemo((): FavoritesValue => {
    const set = new Set(ids)
    return { ids, synced, has: (id) => set.has(id), toggle: (id) => send({ type: 'favorites.toggle', id }) }
  }, [ids, synced, send])
  return <FavoritesContext value={value}>{children}</FavoritesContext>
}

export function useFavorites(): FavoritesValue {
  const value = use(FavoritesContext)
  if (!value) throw new Error('useFavorites needs a FavoritesProvider above it')
  return value
}
