// Cities (server/modules/geo): the visitor's chosen (or the default) city and the picker's search.
import type { City, CityList } from '../../contract/geo'
import type { CallControl } from './call-control'
import { api } from './instance'

/** The city of the `city` cookie, else the default one (during SSR the caller hands the cookie on in `headers`). */
export const getChosenCity = (options?: CallControl) => api().get<City>('geoip/get_city/', options)

/** Cities whose name matches `title`; without one every city the company has contacts in, the default first. */
export const getCities = (title: string | null, options?: CallControl) =>
  api().get<CityList>('geoip/', { ...options, query: title === null ? {} : { title } })
