// Answers that depend on the session are never stored by a shared cache; guest answers are, briefly, with an ETag.
import { describe, expect, it } from 'vitest'
import { setupApi } from '../fixtures/api-app'
import { newBuyer } from '../fixtures/buyers'

const api = setupApi()

describe('Cache-Control', () => {
  it('is private, no-store with Vary: Cookie on every answer to a signed-in buyer', async () => {
    const buyer = await newBuyer(api)
    for (const path of ['my/account/', 'carts/', 'orders/', 'bonuses/', 'catalog/products/', 'favorites/']) {
      const { response } = await buyer.call('GET', path)
      expect(response.headers.get('cache-control'), path).toBe('private, no-store')
      expect(response.headers.get('vary'), path).toMatch(/Cookie/)
    }
  })

  it('is private, no-store on answers to guests that depend on their session or cookies, and on errors', async () => {
    for (const path of ['/api/my/account/', '/api/carts/', '/api/nope/']) {
      const { response } = await api.json(path)
      expect(response.headers.get('cache-control'), path).toBe('private, no-store')
    }
    const { response } = await api.json('/api/geoip/get_city/', { headers: { cookie: 'city=1' } })
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })

  it('is public with a short max-age and an ETag on guest answers that are the same for every guest', async () => {
    const first = await api.request('/api/catalog/products/')
    expect(first.headers.get('cache-control')).toBe('public, max-age=60')
    expect(first.headers.get('vary')).toMatch(/Cookie/)
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^W?\/?"/)
    const again = await api.request('/api/catalog/products/', { headers: { 'if-none-match': etag! } })
    expect(again.status).toBe(304)
  })
})
