// The React side of the search suggestions machine: its fetch is the search/ API (first five of each kind,
// no server-error alert: failures are silent), its navigation goes through the router, and it closes
// whenever the route changes.
import { useRouter, useRouterState } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo } from 'react'
import { fromPromise } from 'xstate'
import {
  searchSuggestMachine,
  suggestionItems,
  SUGGESTIONS_PER_KIND,
  type SearchSuggestEvent,
  type Suggestions,
  type SuggestTarget,
} from '../../machines/search-suggest.machine'
import { searchSite } from '../api/search'
import { localizeHref } from '../../messages/compiled/runtime.js'
import type { SearchResponse } from '../../contract/catalogue'
import { providedInBrowser } from './provided-in-browser'

export type SuggestView = {
  /** Suggestions are on screen: the last answer had some (it stays while a newer query is pending). */
  open: boolean
  /** The last answer was empty: "nothing found" is on screen. */
  nothing: boolean
  /** A newer query is pending behind the shown suggestions. */
  busy: boolean
  query: string
  results: Suggestions | null
  highlighted: number
}

export function useSearchSuggest(): { view: SuggestView; send: (event: SearchSuggestEvent) => void } {
  const router = useRouter()
  const machine = useMemo(
    () =>
      providedInBrowser(searchSuggestMachine, (machine) =>
        machine.provide({
          actors: {
            fetchSuggestions: fromPromise<SearchResponse, { query: string }>(({ input, signal }) =>
              searchSite(input.query, SUGGESTIONS_PER_KIND, { signal, suppressErrorAlert: true }),
            ),
          },
        }),
      ),
    [],
  )
  const actor = useActorRef(machine)

  useEffect(() => {
    const go = (target: SuggestTarget) => {
      if (target.kind === 'product') return router.navigate({ to: '/product/$slug/', params: { slug: target.slug } })
      if (target.kind === 'page') return router.navigate({ href: localizeHref(target.url) })
      return router.navigate({ to: '/search/', search: { q: target.query } })
    }
    const subscription = actor.on('suggest.navigate', ({ target }) => void go(target))
    return () => subscription.unsubscribe()
  }, [actor, router])

  const href = useRouterState({ select: (state) => state.location.href })
  useEffect(() => {
    actor.send({ type: 'suggest.close' })
  }, [actor, href])

  const view = useSelector(
    actor,
    (snapshot): SuggestView => {
      const pending = snapshot.matches('debouncing') || snapshot.matches('loading')
      const held = suggestionItems(snapshot.context.results).length > 0
      return {
        open: snapshot.matches('showing') || (pending && held),
        nothing: snapshot.matches('nothing'),
        busy: pending,
        query: snapshot.context.query,
        results: snapshot.context.results,
        highlighted: snapshot.context.highlighted,
      }
    },
    (a, b) =>
      a.open === b.open &&
      a.nothing === b.nothing &&
      a.busy === b.busy &&
      a.query === b.query &&
      a.results === b.results &&
      a.highlighted === b.highlighted,
  )
  return { view, send: actor.send }
}
