// What a guest's first load of a page downloads before any interaction: the scripts and module preloads its HTML
// names. None of them holds a state machine (xstate and the machines load after hydration, decisions 031 and 035),
// nor TanStack Start's client of server functions, which the storefront has none of (decision 035).
import { beforeAll, describe, expect, inject, it } from 'vitest'
import type { ProductDetail, ProductListResponse } from '../../contract/catalogue'
import type { CategoryNode } from '../../contract/site'

let baseURL: string
let pages: string[]

async function get(path: string): Promise<string> {
  const response = await fetch(`${baseURL}${path}`)
  expect(response.status, path).toBe(200)
  return response.text()
}

/** The paths of the scripts and module preloads a page's HTML names. */
function firstLoadScripts(html: string): string[] {
  const tags = (html.match(/<(?:script|link)\b[^>]*>/g) ?? []).filter(
    (tag) => tag.startsWith('<script') || /\brel="modulepreload"/.test(tag),
  )
  return tags.map((tag) => /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1]).filter((path) => path !== undefined)
}

beforeAll(async () => {
  baseURL = inject('baseURL')
  const tree = JSON.parse(await get('/api/catalog/categories/')) as CategoryNode[]
  const category = tree.find((node) => node.children.length > 0)!.children[0]!
  let spinning: ProductDetail | undefined
  for (let page = 1; !spinning; page += 1) {
    const list = JSON.parse(await get(`/api/catalog/products/?ps=96&p=${page}`)) as ProductListResponse
    for (const card of list.products) {
      const product = JSON.parse(await get(`/api/catalog/products/${card.slug}/`)) as ProductDetail
      if (product.spin_images.length > 0) spinning = product
      if (spinning) break
    }
    if (!spinning && page >= list.pages) throw new Error('no product of the catalogue has 360° frames')
  }
  pages = ['/', '/catalog/', `/catalog/${category.path}/`, `/product/${spinning!.slug}/`, '/search/?q=корм']
})

describe("a guest's first load", () => {
  it('names no machine and no server-function client on home, listings, search and a 360° product', async () => {
    for (const page of pages) {
      const scripts = firstLoadScripts(await get(page))
      expect(scripts.length, page).toBeGreaterThan(1)
      for (const script of scripts) {
        const code = await get(script)
        expect(code.includes('xstate.init'), `${page}: ${script} holds xstate`).toBe(false)
        expect(code.includes('x-tsr-serverFn'), `${page}: ${script} holds the server-function client`).toBe(false)
      }
    }
  })
})
