// The React side of the search suggestions machine: its navigation goes through the router, and it closes
// whenever the route changes. The machine runs from the first keystroke or once the page is idle (decision 031).
import { useRouter, useRouterState } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import type { SearchSuggestEvent, Suggestion, Suggestions, SuggestTarget } from '../../machines/search-suggest.machine'
import { localizeHref } from '../../messages/compiled/runtime.js'
import { useDeferredActor, useDeferredSelector } from './deferred-actor'
import type { SearchSuggestActor, suggestView } from './search-suggest-actor'

export type SuggestView = {
  /** Suggestions are on screen: the last answer had some (it stays while a newer query is pending). */
  open: boolean
  /** The last answer was empty: "nothing found" is on screen. */
  nothing: boolean
  /** A newer query is pending behind the shown suggestions. */
  busy: boolean
  query: string
  results: Suggestions | null
  /** The last answer's goods, offers and publications, in the order they are listed. */
  items: Suggestion[]
  highlighted: number
}

const CLOSED: SuggestView = {
  open: false,
  nothing: false,
  busy: false,
  query: '',
  results: null,
  items: [],
  highlighted: -1,
}

const sameView = (a: SuggestView, b: SuggestView) =>
  a.open === b.open &&
  a.nothing === b.nothing &&
  a.busy === b.busy &&
  a.query === b.query &&
  a.results === b.results &&
  a.highlighted === b.highlighted

export function useSearchSuggest(): { view: SuggestView; send: (event: SearchSuggestEvent) => void } {
  const router = useRouter()
  const viewOf = useRef<typeof suggestView>(null)
  const { actor, send, tell } = useDeferredActor((): Promise<SearchSuggestActor> =>
    import('./search-suggest-actor').then((module) => {
      viewOf.current = module.suggestView
      return module.startSearchSuggest((target: SuggestTarget) => {
        if (target.kind === 'product')
          return void router.navigate({ to: '/product/$slug/', params: { slug: target.slug } })
        if (target.kind === 'page') return void router.navigate({ href: localizeHref(target.url) })
        void router.navigate({ to: '/search/', search: { q: target.query } })
      })
    }),
  )

  const href = useRouterState({ select: (state) => state.location.href })
  useEffect(() => {
    tell({ type: 'suggest.close' })
  }, [tell, href])

  const view = useDeferredSelector(actor, (snapshot) => viewOf.current?.(snapshot) ?? CLOSED, CLOSED, sameView)
  return { view, send }
}
