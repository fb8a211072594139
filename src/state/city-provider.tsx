// The visitor's city and the city picker (SPEC 2 "city picker overlay"): the city starts as the root loader found
// it (cookie or default), the picker's machine searches geoip/ (failures are silent), and a chosen city is kept
// in the cookie and replaces the shown contacts at once. The picker closes on a route change.
import { useRouter } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { createContext, use, useEffect, useMemo, useState, type ReactNode } from 'react'
import { fromPromise } from 'xstate'
import {
  citySearchMachine,
  visibleCities,
  type CityQuery,
  type CitySearchEvent,
} from '../../machines/city-search.machine'
import { getCities } from '../api/geo'
import { storeCityChoice } from '../lib/city/chosen-city'
import type { City } from '../../contract/geo'

export type CityPickerView = {
  open: boolean
  query: string
  cities: City[]
  highlighted: number
  /** Defaults or a search answer are on the way. */
  busy: boolean
  /** The last search found nothing. */
  nothing: boolean
  /** The list shows search results, not the default cities. */
  searched: boolean
}

type CityContextValue = { city: City | null; picker: CityPickerView; send: (event: CitySearchEvent) => void }

const CityContext = createContext<CityContextValue | null>(null)

// The picker's main cities are every city the company has contacts in (geoip/ lists exactly those, the
// default one first); `defaults=true` would narrow them to the single default city.
const fetchCities = fromPromise<City[], CityQuery>(({ input, signal }) =>
  getCities(input.defaults ? null : input.title, { signal, suppressErrorAlert: true }).then((list) => list.results),
)

const machine = citySearchMachine.provide({ actors: { fetchCities } })

const sameView = (a: CityPickerView, b: CityPickerView) =>
  a.open === b.open &&
  a.query === b.query &&
  a.cities === b.cities &&
  a.highlighted === b.highlighted &&
  a.busy === b.busy &&
  a.nothing === b.nothing &&
  a.searched === b.searched

export function CityProvider({ initial, children }: { initial: City | null; children: ReactNode }) {
  const [city, setCity] = useState(initial)
  const actor = useActorRef(machine)

  useEffect(() => {
    const subscription = actor.on('city.chosen', ({ city: chosen }) => {
      storeCityChoice(chosen)
      setCity(chosen)
    })
    return () => subscription.unsubscribe()
  }, [actor])

  const router = useRouter()
  useEffect(() => router.subscribe('onBeforeNavigate', () => actor.send({ type: 'city.close' })), [router, actor])

  const picker = useSelector(
    actor,
    (snapshot): CityPickerView => {
      const { context } = snapshot
      const searched = context.query.trim() !== '' && context.results !== null
      return {
        open: snapshot.matches('open'),
        query: context.query,
        cities: visibleCities(context),
        highlighted: context.highlighted,
        busy:
          snapshot.matches({ open: 'loadingDefaults' }) ||
          snapshot.matches({ open: 'debouncing' }) ||
          snapshot.matches({ open: 'searching' }),
        nothing: snapshot.matches({ open: 'idle' }) && searched && context.results?.length === 0,
        searched,
      }
    },
    sameView,
  )

  const value = useMemo(() => ({ city, picker, send: actor.send }), [city, picker, actor])
  return <CityContext value={value}>{children}</CityContext>
}

export function useCity(): CityContextValue {
  const value = use(CityContext)
  if (!value) throw new Error('useCity is used outside CityProvider')
  return value
}
