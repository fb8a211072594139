// catalog/menu/: the catalogue menu's tree, named by a version the pages carry; the answer for the current
// version may be cached for good, any other gets the current tree with the short caching.
import { describe, expect, it } from 'vitest'
import { menuTree, menuVersion } from '../../contract/category-tree'
import type { CategoryNode, MenuTreeResponse } from '../../contract/site'
import { setupApi } from '../fixtures/api-app'

const api = setupApi()

describe('GET /api/catalog/menu/', () => {
  it('answers the tree as links with counts, under the version the pages compute from vars/', async () => {
    const { status, body } = await api.json<MenuTreeResponse>('/api/catalog/menu/')
    expect(status).toBe(200)
    const { body: tree } = await api.json<CategoryNode[]>('/api/catalog/categories/')
    expect(body.categories).toEqual(menuTree(tree))
    expect(body.version).toBe(menuVersion(body.categories))
    expect(Object.keys(body.categories[0]!).sort()).toEqual(['children', 'count', 'path', 'title'])
  })

  it('may be cached for good when asked by its version, briefly otherwise', async () => {
    const { body } = await api.json<MenuTreeResponse>('/api/catalog/menu/')
    const current = await api.request(`/api/catalog/menu/?v=${body.version}`)
    expect(current.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const old = await api.request('/api/catalog/menu/?v=0')
    expect(old.status).toBe(200)
    expect(old.headers.get('cache-control')).toBe('public, max-age=60')
    expect(((await old.json()) as MenuTreeResponse).version).toBe(body.version)
  })

  it('refuses a malformed version with a field error in the page language', async () => {
    const ru = await api.json<Record<string, string[]>>('/api/catalog/menu/?v=%3Cscript%3E')
    expect(ru.status).toBe(400)
    expect(ru.body.v?.[0]).toMatch(/[а-я]/)
    const en = await api.json<Record<string, string[]>>('/api/en/catalog/menu/?v=%3Cscript%3E')
    expect(en.body.v?.[0]).toMatch(/^[\x20-\x7e]+$/)
  })
})
