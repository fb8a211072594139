// Shops and dealers by city (pages/shops/…) and vacancies (pages/vacancies/…), in both languages.
import { asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { CityShops, ContentPage, ShopsData, Vacancy, VacancyDetail } from '../../contract/content'
import { cities, shops, vacancies } from '../../server/db/schema/content'
import { setupApi } from '../fixtures/api-app'

const api = setupApi()
const CYRILLIC = /[а-яё]/i

describe('GET /api/pages/shops/data/ and shops/shops/', () => {
  it('lists the cities with shops, with their counts and the default city', async () => {
    const { status, body } = await api.json<ShopsData>('/api/en/pages/shops/data/')
    expect(status).toBe(200)
    expect(body.cities.length).toBe(10)
    expect(body.cities[0]).toEqual({ id: body.default_city, title: 'Moscow', shops: 2, dealers: 4, is_default: true })
    const total = body.cities.reduce((sum, c) => sum + c.shops + c.dealers, 0)
    expect(total).toBe((await api.database.db.select({ id: shops.id }).from(shops)).length)
    expect((await api.json<ShopsData>('/api/pages/shops/data/')).body.cities[0]?.title).toBe('Москва')
  })

  it('answers one city’s shops and dealers, the default city without a query', async () => {
    const byDefault = await api.json<CityShops>('/api/pages/shops/shops/')
    expect(byDefault.status).toBe(200)
    expect(byDefault.body.city.title).toBe('Москва')
    expect(byDefault.body.shops).toHaveLength(2)
    expect(byDefault.body.dealers).toHaveLength(4)
    expect(byDefault.body.shops[0]).toEqual({
      id: expect.any(Number),
      kind: 'shop',
      title: expect.any(String),
      address: expect.stringMatching(CYRILLIC),
      phone: expect.any(String),
      hours: expect.any(String),
      latitude: expect.any(Number),
      longitude: expect.any(Number),
    })
    const [spb] = await api.database.db.select().from(cities).where(eq(cities.email, 'spb@example.com'))
    const en = await api.json<CityShops>(`/api/en/pages/shops/shops/?city=${spb!.id}`)
    expect(en.body.city).toEqual({ id: spb!.id, title: 'Saint Petersburg' })
    expect([...en.body.shops, ...en.body.dealers].map((s) => s.address + s.hours).join()).not.toMatch(CYRILLIC)
  })

  it('answers a bad or unknown city with 400 field errors', async () => {
    for (const city of ['abc', '0', '-1', '999999']) {
      const { status, body } = await api.json<Record<string, string[]>>(`/api/pages/shops/shops/?city=${city}`)
      expect(status, city).toBe(400)
      expect(body.city?.[0], city).toEqual(expect.any(String))
    }
    expect((await api.json<Record<string, string[]>>('/api/en/pages/shops/shops/?city=999999')).body.city?.[0]).toBe(
      'No such city',
    )
  })
})

describe('GET /api/pages/vacancies/ and vacancies/{id}/', () => {
  it('lists the published vacancies with the page texts', async () => {
    const { status, body } = await api.json<ContentPage & { results: Vacancy[] }>('/api/pages/vacancies/')
    expect(status).toBe(200)
    expect(body.title).toBe('Вакансии')
    expect(body.results.length).toBeGreaterThan(0)
    expect(body.results[0]).toEqual({
      id: expect.any(Number),
      slug: 'sales-manager',
      title: 'Менеджер по продажам',
      salary: expect.stringMatching(/₽/),
      contact_name: expect.any(String),
      phone: expect.any(String),
      email: expect.any(String),
      city: 'Москва',
      place_of_work: expect.any(String),
      schedule: expect.any(String),
      updated: expect.any(String),
    })
  })

  it('answers one vacancy by id and by slug, in English too', async () => {
    const [row] = await api.database.db.select().from(vacancies).orderBy(asc(vacancies.position)).limit(1)
    const bySlug = await api.json<VacancyDetail>(`/api/pages/vacancies/${row!.slug}/`)
    expect(bySlug.status).toBe(200)
    expect((await api.json<VacancyDetail>(`/api/pages/vacancies/${row!.id}/`)).body).toEqual(bySlug.body)
    expect(bySlug.body.body).toMatch(/<strong>/)
    expect(bySlug.body.meta.title).toBe(bySlug.body.title)
    expect(bySlug.body.meta.description.length).toBeGreaterThan(20)
    const en = await api.json<VacancyDetail>(`/api/en/pages/vacancies/${row!.slug}/`)
    expect(en.body.title).toBe('Sales manager')
    const { updated: _, phone: __, ...texts } = en.body
    expect(JSON.stringify(texts)).not.toMatch(CYRILLIC)
  })

  it('answers unknown, malformed and unpublished vacancies with 404', async () => {
    for (const key of ['999999', 'no-such-job', 'Bad_Slug']) {
      const { status, body } = await api.json<{ detail: string }>(`/api/pages/vacancies/${key}/`)
      expect(status, key).toBe(404)
      expect(body.detail).toEqual(expect.any(String))
    }
    await api.database.db.update(vacancies).set({ isPublished: false }).where(eq(vacancies.slug, 'warehouse-picker'))
    expect((await api.json('/api/pages/vacancies/warehouse-picker/')).status).toBe(404)
    const list = await api.json<{ results: Vacancy[] }>('/api/pages/vacancies/')
    expect(list.body.results.map((v) => v.slug)).not.toContain('warehouse-picker')
  })

  it('sanitizes a stored vacancy text', async () => {
    await api.database.db.insert(vacancies).values({
      slug: 'stored-xss',
      title: { ru: 'Проверка', en: 'Check' },
      body: { ru: '<p>Текст</p><script>alert(1)</script><img src=x onerror=alert(2)>', en: '<p>Text</p>' },
    })
    expect((await api.json<VacancyDetail>('/api/pages/vacancies/stored-xss/')).body.body).toBe('<p>Текст</p>')
  })
})
