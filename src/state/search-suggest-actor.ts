// The header search suggestions machine, started by useSearchSuggest at the first keystroke or once the page is idle
// (decision 031): its fetch is the search/ API (first five of each kind, no server-error alert: failures are
// silent) and its navigation the one it is given.
import { createActor, fromPromise, type SnapshotFrom } from 'xstate'
import {
  searchSuggestMachine,
  suggestionItems,
  SUGGESTIONS_PER_KIND,
  type SuggestTarget,
} from '../../machines/search-suggest.machine'
import { searchSite } from '../api/search'
import type { SearchResponse } from '../../contract/catalogue'
import type { SuggestView } from './use-search-suggest'

const machine = searchSuggestMachine.provide({
  actors: {
    fetchSuggestions: fromPromise<SearchResponse, { query: string }>(({ input, signal }) =>
      searchSite(input.query, SUGGESTIONS_PER_KIND, { signal, suppressErrorAlert: true }),
    ),
  },
})

export function startSearchSuggest(go: (target: SuggestTarget) => void) {
  const actor = createActor(machine)
  actor.on('suggest.navigate', ({ target }) => go(target))
  return actor.start()
}

export type SearchSuggestActor = ReturnType<typeof startSearchSuggest>

export function suggestView(snapshot: SnapshotFrom<typeof machine>): SuggestView {
  const pending = snapshot.matches('debouncing') || snapshot.matches('loading')
  const items = suggestionItems(snapshot.context.results)
  const held = items.length > 0
  return {
    open: snapshot.matches('showing') || (pending && held),
    nothing: snapshot.matches('nothing'),
    busy: pending,
    query: snapshot.context.query,
    results: snapshot.context.results,
    items,
    highlighted: snapshot.context.highlighted,
  }
}
