// What a crawler or a typed URL gets from the running server: statuses, redirects, languages.
import { request } from 'node:http'
import { describe, expect, inject, it } from 'vitest'

const get = (path: string) => fetch(`${inject('baseURL')}${path}`, { redirect: 'manual' })

/** fetch() sends the URL's own host; a proxy in front of the app passes the public one. */
function getWithHost(path: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    request(`${inject('baseURL')}${path}`, { headers: { host } }, (response) => {
      let body = ''
      response
        .setEncoding('utf8')
        .on('data', (chunk: string) => (body += chunk))
        .on('end', () => resolve(body))
    })
      .on('error', reject)
      .end()
  })
}

describe('locales and URLs', () => {
  it('serves the home page in Russian without a prefix and in English under /en/', async () => {
    const ru = await get('/')
    expect(ru.status).toBe(200)
    const ruHtml = await ru.text()
    expect(ruHtml).toContain('<html lang="ru"')
    expect(ruHtml).toMatch(/<h1[^>]*>Оптовые поставки товаров для животных<\/h1>/)

    const en = await get('/en/')
    expect(en.status).toBe(200)
    const enHtml = await en.text()
    expect(enHtml).toContain('<html lang="en"')
    expect(enHtml).toMatch(/<h1[^>]*>Wholesale pet supplies<\/h1>/)
  })

  it('links each page to its canonical address; keeps test hosts, English, queries out of search engines', async () => {
    const canonical = (html: string) => html.match(/<link rel="canonical" href="([^"]+)"/)?.[1]
    const robots = (html: string) => html.match(/<meta name="robots" content="([^"]+)"/)?.[1]
    // The tests' server is not the production host (SITE_URL https://vitrina.example).
    const local = await (await get('/catalog/')).text()
    expect(canonical(local)).toBe('https://vitrina.example/catalog/')
    expect(robots(local)).toBe('noindex,nofollow')
    const english = await (await get('/en/catalog/?p=2')).text()
    expect(canonical(english)).toBe('https://vitrina.example/en/catalog/')
    expect(robots(english)).toBe('noindex,nofollow')
    // Asked for by its production name, a Russian page without a query may be indexed.
    const production = await getWithHost('/catalog/', 'vitrina.example')
    expect(canonical(production)).toBe('https://vitrina.example/catalog/')
    expect(robots(production)).toBeUndefined()
  })

  it('answers an unknown two-letter locale with a 404 carrying LocaleError, inside the site', async () => {
    const { header } = (await (await get('/api/vars/')).json()) as { header: { logo: string } }
    for (const path of ['/xx/', '/de/', '/xx/catalog/', '/de/about/']) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
      const html = await response.text()
      expect(html, path).toContain('LocaleError')
      // The site's own frame: its logo picture, main menu and the visitor's city (not the bare fallbacks).
      expect(html, path).toContain(`src="${header.logo}"`)
      expect(html, path).toContain('aria-label="Главное меню"')
      expect(html, path).not.toContain('<span>Ваш город</span>')
      expect(html, path).not.toMatch(/<code>LocaleError<\/code>/)
    }
  })

  it('normalises paths with a 301, keeping the query', async () => {
    const cases: [string, string][] = [
      ['/About', '/about/'],
      ['/catalog', '/catalog/'],
      ['/en', '/en/'],
      ['/index.html', '/'],
      ['/Catalog/index.html?p=2', '/catalog/?p=2'],
      // Russian is the language without a prefix.
      ['/ru/', '/'],
      ['/ru/catalog/dogs/?p=2', '/catalog/dogs/?p=2'],
    ]
    for (const [from, to] of cases) {
      const response = await get(from)
      expect(response.status, from).toBe(301)
      expect(response.headers.get('location'), from).toBe(to)
    }
  })

  it('honours staff-managed redirects with their own status, keeping the query', async () => {
    const moved = await get('/old-catalog/?p=2')
    expect(moved.status).toBe(301)
    expect(moved.headers.get('location')).toBe('/catalog/?p=2')
    const temporary = await get('/price/')
    expect(temporary.status).toBe(302)
    expect(temporary.headers.get('location')).toBe('/catalog/download/')
    // Spelled differently, the path is first normalised, then redirected.
    expect((await get('/Old-Catalog')).headers.get('location')).toBe('/old-catalog/')
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
    // Browsers and crawlers ask for /favicon.ico whatever the page names.
    const favicon = await get('/favicon.ico')
    expect(favicon.status).toBe(200)
    expect(favicon.headers.get('content-type')).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/)
    const html = await (await get('/')).text()
    const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1]
    expect(script).toBeTruthy()
    const asset = await get(script!)
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toContain('immutable')
  })
})
