// Cities with their contacts, shops and dealers around them, and staff redirects.
import { cities, redirects, shops } from '../../db/schema/content'
import type { SeedContext } from '../context'
import { rngFor } from '../random'
import { l } from '../text'

const CITIES = [
  { ru: 'Москва', en: 'Moscow', phone: '+7 495 120-45-67', email: 'msk@example.com', lat: 55.7558, lon: 37.6173 },
  {
    ru: 'Санкт-Петербург',
    en: 'Saint Petersburg',
    phone: '+7 812 409-12-34',
    email: 'spb@example.com',
    lat: 59.9343,
    lon: 30.3351,
  },
  {
    ru: 'Новосибирск',
    en: 'Novosibirsk',
    phone: '+7 383 214-55-10',
    email: 'nsk@example.com',
    lat: 55.0084,
    lon: 82.9357,
  },
  {
    ru: 'Екатеринбург',
    en: 'Yekaterinburg',
    phone: '+7 343 288-40-20',
    email: 'ekb@example.com',
    lat: 56.8389,
    lon: 60.6057,
  },
  { ru: 'Казань', en: 'Kazan', phone: '+7 843 203-77-01', email: 'kzn@example.com', lat: 55.7961, lon: 49.1064 },
  {
    ru: 'Нижний Новгород',
    en: 'Nizhny Novgorod',
    phone: '+7 831 261-09-44',
    email: 'nn@example.com',
    lat: 56.2965,
    lon: 43.9361,
  },
  { ru: 'Краснодар', en: 'Krasnodar', phone: '+7 861 290-33-15', email: 'krd@example.com', lat: 45.0355, lon: 38.9753 },
  { ru: 'Самара', en: 'Samara', phone: '+7 846 207-18-60', email: 'smr@example.com', lat: 53.1959, lon: 50.1002 },
  {
    ru: 'Ростов-на-Дону',
    en: 'Rostov-on-Don',
    phone: '+7 863 303-21-90',
    email: 'rnd@example.com',
    lat: 47.2357,
    lon: 39.7015,
  },
  { ru: 'Воронеж', en: 'Voronezh', phone: '+7 473 228-64-05', email: 'vrn@example.com', lat: 51.6608, lon: 39.2003 },
]

const STREETS: [string, string][] = [
  ['ул. Ленина', 'Lenina St'],
  ['пр. Мира', 'Mira Ave'],
  ['ул. Гагарина', 'Gagarina St'],
  ['ул. Садовая', 'Sadovaya St'],
  ['ул. Советская', 'Sovetskaya St'],
  ['Набережная ул.', 'Naberezhnaya St'],
  ['ул. Пушкина', 'Pushkina St'],
  ['Лесной пр.', 'Lesnoy Ave'],
]

const SHOP_NAMES = [
  'Зоомаркет',
  'Хвостики',
  'Лапа и Хвост',
  'Мир животных',
  'Четыре лапы',
  'Зоосфера',
  'Рыжий кот',
  'Верный друг',
  'Аквариум+',
  'ЗооДом',
]

export async function seedGeo(ctx: SeedContext): Promise<{ cities: number; shops: number }> {
  const { db } = ctx
  const rng = rngFor('geo')
  const cityRows = await db
    .insert(cities)
    .values(
      CITIES.map((c, ordering) => ({
        title: l(c.ru, c.en),
        email: c.email,
        phone: c.phone,
        ordering,
        isDefault: ordering === 0,
      })),
    )
    .returning({ id: cities.id, email: cities.email })
  const shopRows = CITIES.flatMap((city, cityIndex) => {
    const cityId = cityRows.find((row) => row.email === city.email)?.id ?? 0
    const count = cityIndex === 0 ? 6 : cityIndex === 1 ? 4 : rng.int(2, 3)
    return Array.from({ length: count }, (_, i) => {
      const [streetRu, streetEn] = rng.pick(STREETS)
      const house = rng.int(1, 120)
      const kind = i < (cityIndex < 2 ? 2 : 1) ? ('shop' as const) : ('dealer' as const)
      return {
        cityId,
        kind,
        title: kind === 'shop' ? `Витрина — ${city.ru}, ${streetRu}` : `${rng.pick(SHOP_NAMES)}`,
        address: l(`${city.ru}, ${streetRu}, ${house}`, `${house} ${streetEn}, ${city.en}`),
        phone: `${city.phone.slice(0, 7)} ${rng.int(200, 799)}-${rng.int(10, 99)}-${rng.int(10, 99)}`,
        hours:
          kind === 'shop'
            ? l('Ежедневно 9:00–21:00', 'Daily 9:00–21:00')
            : l('Пн–Сб 10:00–20:00, Вс 10:00–18:00', 'Mon–Sat 10:00–20:00, Sun 10:00–18:00'),
        latitude: Math.round((city.lat + (rng.float() - 0.5) * 0.12) * 1e5) / 1e5,
        longitude: Math.round((city.lon + (rng.float() - 0.5) * 0.2) * 1e5) / 1e5,
        position: i,
      }
    })
  })
  await db.insert(shops).values(shopRows)
  await db.insert(redirects).values([
    { fromPath: '/old-catalog/', toUrl: '/catalog/', status: 301 },
    { fromPath: '/akcii/', toUrl: '/sales/', status: 301 },
    { fromPath: '/novosti/', toUrl: '/info/', status: 301 },
    { fromPath: '/o-kompanii/', toUrl: '/about/', status: 301 },
    { fromPath: '/price/', toUrl: '/catalog/download/', status: 302 },
  ])
  return { cities: cityRows.length, shops: shopRows.length }
}
