// The visitor's city (SPEC 3 "City", 9: the choice lives in a cookie for 60 days). geoip/get_city/ reads the
// cookie and answers the chosen city or the default one. In the browser the cookie goes with the call by itself;
// during SSR the API is called in process, so the page request's cookie is handed on explicitly — that is what
// makes the server render show the chosen city's contacts. A full-page HTML cache must key on this cookie too.
import { createIsomorphicFn } from '@tanstack/react-start'
import { getCookie } from '@tanstack/react-start/server'
import { CITY_COOKIE, CITY_COOKIE_MAX_AGE, type City } from '../../../contract/geo'
import { getChosenCity } from '../../api/geo'

const CITY_ID = /^\d{1,9}$/

const cityCookieHeaders = createIsomorphicFn()
  .server((): Record<string, string> | undefined => {
    const id = getCookie(CITY_COOKIE)
    return id && CITY_ID.test(id) ? { cookie: `${CITY_COOKIE}=${id}` } : undefined
  })
  .client((): Record<string, string> | undefined => undefined)

/** The chosen (or else the default) city; null when there is none or the API fails: the defaults then stay. */
export function fetchVisitorCity(): Promise<City | null> {
  return getChosenCity({ headers: cityCookieHeaders(), suppressErrorAlert: true }).catch(() => null)
}

export function storeCityChoice(city: City): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${CITY_COOKIE}=${city.id}; Max-Age=${CITY_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${secure}`
}
