import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, scriptNonce } from '../../server/http/content-security-policy'

describe('content security policy', () => {
  it('lets only scripts with the nonce run, and names no counter host without its id', () => {
    expect(contentSecurityPolicy('abc', { yandexMetrika: false, googleAnalytics: false })).toBe(
      "script-src 'nonce-abc' 'strict-dynamic'; object-src 'none'; base-uri 'self'; " +
        "frame-ancestors 'none'; form-action 'self'",
    )
  })

  it('names the host of each configured counter', () => {
    const both = contentSecurityPolicy('abc', { yandexMetrika: true, googleAnalytics: true })
    expect(both).toContain(
      "script-src 'nonce-abc' 'strict-dynamic' https://mc.yandex.ru https://www.googletagmanager.com;",
    )
    const metrika = contentSecurityPolicy('abc', { yandexMetrika: true, googleAnalytics: false })
    expect(metrika).toContain('https://mc.yandex.ru')
    expect(metrika).not.toContain('googletagmanager')
    const analytics = contentSecurityPolicy('abc', { yandexMetrika: false, googleAnalytics: true })
    expect(analytics).toContain('https://www.googletagmanager.com')
    expect(analytics).not.toContain('yandex')
  })

  it('makes a new nonce every time', () => {
    const nonces = new Set(Array.from({ length: 50 }, scriptNonce))
    expect(nonces.size).toBe(50)
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
  })
})
