import { describe, expect, it } from 'vitest'
import type { CategoryNode, CountriesResponse, RedirectAnswer, VarsResponse } from '../../contract/site'
import { setupApi } from '../fixtures/api-app'

const api = setupApi()

const depthOf = (nodes: CategoryNode[]): number =>
  nodes.length ? 1 + Math.max(...nodes.map((node) => depthOf(node.children))) : 0

describe('GET /api/vars/', () => {
  it('returns settings, menus, the category tree, header and footer in Russian', async () => {
    const { status, body } = await api.json<VarsResponse>('/api/vars/')
    expect(status).toBe(200)
    expect(body.settings.site_name).toMatch(/^Витрина/)
    expect(body.settings.labels.map((label) => label.slug)).toEqual(expect.arrayContaining(['new', 'hit', 'sale']))
    expect(body.settings.noimage).toMatch(/^\/media\//)
    expect(typeof body.settings.cookie_bar_text).toBe('string')
    expect(body.menus.map((menu) => menu.slug)).toEqual(expect.arrayContaining(['main', ...body.footer.menus]))
    expect(body.footer.menus).toHaveLength(3)
    expect(body.header.menus[0]).toBe('main')
    expect(body.header.phone).toMatch(/\d/)
    expect(depthOf(body.categories)).toBe(3)
  })

  it('answers in English under /api/en/', async () => {
    const [ru, en] = await Promise.all([api.json<VarsResponse>('/api/vars/'), api.json<VarsResponse>('/api/en/vars/')])
    expect(en.status).toBe(200)
    expect(en.body.settings.site_name).toMatch(/^Vitrina/)
    expect(en.body.categories[0]?.title).not.toBe(ru.body.categories[0]?.title)
    expect(en.body.categories[0]?.title).toMatch(/^[\x20-\x7e]+$/)
  })

  it('carries no product price or stock', async () => {
    const text = await (await api.request('/api/vars/')).text()
    expect(text).not.toMatch(/"(price|amount|stock)"/)
  })
})

describe('GET /api/catalog/categories/', () => {
  it('lists the three-level tree with counts that add up', async () => {
    const { status, body } = await api.json<CategoryNode[]>('/api/catalog/categories/')
    expect(status).toBe(200)
    expect(body.length).toBeGreaterThan(3)
    const all = body.flatMap(function walk(node): CategoryNode[] {
      return [node, ...node.children.flatMap(walk)]
    })
    expect(all.length).toBeGreaterThanOrEqual(60)
    for (const node of all) {
      if (node.children.length)
        expect(node.count).toBeGreaterThanOrEqual(node.children.reduce((sum, child) => sum + child.count, 0))
      expect(node.path.split('/')).toHaveLength(node.categories_path.length + 1)
    }
    expect(body.reduce((sum, root) => sum + root.count, 0)).toBe(600)
  })

  it('returns one category by its path, with breadcrumbs and children', async () => {
    const tree = (await api.json<CategoryNode[]>('/api/catalog/categories/')).body
    const leaf = tree[0]!.children[0]!.children[0]!
    const { status, body } = await api.json<CategoryNode>(`/api/catalog/categories/${leaf.path}/`)
    expect(status).toBe(200)
    expect(body.title).toBe(leaf.title)
    expect(body.categories_path.map((crumb) => crumb.path)).toEqual([tree[0]!.path, tree[0]!.children[0]!.path])
    const middle = await api.json<CategoryNode>(`/api/catalog/categories/${tree[0]!.children[0]!.path}/`)
    expect(middle.body.children.map((child) => child.id)).toContain(leaf.id)
  })

  it('answers 404 for an unknown path and 400 for a malformed one', async () => {
    const missing = await api.json<{ detail: string }>('/api/catalog/categories/no-such-category/')
    expect(missing.status).toBe(404)
    expect(missing.body.detail).toBeTruthy()
    const malformed = await api.json<Record<string, string[]>>('/api/catalog/categories/BAD%20PATH!/')
    expect(malformed.status).toBe(400)
    expect(malformed.body.path?.[0]).toBe('Недопустимое значение')
    const tooDeep = await api.json('/api/catalog/categories/a/b/c/d/')
    expect(tooDeep.status).toBe(400)
  })
})

describe('GET /api/handbooks/countries/', () => {
  it('lists countries with the SPEC limit of 400, Russia first', async () => {
    const { status, body } = await api.json<CountriesResponse>('/api/handbooks/countries/?limit=400')
    expect(status).toBe(200)
    expect(body.count).toBeGreaterThanOrEqual(30)
    expect(body.results[0]).toMatchObject({ code: 'RU', title: 'Россия' })
    const en = await api.json<CountriesResponse>('/api/en/handbooks/countries/?limit=2&offset=0')
    expect(en.body.results).toHaveLength(2)
    expect(en.body.results[0]?.title).toBe('Russia')
  })

  it('refuses a bad limit with a localized field error', async () => {
    for (const query of ['limit=abc', 'limit=-1', 'limit=0', 'offset=1.5', 'limit=99999999999']) {
      const { status, body } = await api.json<Record<string, string[]>>(`/api/en/handbooks/countries/?${query}`)
      expect(status, query).toBe(400)
      expect(Object.keys(body).length, query).toBe(1)
      expect(Object.values(body)[0]?.[0], query).toMatch(/number|value/i)
    }
  })
})

describe('GET /api/seo/has-redirect/', () => {
  it('answers a staff-managed redirect for a path in any spelling', async () => {
    for (const url of ['/old-catalog/', '/Old-Catalog', 'https://vitrina.example/old-catalog/?x=1']) {
      const { status, body } = await api.json<RedirectAnswer>(`/api/seo/has-redirect/?url=${encodeURIComponent(url)}`)
      expect(status, url).toBe(200)
      expect(body, url).toEqual({ to_url: '/catalog/', status: 301 })
    }
  })

  it('answers nulls when there is no redirect, and 400 without a url', async () => {
    expect((await api.json('/api/seo/has-redirect/?url=/catalog/')).body).toEqual({ to_url: null, status: null })
    const missing = await api.json<Record<string, string[]>>('/api/seo/has-redirect/')
    expect(missing.status).toBe(400)
    expect(missing.body.url).toEqual(['Обязательное поле'])
  })
})

describe('API conventions', () => {
  it('reports health with the database reachable', async () => {
    expect(await api.json('/api/health/')).toMatchObject({ status: 200, body: { status: 'ok', database: 'ok' } })
  })

  it('answers unknown paths with a localized JSON 404', async () => {
    const ru = await api.json<{ detail: string }>('/api/no-such-endpoint/')
    expect(ru.status).toBe(404)
    expect(ru.response.headers.get('content-type')).toMatch(/application\/json/)
    expect(ru.body.detail).toBe('Не найдено.')
    expect((await api.json<{ detail: string }>('/api/en/no-such-endpoint/')).body.detail).toBe('Not found.')
  })

  it('tags every answer with a request id, keeping a sane incoming one', async () => {
    const fresh = await api.request('/api/health/')
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    const kept = await api.request('/api/health/', { headers: { 'X-Request-Id': 'lb-1234' } })
    expect(kept.headers.get('x-request-id')).toBe('lb-1234')
    const replaced = await api.request('/api/health/', { headers: { 'X-Request-Id': '<script>' } })
    expect(replaced.headers.get('x-request-id')).not.toBe('<script>')
  })

  it('ignores malformed or unknown bearer tokens instead of failing', async () => {
    for (const authorization of ['Bearer', 'Bearer short', 'Basic abc', `Bearer ${'x'.repeat(40)}`]) {
      const { status } = await api.json('/api/vars/', { headers: { authorization } })
      expect(status, authorization).toBe(200)
    }
  })
})
