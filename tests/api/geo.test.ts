import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { cities } from '../../server/db/schema/content'
import type { City, CityList } from '../../contract/geo'
import { setupApi } from '../fixtures/api-app'

const api = setupApi()

const list = (query = '', locale = '') => api.json<CityList & Record<string, unknown>>(`/api${locale}/geoip/${query}`)
const guess = (cookie?: string, locale = '') =>
  api.json<City & { detail?: string }>(
    `/api${locale}/geoip/get_city/`,
    cookie === undefined ? {} : { headers: { cookie } },
  )
const titles = (body: CityList) => body.results.map((city) => city.title)

const SEEDED_RU = [
  'Москва',
  'Санкт-Петербург',
  'Новосибирск',
  'Екатеринбург',
  'Казань',
  'Нижний Новгород',
  'Краснодар',
  'Самара',
  'Ростов-на-Дону',
  'Воронеж',
]

const cityId = async (ru: string) =>
  (
    await api.database.db
      .select()
      .from(cities)
      .where(sql`${cities.title}->>'ru' = ${ru}`)
  )[0]!.id

describe('GET geoip/', () => {
  it('lists every city by ordering with id, title, email, phone and ordering', async () => {
    const { status, body } = await list()
    expect(status).toBe(200)
    expect(body.count).toBe(10)
    expect(titles(body)).toEqual(SEEDED_RU)
    expect(body.results[0]).toEqual({
      id: expect.any(Number),
      title: 'Москва',
      email: 'msk@example.com',
      phone: '+7 495 120-45-67',
      ordering: 0,
    })
    expect(Object.keys(body).sort()).toEqual(['count', 'results'])
    const orderings = body.results.map((city) => city.ordering)
    expect(orderings).toEqual([...orderings].sort((a, b) => a - b))
  })

  it('titles the cities in the locale of the path', async () => {
    const { body } = await list('', '/en')
    expect(titles(body).slice(0, 3)).toEqual(['Moscow', 'Saint Petersburg', 'Novosibirsk'])
  })

  it('searches the localized title as a substring in any case', async () => {
    expect(titles((await list('?title=моск')).body)).toEqual(['Москва'])
    expect(titles((await list('?title=ПЕТЕРБ')).body)).toEqual(['Санкт-Петербург'])
    expect(titles((await list(`?title=${encodeURIComponent('  новгород ')}`)).body)).toEqual(['Нижний Новгород'])
    // several matches keep the ordering
    expect(titles((await list('?title=ар')).body)).toEqual(['Краснодар', 'Самара'])
    expect(titles((await list('?title=SAINT', '/en')).body)).toEqual(['Saint Petersburg'])
    expect(titles((await list('?title=on-d', '/en')).body)).toEqual(['Rostov-on-Don'])
    // the title of the other locale is not searched
    expect(await list('?title=Moscow').then((r) => r.body)).toEqual({ count: 0, results: [] })
    expect(await list('?title=Москва', '/en').then((r) => r.body)).toEqual({ count: 0, results: [] })
  })

  it('reads ё and е alike', async () => {
    const id = await cityId('Самара')
    await api.database.db
      .update(cities)
      .set({ title: { ru: 'Королёв', en: 'Korolyov' } })
      .where(eq(cities.id, id))
    try {
      expect(titles((await list('?title=королев')).body)).toEqual(['Королёв'])
      expect(titles((await list('?title=КОРОЛЁВ')).body)).toEqual(['Королёв'])
    } finally {
      await api.database.db
        .update(cities)
        .set({ title: { ru: 'Самара', en: 'Samara' } })
        .where(eq(cities.id, id))
    }
  })

  it('takes search characters literally and an empty title as no search', async () => {
    for (const title of ['%', '_', '.*', "'", '\\']) {
      const { status, body } = await list(`?title=${encodeURIComponent(title)}`)
      expect(status).toBe(200)
      expect(body).toEqual({ count: 0, results: [] })
    }
    expect((await list('?title=')).body.count).toBe(10)
    expect((await list('?title=%20%20')).body.count).toBe(10)
  })

  it('defaults=true keeps the default cities only; false or 0 lists all', async () => {
    expect(titles((await list('?defaults=true')).body)).toEqual(['Москва'])
    expect(titles((await list('?defaults=1', '/en')).body)).toEqual(['Moscow'])
    expect((await list('?defaults=false')).body.count).toBe(10)
    expect((await list('?defaults=0')).body.count).toBe(10)
    expect((await list('?defaults=true&title=казань')).body).toEqual({ count: 0, results: [] })
    expect(titles((await list('?defaults=true&title=МОС')).body)).toEqual(['Москва'])
  })

  it('follows a changed ordering and several default cities', async () => {
    const kazan = await cityId('Казань')
    const voronezh = await cityId('Воронеж')
    const { db } = api.database
    await db.update(cities).set({ ordering: -5 }).where(eq(cities.id, voronezh))
    await db.update(cities).set({ isDefault: true }).where(eq(cities.id, kazan))
    try {
      expect(titles((await list()).body).slice(0, 2)).toEqual(['Воронеж', 'Москва'])
      expect(titles((await list('?defaults=true')).body)).toEqual(['Москва', 'Казань'])
    } finally {
      await db.update(cities).set({ ordering: 9 }).where(eq(cities.id, voronezh))
      await db.update(cities).set({ isDefault: false }).where(eq(cities.id, kazan))
    }
  })

  it.each([
    ['?defaults=yes', 'defaults', 'Ожидается true или false', 'Expected true or false'],
    ['?defaults=', 'defaults', 'Ожидается true или false', 'Expected true or false'],
    [`?title=${'я'.repeat(101)}`, 'title', 'Слишком длинное значение', 'The value is too long'],
  ])('answers 400 with field errors, never 500, to %s', async (query, field, ruText, enText) => {
    const ru = await list(query)
    expect(ru.status).toBe(400)
    expect(ru.body).toEqual({ [field]: [ruText] })
    const en = await list(query, '/en')
    expect(en.status).toBe(400)
    expect(en.body).toEqual({ [field]: [enText] })
  })

  it('ignores parameters it does not know', async () => {
    const { status, body } = await list('?limit=abc&ordering=-title&foo[]=1')
    expect(status).toBe(200)
    expect(body.count).toBe(10)
  })
})

describe('GET geoip/get_city/', () => {
  it('guesses the default city without a cookie', async () => {
    const { status, body } = await guess()
    expect(status).toBe(200)
    expect(body).toEqual({
      id: await cityId('Москва'),
      title: 'Москва',
      email: 'msk@example.com',
      phone: '+7 495 120-45-67',
      ordering: 0,
    })
    expect((await guess(undefined, '/en')).body.title).toBe('Moscow')
  })

  it('takes the city of a cookie holding a known city id, titled in the locale', async () => {
    const spb = await cityId('Санкт-Петербург')
    const { status, body } = await guess(`city=${spb}`)
    expect(status).toBe(200)
    expect(body).toEqual({
      id: spb,
      title: 'Санкт-Петербург',
      email: 'spb@example.com',
      phone: '+7 812 409-12-34',
      ordering: 1,
    })
    expect((await guess(`cb=1; city=${spb}; other=x`, '/en')).body.title).toBe('Saint Petersburg')
  })

  it.each(['city=999999', 'city=abc', 'city=-1', 'city=1.5', 'city=', `city=${'9'.repeat(40)}`, 'city=%FF', 'other=1'])(
    'falls back to the default city for the cookie %s',
    async (cookie) => {
      const { status, body } = await guess(cookie)
      expect(status).toBe(200)
      expect(body.title).toBe('Москва')
    },
  )

  it('follows the default flag, else the first city by ordering', async () => {
    const { db } = api.database
    const moscow = await cityId('Москва')
    const kazan = await cityId('Казань')
    await db.update(cities).set({ isDefault: false }).where(eq(cities.id, moscow))
    await db.update(cities).set({ isDefault: true }).where(eq(cities.id, kazan))
    try {
      expect((await guess()).body.title).toBe('Казань')
      await db.update(cities).set({ isDefault: false }).where(eq(cities.id, kazan))
      await db
        .update(cities)
        .set({ ordering: -1 })
        .where(eq(cities.id, await cityId('Воронеж')))
      expect((await guess()).body.title).toBe('Воронеж')
    } finally {
      await db.update(cities).set({ isDefault: true }).where(eq(cities.id, moscow))
      await db.update(cities).set({ isDefault: false }).where(eq(cities.id, kazan))
      await db
        .update(cities)
        .set({ ordering: 9 })
        .where(eq(cities.id, await cityId('Воронеж')))
    }
  })

  // Last: it empties the table for the rest of the file.
  it('answers 404 when there are no cities at all, and geoip/ an empty list', async () => {
    await api.database.db.delete(cities)
    const ru = await guess()
    expect(ru.status).toBe(404)
    expect(ru.body).toEqual({ detail: 'Список городов пуст' })
    expect((await guess('city=1', '/en')).body).toEqual({ detail: 'The list of cities is empty' })
    expect((await list()).body).toEqual({ count: 0, results: [] })
  })
})
