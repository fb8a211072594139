import { describe, expect, it } from 'vitest'
import { renderSitemap } from '../../server/sitemap/build'
import { isSeoFilePath } from '../../server/sitemap/http'
import { SITEMAP_RULES } from '../../server/sitemap/rules'
import { encodePath, urlRenderer } from '../../server/sitemap/xml'
import { escapeXml } from '../../server/xml-text'
import { parseUrls, schemaErrors } from '../fixtures/sitemap-xml'

const SITE = 'https://vitrina.example'

describe('sitemap rules', () => {
  it('follow SPEC 9: priorities and change frequencies of the twelve sources, catalogue and section indexes', () => {
    expect(SITEMAP_RULES).toEqual({
      home: { priority: '1.0', changefreq: 'daily' },
      catalogue: { priority: '0.9', changefreq: 'daily' },
      section: { priority: '0.8', changefreq: 'daily' },
      category: { priority: '0.9', changefreq: 'daily' },
      sale: { priority: '0.9', changefreq: 'daily' },
      contacts: { priority: '0.9', changefreq: 'monthly' },
      about: { priority: '0.9', changefreq: 'monthly' },
      flat: { priority: '0.8', changefreq: 'daily' },
      product: { priority: '0.8', changefreq: 'daily' },
      publication: { priority: '0.8', changefreq: 'weekly' },
      brand: { priority: '0.8', changefreq: 'weekly' },
      partners: { priority: '0.8', changefreq: 'monthly' },
      team: { priority: '0.7', changefreq: 'monthly' },
      faq: { priority: '0.7', changefreq: 'monthly' },
    })
  })
})

describe('sitemap XML', () => {
  it('escapes the five XML specials and leaves other text alone', () => {
    expect(escapeXml(`a&b<c>"d"'e'`)).toBe('a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;')
    expect(escapeXml('/product/корм-1/')).toBe('/product/корм-1/')
  })

  it('percent-encodes each path segment and ends the path with a slash', () => {
    expect(encodePath([])).toBe('/')
    expect(encodePath(['catalog', 'dogs', 'dry food'])).toBe('/catalog/dogs/dry%20food/')
    expect(encodePath(['product', 'корм&co/x'])).toBe('/product/%D0%BA%D0%BE%D1%80%D0%BC%26co%2Fx/')
  })

  it('renders a url element with loc, lastmod, changefreq and priority', () => {
    const render = urlRenderer('https://shop.example/a&b')
    expect(render('/brand/x/', '2026-11-23T10:00:00+00:00', 'brand')).toBe(
      '<url><loc>https://shop.example/a&amp;b/brand/x/</loc><lastmod>2026-11-23T10:00:00+00:00</lastmod>' +
        '<changefreq>weekly</changefreq><priority>0.8</priority></url>\n',
    )
    expect(render('/', null, 'home')).toBe(
      '<url><loc>https://shop.example/a&amp;b/</loc><changefreq>daily</changefreq><priority>1.0</priority></url>\n',
    )
  })
})

// Validating 50,000 URLs takes libxml2 about a second on an idle machine; shared machines need more.
describe('sitemap parts', { timeout: 30_000 }, () => {
  const render = urlRenderer(SITE)
  const many = (count: number) =>
    Array.from({ length: count }, (_, i) => render(`/product/p-${i}/`, '2026-11-23', 'product'))

  it('serves a site of up to 50,000 URLs as one urlset without parts', async () => {
    const urls = many(50_000)
    const xml = renderSitemap(urls, SITE, null)!
    expect(parseUrls(xml)).toHaveLength(50_000)
    expect(await schemaErrors(xml, 'sitemap.xsd')).toEqual([])
    expect(renderSitemap(urls, SITE, 1)).toBeNull()
  })

  it('serves a larger site as an index of parts of at most 50,000 URLs, each valid', async () => {
    const urls = many(50_001)
    const index = renderSitemap(urls, SITE, null)!
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      `${SITE}/sitemap-1.xml`,
      `${SITE}/sitemap-2.xml`,
    ])
    expect(await schemaErrors(index, 'sitemap-index.xsd')).toEqual([])
    const first = renderSitemap(urls, SITE, 1)!
    const second = renderSitemap(urls, SITE, 2)!
    expect(parseUrls(first)).toHaveLength(50_000)
    expect(parseUrls(second).map((url) => url.loc)).toEqual([`${SITE}/product/p-50000/`])
    expect(await schemaErrors(first, 'sitemap.xsd')).toEqual([])
    expect(renderSitemap(urls, SITE, 3)).toBeNull()
  })

  it('rejects more than 50,000 URLs in one urlset (the schema holds the limit)', async () => {
    const xml =
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
      `${many(50_001).join('')}</urlset>\n`
    expect(await schemaErrors(xml, 'sitemap.xsd')).not.toEqual([])
  })
})

describe('server entry paths', () => {
  it('answers the sitemap, its parts and robots.txt before the storefront', () => {
    for (const path of ['/sitemap.xml', '/sitemap-1.xml', '/sitemap-12.xml', '/robots.txt'])
      expect(isSeoFilePath(path), path).toBe(true)
    for (const path of [
      '/sitemap-0.xml',
      '/sitemap.xml/',
      '/en/sitemap.xml',
      '/robots.txt/',
      '/sitemap/',
      '/api/sitemap.xml',
    ])
      expect(isSeoFilePath(path), path).toBe(false)
  })
})
