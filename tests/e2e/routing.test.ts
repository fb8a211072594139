// What a crawler or a typed URL gets from the running server: statuses, redirects, languages.
import { describe, expect, inject, it } from 'vitest'

const get = (path: string) => fetch(`${inject('baseURL')}${path}`, { redirect: 'manual' })

describe('locales and URLs', () => {
  it('serves the home page in Russian without a prefix and in English under /en/', async () => {
    const ru = await get('/')
    expect(ru.status).toBe(200)
    const ruHtml = await ru.text()
    expect(ruHtml).toContain('<html lang="ru"')
    expect(ruHtml).toContain('Оптовый каталог товаров для животных')

    const en = await get('/en/')
    expect(en.status).toBe(200)
    const enHtml = await en.text()
    expect(enHtml).toContain('<html lang="en"')
    expect(enHtml).toContain('Wholesale catalogue of pet supplies')
  })

  it('answers an unknown two-letter locale with a 404 carrying LocaleError', async () => {
    for (const path of ['/xx/', '/de/', '/xx/catalog/']) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
      expect(await response.text(), path).toContain('LocaleError')
    }
  })

  it('normalises paths with a 301, keeping the query', async () => {
    const cases: [string, string][] = [
      ['/About', '/about/'],
      ['/catalog', '/catalog/'],
      ['/en', '/en/'],
      ['/index.html', '/'],
      ['/Catalog/index.html?p=2', '/catalog/?p=2'],
    ]
    for (const [from, to] of cases) {
      const response = await get(from)
      expect(response.status, from).toBe(301)
      expect(response.headers.get('location'), from).toBe(to)
    }
  })

  it('answers unknown pages with the 404 page and unknown API paths with JSON', async () => {
    const page = await get('/catalog/no-such-category/')
    expect(page.status).toBe(404)
    expect(await page.text()).toContain('Страница не найдена')
    const api = await get('/api/nope/')
    expect(api.status).toBe(404)
    expect(await api.json()).toEqual({ detail: 'Не найдено.' })
  })

  it('serves the API, media and build assets', async () => {
    const vars = await get('/api/vars/')
    expect(vars.status).toBe(200)
    const { header } = (await vars.json()) as { header: { logo: string } }
    const logo = await get(header.logo)
    expect(logo.status).toBe(200)
    expect(logo.headers.get('content-type')).toBe('image/svg+xml')
    expect((await get('/media/%2e%2e/package.json')).status).toBe(404)
    expect((await get('/media/no-such-file.svg')).status).toBe(404)
    expect((await get('/package.json')).status).toBe(404)
    const html = await (await get('/')).text()
    const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1]
    expect(script).toBeTruthy()
    const asset = await get(script!)
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toContain('immutable')
  })
})
