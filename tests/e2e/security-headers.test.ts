// Every response carries the security headers, and pages say who may store them.
import { describe, expect, inject, it } from 'vitest'

describe('security headers', () => {
  it('are on pages, the API, static files and errors', async () => {
    const baseURL = inject('baseURL')
    for (const path of [
      '/',
      '/en/catalog/',
      '/api/catalog/categories/',
      '/robots.txt',
      '/no-such-page/',
      '/favicon.svg',
    ]) {
      const response = await fetch(`${baseURL}${path}`)
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin')
      expect(response.headers.get('permissions-policy'), path).toMatch(/camera=\(\)/)
      expect(response.headers.get('x-frame-options'), path).toBe('DENY')
      // SITE_URL of the e2e server is https
      expect(response.headers.get('strict-transport-security'), path).toMatch(/max-age=\d+/)
    }
  })

  it('make signed-in pages private and guest pages public', async () => {
    const baseURL = inject('baseURL')
    const guest = await fetch(`${baseURL}/catalog/`)
    expect(guest.headers.get('cache-control')).toBe('public, max-age=60')
    expect(guest.headers.get('vary')).toMatch(/Cookie/)
    const buyer = await fetch(`${baseURL}/catalog/`, { headers: { cookie: `session=${inject('buyerToken')}` } })
    expect(buyer.headers.get('cache-control')).toBe('private, no-store')
    expect(buyer.headers.get('vary')).toMatch(/Cookie/)
  })
})
