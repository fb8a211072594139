import { describe, expect, it } from 'vitest'
import { robotsTxt } from '../../server/sitemap/robots'
import { isTestHost, requestHost } from '../../contract/search-engines'

const SITE = 'https://vitrina.example'

describe('robots.txt', () => {
  it('opens the production host except private pages and names the sitemap', () => {
    expect(robotsTxt(SITE, 'vitrina.example')).toBe(
      [
        'User-agent: *',
        'Disallow: /my/',
        'Disallow: /order/',
        'Disallow: /auth/',
        'Disallow: /api/',
        'Disallow: /search/',
        'Disallow: /en/my/',
        'Disallow: /en/order/',
        'Disallow: /en/auth/',
        'Disallow: /en/search/',
        '',
        'Sitemap: https://vitrina.example/sitemap.xml',
        '',
      ].join('\n'),
    )
  })

  it('closes every test host', () => {
    for (const [siteUrl, host] of [
      [SITE, 'other.example'], // not the SITE_URL host
      [SITE, 'vitrina.example:8080'],
      [SITE, 'test.vitrina.example'],
      ['https://staging.vitrina.example', 'staging.vitrina.example'],
      ['https://vitrina-test.example', 'vitrina-test.example'],
      ['http://localhost:3000', 'localhost:3000'],
      ['http://127.0.0.1:3000', '127.0.0.1:3000'],
    ] as const) {
      expect(isTestHost(host, siteUrl), `${siteUrl} ${host}`).toBe(true)
      expect(robotsTxt(siteUrl, host)).toBe('User-agent: *\nDisallow: /\n')
    }
  })

  it('compares hosts without regard to case', () => {
    expect(isTestHost('VITRINA.example', 'https://Vitrina.Example')).toBe(false)
  })

  it('reads the host a visitor asked for, behind a proxy too', () => {
    expect(requestHost(new Request('https://Vitrina.example/robots.txt'))).toBe('vitrina.example')
    const proxied = new Request('http://127.0.0.1:3000/robots.txt', {
      headers: { 'x-forwarded-host': 'vitrina.example, proxy.internal' },
    })
    expect(requestHost(proxied)).toBe('vitrina.example')
  })
})
