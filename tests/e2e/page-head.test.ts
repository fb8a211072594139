// What a crawler reads in each page's <head>: a title and a meta description of its own on every indexable page
// (catalogue, categories, products, registration), and a 404 that is titled as one and names no canonical page.
import { describe, expect, inject, it } from 'vitest'
import type { ProductDetail, ProductListResponse } from '../../contract/catalogue'
import type { CategoryNode } from '../../contract/site'
import { productMetaDescription, productPageTitle } from '../../src/lib/seo/product-head'

const base = () => inject('baseURL')
const page = async (path: string) => {
  const response = await fetch(`${base()}${path}`)
  return { status: response.status, html: await response.text() }
}
const apiGet = async <T>(path: string): Promise<T> => (await fetch(`${base()}/api/${path}`)).json() as Promise<T>

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
const titleOf = (html: string) => decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '')
const descriptionsOf = (html: string) =>
  [...html.matchAll(/<meta name="description" content="([^"]*)"/g)].map((match) => decode(match[1]!))

async function allCategories(): Promise<CategoryNode[]> {
  const flat = (nodes: CategoryNode[]): CategoryNode[] => nodes.flatMap((node) => [node, ...flat(node.children)])
  return flat(await apiGet<CategoryNode[]>('catalog/categories/'))
}

async function allProducts(locale: 'ru' | 'en') {
  const prefix = locale === 'en' ? 'en/' : ''
  const first = await apiGet<ProductListResponse>(`${prefix}catalog/products/?ps=96`)
  const rest = await Promise.all(
    Array.from({ length: first.pages - 1 }, (_, index) =>
      apiGet<ProductListResponse>(`${prefix}catalog/products/?ps=96&p=${index + 2}`),
    ),
  )
  return [first, ...rest].flatMap((answer) => answer.products)
}

describe('page heads', () => {
  it('describes the catalogue, each category in its own words (title too), and the registration page', async () => {
    for (const path of ['/catalog/', '/en/catalog/', '/auth/registration/', '/en/auth/registration/']) {
      const descriptions = descriptionsOf((await page(path)).html)
      expect(descriptions, path).toHaveLength(1)
      expect(descriptions[0]!.length, path).toBeGreaterThan(40)
    }
    const seen = new Map<string, string>()
    for (const category of await allCategories()) {
      const path = `/catalog/${category.path}/`
      const { html } = await page(path)
      const descriptions = descriptionsOf(html)
      expect(descriptions, path).toHaveLength(1)
      const [description] = descriptions as [string]
      expect(description, path).toContain(category.title)
      // Two "Сухой корм" (dogs, cats): neither the title nor the description may repeat.
      for (const text of [description, titleOf(html)]) {
        expect(seen.get(text), `${path} repeats "${text}" of ${seen.get(text)}`).toBeUndefined()
        seen.set(text, path)
      }
    }
  })

  it('gives every product page a title of its own, in both languages', async () => {
    for (const locale of ['ru', 'en'] as const) {
      const products = await allProducts(locale)
      expect(products.length).toBeGreaterThan(100)
      // Names alone repeat (one line in several packings): the page titles must not.
      expect(new Set(products.map((product) => product.title)).size).toBeLessThan(products.length)
      const titles = products.map((product) => productPageTitle(product, locale))
      expect(new Set(titles).size, locale).toBe(products.length)
    }
  })

  it('describes products that share a name or a short text each in their own words, as the page shows', async () => {
    const products = await allProducts('ru')
    const count = new Map<string, number>()
    for (const product of products) count.set(product.title, (count.get(product.title) ?? 0) + 1)
    const namesakes = products.filter((product) => count.get(product.title)! > 1).slice(0, 40)
    const details = await Promise.all(
      namesakes.map((product) => apiGet<ProductDetail>(`catalog/products/${product.id}/`)),
    )
    expect(new Set(details.map((product) => product.description_short)).size).toBeLessThan(details.length)
    const descriptions = details.map((product) => productMetaDescription(product, 'ru'))
    expect(new Set(descriptions).size).toBe(details.length)
    for (const description of descriptions) expect(description.length).toBeLessThanOrEqual(160)
    for (const product of details.slice(0, 4)) {
      const { html } = await page(`/product/${product.slug}/`)
      expect(titleOf(html)).toBe(`${productPageTitle(product, 'ru')} — Витрина`)
      expect(descriptionsOf(html)).toEqual([productMetaDescription(product, 'ru')])
    }
  })

  it('names the Russian and English versions of every public page and describes it for shared links', async () => {
    const [product] = (await apiGet<ProductListResponse>('catalog/products/?ps=24')).products as [
      ProductListResponse['products'][number],
    ]
    const detail = await apiGet<ProductDetail>(`catalog/products/${product.id}/`)
    for (const path of [
      '/',
      '/about/',
      '/catalog/',
      '/catalog/dogs/',
      `/product/${product.slug}/`,
      '/sales/',
      '/info/',
      '/en/about/',
    ]) {
      const { html } = await page(path)
      const plain = path.replace(/^\/en\//, '/')
      const links = Object.fromEntries(
        [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((match) => [
          match[1],
          match[2],
        ]),
      )
      expect(links, path).toEqual({
        ru: `https://vitrina.example${plain}`,
        en: `https://vitrina.example${plain === '/' ? '/en/' : `/en${plain}`}`,
        'x-default': `https://vitrina.example${plain}`,
      })
      const og = (property: string) =>
        decode(html.match(new RegExp(`<meta property="og:${property}" content="([^"]*)"`))?.[1] ?? '')
      expect(og('url'), path).toBe(`https://vitrina.example${path}`)
      expect(og('title'), path).toBe(titleOf(html))
      expect(og('description'), path).toBe(descriptionsOf(html)[0] ?? '')
    }
    const { html } = await page(`/product/${product.slug}/`)
    expect(html).toContain(`<meta property="og:image" content="https://vitrina.example${detail.image}"/>`)
    expect(html.match(/og:image/g)).toHaveLength(1)
  })

  it('gives a publication its picture for shared links', async () => {
    const { results } = await apiGet<{
      results: { url: string; image_main: string | null; image_preview: string | null }[]
    }>('pages/info/publications/')
    const article = results.find((item) => item.image_main ?? item.image_preview)!
    const { html } = await page(article.url)
    expect(html).toContain(
      `<meta property="og:image" content="https://vitrina.example${article.image_main ?? article.image_preview}"/>`,
    )
    expect(html).toMatch(/<link rel="alternate" hrefLang="en"/)
  })

  it('gives category and article pages their breadcrumb trail as BreadcrumbList data', async () => {
    type Crumbs = { '@type': string; itemListElement: { name: string; item: string }[] }
    const crumbsOf = (html: string) =>
      [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)]
        .map((match) => JSON.parse(match[1]!) as Crumbs)
        .find((data) => data['@type'] === 'BreadcrumbList')
    const category = crumbsOf((await page('/en/catalog/dogs/food/')).html)
    expect(category?.itemListElement.map((item) => item.item)).toEqual([
      'https://vitrina.example/en/catalog/',
      'https://vitrina.example/en/catalog/dogs/',
      'https://vitrina.example/en/catalog/dogs/food/',
    ])
    const { results } = await apiGet<{ results: { url: string; title: string }[] }>('pages/info/publications/')
    const article = crumbsOf((await page(results[0]!.url)).html)
    expect(article?.itemListElement.map((item) => item.item)).toEqual([
      'https://vitrina.example/info/',
      `https://vitrina.example${results[0]!.url}`,
    ])
    expect(article?.itemListElement.at(-1)?.name).toBe(results[0]!.title)
  })

  it('titles the 404 page as one and gives it no canonical address', async () => {
    for (const [path, title] of [
      ['/no-such-page/', 'Страница не найдена — Витрина'],
      ['/catalog/no-such-category/', 'Страница не найдена — Витрина'],
      ['/en/no-such-page/', 'Page not found — Vitrina'],
      ['/xx/', 'Страница не найдена — Витрина'],
    ] as const) {
      const { status, html } = await page(path)
      expect(status, path).toBe(404)
      expect(titleOf(html), path).toBe(title)
      expect(html, path).not.toContain('rel="canonical"')
      expect(html, path).not.toContain('hrefLang=')
      expect(html, path).not.toContain('og:url')
      expect(html.match(/<meta name="robots"/g), path).toHaveLength(1)
    }
  })
})
