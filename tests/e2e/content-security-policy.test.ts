// Pages carry a Content-Security-Policy: a signed-in visitor's names a script nonce that is new on every response,
// carried by every script the framework and the shop write into the page; a page kept for every guest names the
// hashes of its scripts instead (decision 023). Either way pages load without a violation and hydrate.
import { createHash } from 'node:crypto'
import type { BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { setupBrowser } from './browser'
import { loadSamples, type Samples } from './page-checks/page-types'

const browser = setupBrowser()
const PAGES: { name: string; path: (s: Samples) => string; buyer?: boolean }[] = [
  { name: 'home', path: () => '/' },
  { name: 'category', path: (s) => `/catalog/${s.top}/` },
  { name: 'product', path: (s) => `/product/${s.product}/` },
  { name: 'search', path: () => '/search/?q=корм' },
  { name: 'article', path: (s) => s.article },
  { name: 'cart', path: () => '/order/cart/', buyer: true },
  { name: 'my profile', path: () => '/my/', buyer: true },
]

const nonceOf = (policy: string | null) => /script-src 'nonce-([^']+)'/.exec(policy ?? '')?.[1]

describe('content security policy', () => {
  it('is on signed-in pages with a script nonce that is new on every response', async () => {
    const baseURL = inject('baseURL')
    const headers = { cookie: `session=${inject('buyerToken')}` }
    const [first, second] = await Promise.all([fetch(`${baseURL}/`, { headers }), fetch(`${baseURL}/`, { headers })])
    const policy = first.headers.get('content-security-policy')
    expect(policy).toMatch(/script-src 'nonce-[A-Za-z0-9+/]{22,}={0,2}' 'strict-dynamic'/)
    for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "form-action 'self'"])
      expect(policy).toContain(directive)
    expect(nonceOf(policy)).not.toBe(nonceOf(second.headers.get('content-security-policy')))
    // The e2e server has no analytics ids: no counter host is allowed.
    expect(policy).not.toMatch(/yandex|google/)
    const html = await first.text()
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0])
    expect(scripts.length).toBeGreaterThan(0)
    for (const script of scripts) expect(script).toContain(`nonce="${nonceOf(policy)}"`)
  })

  it('allows the scripts of a page kept for every guest by their hashes, with no nonce to share', async () => {
    const baseURL = inject('baseURL')
    const [first, second] = await Promise.all([fetch(`${baseURL}/`), fetch(`${baseURL}/`)])
    const policy = first.headers.get('content-security-policy') ?? ''
    expect(policy).toBe(second.headers.get('content-security-policy'))
    expect(policy).not.toContain("'nonce-")
    expect(policy).toMatch(/^script-src( 'sha256-[A-Za-z0-9+/]+=*')+ 'strict-dynamic'; object-src 'none'/)
    const html = await first.text()
    expect(html).not.toMatch(/\snonce=|csp-nonce/)
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    expect(inline.some(([, attributes]) => /\ssrc=/.test(attributes!))).toBe(false)
    for (const [, , text] of inline)
      if (text) expect(policy).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`)
  })

  describe.each([
    { locale: 'ru', prefix: '' },
    { locale: 'en', prefix: '/en' },
  ])('in $locale', ({ prefix }) => {
    let samples: Samples
    const contexts: { guest?: BrowserContext; buyer?: BrowserContext } = {}
    beforeAll(async () => {
      samples = await loadSamples(browser.baseURL)
      contexts.guest = await browser.newContext()
      contexts.buyer = await browser.newContext({ buyer: true })
      for (const context of [contexts.guest, contexts.buyer])
        await context.addInitScript(() => {
          const seen: string[] = []
          Object.assign(window, { cspViolations: seen })
          document.addEventListener('securitypolicyviolation', (event) =>
            seen.push(`${event.violatedDirective} ${event.blockedURI}`),
          )
        })
    })
    afterAll(async () => {
      await contexts.guest?.close()
      await contexts.buyer?.close()
    })

    it.each(PAGES)('$name loads without a policy violation and hydrates', async (type) => {
      const page = await (type.buyer ? contexts.buyer! : contexts.guest!).newPage()
      await page.goto(`${prefix}${type.path(samples)}`)
      await page.waitForSelector('html[data-hydrated]')
      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([])
      await page.close()
    })
  })
})
