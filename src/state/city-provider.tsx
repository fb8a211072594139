// The visitor's city and the city picker (SPEC 2 "city picker overlay"): the city starts as the root loader found
// it (cookie or default), the picker's machine searches geoip/ (failures are silent), and a chosen city is kept
// in the cookie and replaces the shown contacts at once. The picker closes on a route change. Its machine runs from
// the first event or once the page is idle (decision 031).
import { useRouter } from '@tanstack/react-router'
import { createContext, use, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import type { CitySearchEvent } from '../../machines/city-search.machine'
import { storeCityChoice } from '../lib/city/chosen-city'
import type { City } from '../../contract/geo'
import { useDeferredActor, useDeferredSelector } from './deferred-actor'
import type { CitySearchActor, pickerView } from './city-search-actor'

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

const CLOSED: CityPickerView = {
  open: false,
  query: '',
  cities: [],
  highlighted: -1,
  busy: false,
  nothing: false,
  searched: false,
}

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
  const view = useRef<typeof pickerView>(null)
  const { actor, send, tell } = useDeferredActor((): Promise<CitySearchActor> =>
    import('./city-search-actor').then((module) => {
      view.current = module.pickerView
      return module.startCitySearch((chosen) => {
        storeCityChoice(chosen)
        setCity(chosen)
      })
    }),
  )

  const router = useRouter()
  useEffect(() => router.subscribe('onBeforeNavigate', () => tell({ type: 'city.close' })), [router, tell])

  const picker = useDeferredSelector(actor, (snapshot) => view.current?.(snapshot) ?? CLOSED, CLOSED, sameView)

  const value = useMemo(() => ({ city, picker, send }), [city, picker, send])
  return <CityContext value={value}>{children}</CityContext>
}

export function useCity(): CityContextValue {
  const value = use(CityContext)
  if (!value) throw new Error('useCity is used outside CityProvider')
  return value
}
