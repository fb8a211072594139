// catalog/products/ refuses what it cannot answer exactly: 400 with field errors naming the parameter, 404 for
// an unknown category or brand, never a 500 and never a silently different list.
import { describe, expect, it } from 'vitest'
import { setupApi } from '../fixtures/api-app'
import { bearer, createSessionFor, DEMO_BUYER_EMAIL } from '../fixtures/sessions'

const api = setupApi()

const get = (query: string, init?: RequestInit, prefix = '/api') =>
  api.json<Record<string, unknown>>(`${prefix}/catalog/products/?${query}`, init)

const BAD_QUERIES: [string, string][] = [
  ['x=1', 'x'],
  ['v=rows', 'v'],
  ['page=2', 'page'],
  ['b=zoomir&b=taiga', 'b'],
  ['ps=25', 'ps'],
  ['ps=abc', 'ps'],
  ['ps=', 'ps'],
  ['p=0', 'p'],
  ['p=-1', 'p'],
  ['p=1.5', 'p'],
  ['p=abc', 'p'],
  ['p=9999999999', 'p'],
  ['p=', 'p'],
  ['o=title', 'o'],
  ['o=', 'o'],
  ['a=2', 'a'],
  ['a=yes', 'a'],
  ['n=true', 'n'],
  ['s=2', 's'],
  ['b=no-such-brand', 'b'],
  ['b=zoomir,no-such-brand', 'b'],
  ['b=Zoomir', 'b'],
  ['b=zoomir,,taiga', 'b'],
  ['c=no-such-colour', 'c'],
  ['c=black;red', 'c'],
  ['f=no-such-option', 'f'],
  ['f=%00', 'f'],
  ['path=dogs//food', 'path'],
  ['path=../etc', 'path'],
  ['path=' + 'a'.repeat(200), 'path'],
  ['brand=Zoomir!', 'brand'],
]

describe('GET /api/catalog/products/ bad parameters', () => {
  for (const [query, field] of BAD_QUERIES)
    it(`answers ?${query.slice(0, 40)} with a 400 on "${field}"`, async () => {
      const { status, body } = await get(query)
      expect(status).toBe(400)
      expect(Object.keys(body)).toEqual([field])
      expect(body[field]).toEqual([expect.any(String)])
    })

  it('names every bad parameter at once when the values are unknown', async () => {
    const { status, body } = await get('b=nope&c=nope&f=nope')
    expect(status).toBe(400)
    expect(Object.keys(body).sort()).toEqual(['b', 'c', 'f'])
    expect(body.b).toEqual([expect.stringContaining('nope')])
  })

  it('localizes the messages', async () => {
    const ru = await get('ps=25')
    const en = await get('ps=25', undefined, '/api/en')
    expect(ru.body.ps).toEqual([expect.stringMatching(/[а-я]/)])
    expect(en.body.ps).toEqual([expect.stringMatching(/^[^а-я]+$/)])
  })

  it('refuses price sorting and hiding missing goods to guests only', async () => {
    for (const [query, field] of [
      ['o=price', 'o'],
      ['o=-price', 'o'],
      ['a=1', 'a'],
    ] as const) {
      const { status, body } = await get(query)
      expect(status).toBe(400)
      expect(Object.keys(body)).toEqual([field])
    }
    const token = await createSessionFor(api.database.db, DEMO_BUYER_EMAIL)
    for (const query of ['o=price', 'o=-price', 'a=1']) expect((await get(query, bearer(token))).status).toBe(200)
  })

  it('answers an unknown category or brand page with 404', async () => {
    for (const query of ['path=no-such-category', 'path=dogs/no-such-child', 'brand=no-such-brand']) {
      const { status, body } = await get(query)
      expect(status).toBe(404)
      expect(body).toEqual({ detail: expect.any(String) })
    }
  })

  it('takes empty lists as no filter', async () => {
    const all = await get('')
    const empty = await get('b=&c=&f=')
    expect(empty.status).toBe(200)
    expect(empty.body.total).toBe(all.body.total)
  })
})
