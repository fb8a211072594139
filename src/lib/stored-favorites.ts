// This browser's favourites list (localStorage `fav`): empty where storage is closed (private mode, no window).
import { FAVORITES_STORAGE_KEY, parseFavoriteIds } from '../../contract/favorites'

export function readStoredFavorites(): number[] {
  try {
    return parseFavoriteIds(window.localStorage.getItem(FAVORITES_STORAGE_KEY))
  } catch {
    return []
  }
}
