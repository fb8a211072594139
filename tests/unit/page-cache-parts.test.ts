// The pieces of the guest page cache: its key, its byte bound, what a request accepts, and the scripts of a stored
// page allowed by hashes instead of a nonce.
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { ByteLru } from '../../server/http/page-cache/byte-lru'
import { normalisedQuery, pageCacheKey } from '../../server/http/page-cache/key'
import { hashScripts, scriptHash } from '../../server/http/page-cache/script-hashes'
import { preferredCoding, tagMatches } from '../../server/http/negotiation'

const get = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers })

describe('page cache key', () => {
  it('sorts the query and drops analytics tags', () => {
    expect(normalisedQuery('?s=price&b=2&utm_source=mail&b=1&gclid=x')).toBe('b=1&b=2&s=price')
    expect(pageCacheKey(get('http://shop.test/catalog/?b=2&a=1&yclid=5'))).toBe(
      pageCacheKey(get('http://shop.test/catalog/?a=1&b=2')),
    )
  })

  it('tells apart paths, locales, hosts, queries and the cookies a guest page reads', () => {
    const keys = [
      get('http://shop.test/catalog/'),
      get('http://shop.test/en/catalog/'),
      get('http://shop.test/catalog/?p=2'),
      get('http://other.test/catalog/'),
      get('http://shop.test/catalog/', { 'x-forwarded-host': 'third.test' }),
      get('http://shop.test/catalog/', { cookie: 'cb=1' }),
      get('http://shop.test/catalog/', { cookie: 'city=7' }),
      get('http://shop.test/catalog/', { cookie: 'city=8; cb=1' }),
    ].map(pageCacheKey)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('ignores cookies no page reads', () => {
    expect(pageCacheKey(get('http://shop.test/', { cookie: 'csrftoken=abc; _ym_uid=1; cb=1' }))).toBe(
      pageCacheKey(get('http://shop.test/', { cookie: 'cb=1' })),
    )
  })

  it('has none for a signed-in visitor or a method other than GET and HEAD', () => {
    expect(pageCacheKey(get('http://shop.test/', { cookie: 'cb=1; session=abc' }))).toBeNull()
    expect(pageCacheKey(get('http://shop.test/', { authorization: 'Bearer abc' }))).toBeNull()
    expect(pageCacheKey(new Request('http://shop.test/', { method: 'POST' }))).toBeNull()
    expect(pageCacheKey(new Request('http://shop.test/', { method: 'HEAD' }))).not.toBeNull()
  })
})

describe('byte-bounded LRU', () => {
  const entry = (bytes: number) => ({ bytes })

  it('drops the least recently used entries when the bytes run out', () => {
    const lru = new ByteLru<{ bytes: number }>(100)
    lru.set('a', entry(25))
    lru.set('b', entry(25))
    lru.set('c', entry(25))
    lru.get('a')
    lru.set('d', entry(25))
    lru.set('e', entry(25))
    expect(lru.get('b')).toBeUndefined()
    expect(lru.get('a')).toBeDefined()
    expect(lru.bytes).toBeLessThanOrEqual(100)
    expect(lru.size).toBe(4)
  })

  it('keeps no entry above a quarter of its bound, and counts replaced entries once', () => {
    const lru = new ByteLru<{ bytes: number }>(100)
    expect(lru.set('big', entry(26))).toBe(false)
    lru.set('a', entry(10))
    lru.set('a', entry(20))
    expect(lru.bytes).toBe(20)
    lru.clear()
    expect([lru.size, lru.bytes]).toEqual([0, 0])
  })
})

describe('negotiation', () => {
  it('prefers brotli, then gzip, honouring q-values and *', () => {
    expect(preferredCoding('gzip, deflate, br, zstd')).toBe('br')
    expect(preferredCoding('gzip, deflate')).toBe('gzip')
    expect(preferredCoding('br;q=0, gzip;q=0.5')).toBe('gzip')
    expect(preferredCoding('*')).toBe('br')
    expect(preferredCoding('*;q=0, identity')).toBe('identity')
    expect(preferredCoding('')).toBe('identity')
    expect(preferredCoding(null)).toBe('identity')
  })

  it('compares entity tags weakly', () => {
    expect(tagMatches('W/"abc"', '"abc"')).toBe(true)
    expect(tagMatches('"x", "abc"', 'W/"abc"')).toBe(true)
    expect(tagMatches('*', '"abc"')).toBe(true)
    expect(tagMatches('"abd"', '"abc"')).toBe(false)
    expect(tagMatches(null, '"abc"')).toBe(false)
  })
})

describe('scripts allowed by hashes', () => {
  const nonce = 'n0nce+/=='
  const page =
    `<html><head><meta property="csp-nonce" content="${nonce}"/>` +
    `<link rel="modulepreload" href="/a.js" nonce="${nonce}"/>` +
    `<script nonce="${nonce}">window.a=1</script><script type="application/ld+json" nonce="${nonce}">{}</script>` +
    `</head><body><script type="module" async="" src="/assets/index.js" nonce="${nonce}"></script></body></html>`

  it('leaves no trace of the nonce', () => {
    const { html } = hashScripts(page, nonce)!
    expect(html).not.toContain(nonce)
    expect(html).not.toContain('csp-nonce')
    expect(html).not.toMatch(/<script[^>]*\ssrc=/)
  })

  it('names the SHA-256 of every inline script, the entry loader included', () => {
    const { html, scriptHashes } = hashScripts(page, nonce)!
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
    expect(scriptHash('window.a=1')).toBe(sha('window.a=1'))
    const inline = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!)
    expect(inline.some((text) => text.includes("s.type='module'") && text.includes('"/assets/index.js"'))).toBe(true)
    expect(new Set(scriptHashes)).toEqual(new Set(inline.map(sha)))
  })

  it('gives up on a script the HTML parser would rewrite (NUL, CR), so the page keeps its nonce', () => {
    for (const character of ['\0', '\r'])
      expect(hashScripts(page.replace('window.a=1', `window.a="${character}"`), nonce)).toBeNull()
  })
})
