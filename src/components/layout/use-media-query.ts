// Subscribes to a CSS media query; false during SSR and the first client render (so hydration matches).
import { useSyncExternalStore } from 'react'

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    () => false,
  )
}

/** Desktop header from 991 px; the burger menu lives below (SPEC: the mobile menu closes above 990 px). */
export const DESKTOP_QUERY = '(min-width: 991px)'
