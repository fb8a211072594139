// Cities for the picker. The list is short (tens of rows), so the search runs on the localized titles in
// JavaScript, where lower-casing Cyrillic does not depend on the database's collation. Every page asks for the
// visitor's city, so the list is kept in the shared cache (staff edits of it drop the cache).
import { asc } from 'drizzle-orm'
import type { City } from '../../../contract/geo'
import type { Locale } from '../../../contract/site'
import type { AppContext } from '../../context'
import { cities } from '../../db/schema/content'
import { pick } from '../../localize'

type CityRow = City & { isDefault: boolean }

type Shared = Pick<AppContext, 'db' | 'cache'>

const loadCities = ({ db, cache }: Shared, locale: Locale): Promise<CityRow[]> =>
  cache.get(`geo:cities:${locale}`, async () => {
    const rows = await db.select().from(cities).orderBy(asc(cities.ordering), asc(cities.id))
    return rows.map((row) => ({
      id: row.id,
      title: pick(row.title, locale),
      email: row.email,
      phone: row.phone,
      ordering: row.ordering,
      isDefault: row.isDefault,
    }))
  })

/** Lower case, and ё read as е, as people type it either way. */
const folded = (text: string) => text.toLocaleLowerCase('ru').replaceAll('ё', 'е')

const publicCity = ({ isDefault: _isDefault, ...city }: CityRow): City => city

export async function searchCities(
  shared: Shared,
  locale: Locale,
  query: { title: string; defaults: boolean },
): Promise<City[]> {
  const needle = folded(query.title)
  return (await loadCities(shared, locale))
    .filter((city) => (!query.defaults || city.isDefault) && (!needle || folded(city.title).includes(needle)))
    .map(publicCity)
}

/** The city with the id the visitor chose earlier, else the default one (the first by ordering if none is marked). */
export async function guessCity(shared: Shared, locale: Locale, chosenId: number | null): Promise<City | null> {
  const all = await loadCities(shared, locale)
  const city = all.find((item) => item.id === chosenId) ?? all.find((item) => item.isDefault) ?? all[0]
  return city ? publicCity(city) : null
}
