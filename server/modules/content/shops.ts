// Shops and dealers by city: the page, the cities that have any (shops/data/), and one city's list.
import { and, asc, eq, sql } from 'drizzle-orm'
import type { CityShops, Shop, ShopsData } from '../../../contract/content'
import type { Locale } from '../../../contract/site'
import type { Db } from '../../db/client'
import { cities, shops } from '../../db/schema/content'
import { InvalidFields } from '../../domain-errors'
import { translate } from '../../i18n'
import { pick } from '../../localize'

export async function loadShopsData(db: Db, locale: Locale): Promise<ShopsData> {
  const rows = await db
    .select({
      city: cities,
      shops: sql<number>`count(*) filter (where ${shops.kind} = 'shop')::int`,
      dealers: sql<number>`count(*) filter (where ${shops.kind} = 'dealer')::int`,
    })
    .from(cities)
    .innerJoin(shops, and(eq(shops.cityId, cities.id), eq(shops.isPublished, true)))
    .groupBy(cities.id)
    .orderBy(asc(cities.ordering), asc(cities.id))
  const list = rows.map((row) => ({
    id: row.city.id,
    title: pick(row.city.title, locale),
    shops: Number(row.shops),
    dealers: Number(row.dealers),
    is_default: row.city.isDefault,
  }))
  return { cities: list, default_city: (list.find((city) => city.is_default) ?? list[0])?.id ?? null }
}

/** Shops and dealers of a city (the default city when none is asked for); an unknown city is refused, and null
 * answers when there is no default city. */
export async function loadCityShops(db: Db, cityId: number | undefined, locale: Locale): Promise<CityShops | null> {
  const [city] = await db
    .select()
    .from(cities)
    .where(cityId === undefined ? eq(cities.isDefault, true) : eq(cities.id, cityId))
    .orderBy(asc(cities.ordering), asc(cities.id))
    .limit(1)
  if (!city && cityId !== undefined) throw new InvalidFields({ city: [translate('content_unknown_city', locale)] })
  if (!city) return null
  const rows = await db
    .select()
    .from(shops)
    .where(and(eq(shops.cityId, city.id), eq(shops.isPublished, true)))
    .orderBy(asc(shops.position), asc(shops.id))
  const list: Shop[] = rows.map((s) => ({
    id: s.id,
    kind: s.kind,
    title: s.title,
    address: pick(s.address, locale),
    phone: s.phone,
    hours: pick(s.hours, locale),
    latitude: s.latitude,
    longitude: s.longitude,
  }))
  return {
    city: { id: city.id, title: pick(city.title, locale) },
    shops: list.filter((s) => s.kind === 'shop'),
    dealers: list.filter((s) => s.kind === 'dealer'),
  }
}
