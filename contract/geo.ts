// The city picker's contract: geoip/ query and answers, and the cookie that keeps the visitor's choice.
import * as v from 'valibot'
import { textField } from './fields'

/** The chosen city's id; geoip/get_city/ reads it, the storefront writes it. */
export const CITY_COOKIE = 'city'
/** SPEC 9: the city cookie lasts 60 days. */
export const CITY_COOKIE_MAX_AGE = 5_184_000

export type City = { id: number; title: string; email: string; phone: string; ordering: number }
export type CityList = { count: number; results: City[] }

/** geoip/: `title` searches the localized title (any case); `defaults=true` keeps only the default cities. */
export const CitiesQuery = v.object({
  title: v.optional(v.pipe(textField(), v.trim(), v.maxLength(100, 'forms_validation_too_long')), ''),
  defaults: v.optional(
    v.pipe(
      v.picklist(['true', 'false', '1', '0'], 'geo_invalid_defaults'),
      v.transform((value) => value === 'true' || value === '1'),
    ),
    'false',
  ),
})
export type CitiesQuery = v.InferInput<typeof CitiesQuery>
