// The city picker's machine, started by the CityProvider after hydration (decision 031). The picker's main cities
// are every city the company has contacts in (geoip/ lists exactly those, the default one first); `defaults=true`
// would narrow them to the single default city. Search failures are silent.
import { createActor, fromPromise, type SnapshotFrom } from 'xstate'
import { citySearchMachine, visibleCities, type CityQuery } from '../../machines/city-search.machine'
import { getCities } from '../api/geo'
import type { City } from '../../contract/geo'
import type { CityPickerView } from './city-provider'

const fetchCities = fromPromise<City[], CityQuery>(({ input, signal }) =>
  getCities(input.defaults ? null : input.title, { signal, suppressErrorAlert: true }).then((list) => list.results),
)

const machine = citySearchMachine.provide({ actors: { fetchCities } })

export function startCitySearch(chosen: (city: City) => void) {
  const actor = createActor(machine)
  actor.on('city.chosen', ({ city }) => chosen(city))
  return actor.start()
}

export type CitySearchActor = ReturnType<typeof startCitySearch>

export function pickerView(snapshot: SnapshotFrom<typeof machine>): CityPickerView {
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
}
