import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { brands, categories, products } from '../../server/db/schema/catalogue'
import { pages, publications } from '../../server/db/schema/content'
import { seoFileResponse } from '../../server/sitemap/http'
import { setupApi } from '../fixtures/api-app'
import { parseUrls, schemaErrors, type SitemapUrl } from '../fixtures/sitemap-xml'

const api = setupApi()
const SITE = 'https://vitrina.example'
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/
const l = (text: string) => ({ ru: text, en: text })

const fetchSitemap = async (path = '/sitemap.xml', cacheMs = 0) =>
  seoFileResponse(new Request(`${SITE}${path}`), { db: api.ctx.db, siteUrl: api.ctx.env.SITE_URL, cacheMs })

let xml = ''
let urls: SitemapUrl[] = []
const byPath = (path: string) => urls.find((url) => url.loc === SITE + path)
const under = (prefix: string) => urls.filter((url) => url.loc.startsWith(SITE + prefix))

beforeAll(async () => {
  const { db } = api.ctx
  // Rows that must stay out: unpublished ones of every source, a hidden category with a published child and
  // product, a scheduled publication; and a flat page whose slug needs escaping.
  const [someCategory] = await db.select({ id: categories.id }).from(categories).limit(1)
  await db.insert(pages).values([
    { slug: 'draft-page', kind: 'flat', title: l('Черновик'), isPublished: false },
    { slug: "o'reilly&co", kind: 'flat', title: l('O’Reilly & Co') },
  ])
  await db.insert(brands).values({ slug: 'hidden-brand', title: 'Hidden', isPublished: false })
  const [hidden] = await db
    .insert(categories)
    .values({ slug: 'hidden-root', path: 'hidden-root', depth: 1, title: l('Скрытая'), isPublished: false })
    .returning({ id: categories.id })
  const [child] = await db
    .insert(categories)
    .values({ parentId: hidden!.id, slug: 'child', path: 'hidden-root/child', depth: 2, title: l('Дочерняя') })
    .returning({ id: categories.id })
  await db.insert(products).values([
    {
      slug: 'draft-product',
      sku: 'SM-DRAFT',
      title: l('Черновик'),
      categoryId: someCategory!.id,
      isPublished: false,
    },
    { slug: 'in-hidden-category', sku: 'SM-HIDDEN', title: l('Скрытый'), categoryId: child!.id },
  ])
  await db.insert(publications).values([
    { kind: 'info', slug: 'draft-article', title: l('Черновик'), publicationDate: '2026-01-05', isPublished: false },
    { kind: 'sales', slug: 'draft-sale', title: l('Черновик'), publicationDate: '2026-01-05', isPublished: false },
    {
      kind: 'info',
      slug: 'scheduled-article',
      title: l('Завтра'),
      publicationDate: sql`current_date + 3` as unknown as string,
    },
  ])
  const response = await fetchSitemap()
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/xml')
  xml = await response.text()
  urls = parseUrls(xml)
})

describe('/sitemap.xml', () => {
  it('is valid against the sitemaps.org schema', async () => {
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true)
    expect(urls.length).toBe(xml.match(/<url>/g)?.length)
    expect(await schemaErrors(xml, 'sitemap.xsd')).toEqual([])
  })

  it('lists absolute Russian URLs on SITE_URL only, each once', () => {
    expect(urls.length).toBeGreaterThan(100)
    for (const { loc } of urls) {
      expect(loc.startsWith(`${SITE}/`)).toBe(true)
      expect(loc.endsWith('/')).toBe(true)
      expect(loc).not.toMatch(/^https:\/\/vitrina\.example\/en\//)
    }
    expect(new Set(urls.map((url) => url.loc)).size).toBe(urls.length)
  })

  it('lists the home page and the fixed pages with their SPEC priorities and change frequencies', () => {
    expect(byPath('/')).toMatchObject({ priority: '1.0', changefreq: 'daily' })
    expect(byPath('/contacts/')).toMatchObject({ priority: '0.9', changefreq: 'monthly' })
    expect(byPath('/about/')).toMatchObject({ priority: '0.9', changefreq: 'monthly' })
    expect(byPath('/partners/')).toMatchObject({ priority: '0.8', changefreq: 'monthly' })
    expect(byPath('/team/')).toMatchObject({ priority: '0.7', changefreq: 'monthly' })
    expect(byPath('/faq/')).toMatchObject({ priority: '0.7', changefreq: 'monthly' })
  })

  it('lists the catalogue and section indexes: sales, news, shops, vacancies, brands, the loyalty programme', () => {
    expect(byPath('/catalog/')).toMatchObject({ priority: '0.9', changefreq: 'daily' })
    for (const path of ['/sales/', '/info/', '/shops/', '/vacancies/', '/brand/', '/loyalty-program/'])
      expect(byPath(path), path).toMatchObject({ priority: '0.8', changefreq: 'daily' })
  })

  it('lists every published flat page, category, product, brand, publication and sales action', async () => {
    const { db } = api.ctx
    const flat = await db
      .select({ slug: pages.slug })
      .from(pages)
      .where(and(eq(pages.kind, 'flat'), eq(pages.isPublished, true)))
    expect(flat.length).toBeGreaterThan(2)
    for (const { slug } of flat.filter((page) => /^[a-z-]+$/.test(page.slug)))
      expect(byPath(`/${slug}/`)).toMatchObject({ priority: '0.8', changefreq: 'daily' })

    const shownCategories = await db
      .select({ path: categories.path })
      .from(categories)
      .where(eq(categories.isPublished, true))
    const categoryUrls = under('/catalog/').filter((url) => url.loc !== `${SITE}/catalog/`)
    expect(categoryUrls).toHaveLength(shownCategories.length - 1) // the child of the hidden root is not shown
    expect(categoryUrls.every((url) => url.priority === '0.9' && url.changefreq === 'daily')).toBe(true)
    expect(byPath(`/catalog/${shownCategories.find((row) => row.path.split('/').length === 3)!.path}/`)).toBeDefined()

    const [{ count: shownProducts = 0 } = {}] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(products)
      .where(and(eq(products.isPublished, true), sql`${products.slug} <> 'in-hidden-category'`))
    const productUrls = under('/product/')
    expect(productUrls).toHaveLength(shownProducts)
    expect(productUrls.every((url) => url.priority === '0.8' && url.changefreq === 'daily')).toBe(true)

    const brandUrls = under('/brand/').filter((url) => url.loc !== `${SITE}/brand/`)
    const shownBrands = await db.select({ slug: brands.slug }).from(brands).where(eq(brands.isPublished, true))
    expect(brandUrls.map((url) => url.loc).sort()).toEqual(
      shownBrands.map((brand) => `${SITE}/brand/${brand.slug}/`).sort(),
    )
    expect(brandUrls.every((url) => url.priority === '0.8' && url.changefreq === 'weekly')).toBe(true)

    // Items only: the section indexes themselves are checked above.
    const info = under('/info/').filter((url) => url.loc !== `${SITE}/info/`)
    const sales = under('/sales/').filter((url) => url.loc !== `${SITE}/sales/`)
    expect(info.length).toBeGreaterThan(0)
    expect(sales.length).toBeGreaterThan(0)
    for (const url of info)
      expect(url).toMatchObject({
        loc: expect.stringMatching(/\/info\/\d{2}-\d{2}-\d{4}\/[^/]+\/$/),
        priority: '0.8',
        changefreq: 'weekly',
      })
    for (const url of sales)
      expect(url).toMatchObject({
        loc: expect.stringMatching(/\/sales\/\d{2}-\d{2}-\d{4}\/[^/]+\/$/),
        priority: '0.9',
        changefreq: 'daily',
      })
    const [article] = await db
      .select({ slug: publications.slug, date: publications.publicationDate })
      .from(publications)
      .where(and(eq(publications.kind, 'info'), eq(publications.isPublished, true)))
      .limit(1)
    const [year, month, day] = article!.date.split('-')
    expect(byPath(`/info/${day}-${month}-${year}/${article!.slug}/`)).toBeDefined()
  })

  it('dates every entry with a W3C date-time taken from the row', async () => {
    expect(urls.every((url) => url.lastmod !== null && W3C_DATETIME.test(url.lastmod))).toBe(true)
    const [product] = await api.ctx.db
      .select({ slug: products.slug, updatedAt: products.updatedAt })
      .from(products)
      .limit(1)
    const expected = product!.updatedAt.toISOString().replace(/\.\d{3}Z$/, '+00:00')
    expect(byPath(`/product/${product!.slug}/`)?.lastmod).toBe(expected)
  })

  it('leaves out unpublished rows, hidden categories and scheduled publications', () => {
    for (const path of [
      '/draft-page/',
      '/brand/hidden-brand/',
      '/catalog/hidden-root/',
      '/catalog/hidden-root/child/',
      '/product/draft-product/',
      '/product/in-hidden-category/',
    ])
      expect(byPath(path), path).toBeUndefined()
    expect(urls.some((url) => /draft-article|draft-sale|scheduled-article/.test(url.loc))).toBe(false)
  })

  it('leaves out a fixed page whose page row staff unpublished', async () => {
    await api.ctx.db.update(pages).set({ isPublished: false }).where(eq(pages.slug, 'faq'))
    try {
      const listed = parseUrls(await (await fetchSitemap()).text())
      expect(listed.find((url) => url.loc === `${SITE}/faq/`)).toBeUndefined()
      expect(listed.find((url) => url.loc === `${SITE}/team/`)).toBeDefined()
    } finally {
      await api.ctx.db.update(pages).set({ isPublished: true }).where(eq(pages.slug, 'faq'))
    }
  })

  it('serves one reading of the database for a minute by default', async () => {
    const listed = async () =>
      parseUrls(await (await fetchSitemap('/sitemap.xml', 60_000)).text()).some(
        (url) => url.loc === `${SITE}/delivery/`,
      )
    expect(await listed()).toBe(true)
    await api.ctx.db.update(pages).set({ isPublished: false }).where(eq(pages.slug, 'delivery'))
    try {
      expect(await listed()).toBe(true)
      expect(parseUrls(await (await fetchSitemap()).text()).some((url) => url.loc === `${SITE}/delivery/`)).toBe(false)
    } finally {
      await api.ctx.db.update(pages).set({ isPublished: true }).where(eq(pages.slug, 'delivery'))
    }
  })

  it('percent-encodes slugs and XML-escapes what remains', () => {
    expect(xml).toContain(`<loc>${SITE}/o&apos;reilly%26co/</loc>`)
    expect(byPath("/o'reilly%26co/")).toMatchObject({ priority: '0.8', changefreq: 'daily' })
    expect(xml).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/)
  })

  it('answers 404 for a part of a site that fits one file, 405 for other methods', async () => {
    expect((await fetchSitemap('/sitemap-1.xml')).status).toBe(404)
    const post = await seoFileResponse(new Request(`${SITE}/sitemap.xml`, { method: 'POST' }), {
      db: api.ctx.db,
      siteUrl: SITE,
    })
    expect(post.status).toBe(405)
  })

  it("answers 500 'Error generating sitemap' and logs the cause when the database fails", async () => {
    const failing = { execute: () => Promise.reject(new Error('connection lost')) } as unknown as typeof api.ctx.db
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const response = await seoFileResponse(new Request(`${SITE}/sitemap.xml`), { db: failing, siteUrl: SITE })
      expect(response.status).toBe(500)
      expect(await response.text()).toBe('Error generating sitemap')
      expect(log).toHaveBeenCalledWith(
        expect.stringContaining('sitemap'),
        expect.objectContaining({ message: 'connection lost' }),
      )
    } finally {
      log.mockRestore()
    }
  })
})

describe('/robots.txt', () => {
  it('opens the production host except private pages and names the sitemap', async () => {
    const response = await seoFileResponse(new Request(`${SITE}/robots.txt`), { db: api.ctx.db, siteUrl: SITE })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
    const text = await response.text()
    for (const prefix of ['/my/', '/order/', '/auth/', '/api/', '/search/'])
      expect(text).toContain(`Disallow: ${prefix}\n`)
    expect(text).not.toMatch(/^Disallow: \/$/m)
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`)
  })

  it('closes any other host', async () => {
    const response = await seoFileResponse(new Request('https://vitrina-test.example/robots.txt'), {
      db: api.ctx.db,
      siteUrl: SITE,
    })
    expect(await response.text()).toBe('User-agent: *\nDisallow: /\n')
  })
})
