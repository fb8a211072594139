// geoip/ (the city picker's list and search) and geoip/get_city/ (the visitor's city, best guess).
import { Hono } from 'hono'
import { getCookie } from 'hono/cookie'
import { CITY_COOKIE, CitiesQuery, type CityList } from '../../../contract/geo'
import type { AppEnv } from '../../context'
import { NotFound } from '../../domain-errors'
import { parseInput, queryObject } from '../../http/validate'
import { translate } from '../../i18n'
import { guessCity, searchCities } from './cities'

/** A cookie someone edited by hand is no choice at all: anything but a plain id falls back to the default. */
const chosenCityId = (cookie: string | undefined): number | null =>
  cookie && /^\d{1,9}$/.test(cookie) ? Number(cookie) : null

export const geoRoutes = new Hono<AppEnv>()
  .get('/geoip/', async (c) => {
    const query = parseInput(CitiesQuery, queryObject(c.req.url), c.var.locale)
    const results = await searchCities(c.var.ctx, c.var.locale, query)
    return c.json({ count: results.length, results } satisfies CityList)
  })
  .get('/geoip/get_city/', async (c) => {
    const city = await guessCity(c.var.ctx, c.var.locale, chosenCityId(getCookie(c, CITY_COOKIE)))
    if (!city) throw new NotFound(translate('geo_no_cities', c.var.locale))
    return c.json(city)
  })
