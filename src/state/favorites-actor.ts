// The favourites machine's actor, started by the FavoritesProvider after hydration (decision 031): it takes this
// browser's list from localStorage `fav` as it starts and writes each change back at once; the server calls are the
// API client's and their failures are only logged.
import { createActor, fromPromise } from 'xstate'
import { favoritesMachine, type FavoriteChange } from '../../machines/favorites.machine'
import { addFavorites, removeFavorite } from '../api/favorites'
import { FAVORITES_STORAGE_KEY, favoriteIdsOf } from '../../contract/favorites'
import { readStoredFavorites } from '../lib/stored-favorites'

const quiet = { suppressErrorAlert: true }

const machine = favoritesMachine.provide({
  actors: {
    mergeFavorites: fromPromise<number[], { ids: number[] }>(({ input }) =>
      addFavorites(input.ids, quiet).then(favoriteIdsOf),
    ),
    saveChange: fromPromise<unknown, FavoriteChange>(({ input }) =>
      input.kind === 'add' ? addFavorites([input.id], quiet) : removeFavorite(input.id, quiet),
    ),
  },
})

export function startFavorites() {
  const actor = createActor(machine, { input: { ids: [] } })
  actor.on('favorites.stored', ({ ids }) => {
    try {
      window.localStorage.setItem(FAVORITES_STORAGE_KEY, ids.join(','))
    } catch {
      // Private mode or a full storage: the list still works for this page.
    }
  })
  actor.on('favorites.failed', ({ error }) => console.warn('[favorites] the server did not take a change', error))
  actor.start()
  actor.send({ type: 'favorites.restore', ids: readStoredFavorites() })
  return actor
}

export type FavoritesActor = ReturnType<typeof startFavorites>
