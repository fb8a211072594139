// The server-rendered HTML of every page that shows products carries no price, stock band or total for a
// guest: neither in the markup nor in the loader data the router serializes into the page. The same pages
// fetched as the demo buyer do carry them, which proves the check can see them.
import { beforeAll, describe, expect, inject, it } from 'vitest'
import type { ProductListResponse } from '../../contract/catalogue'
import type { PublicationList } from '../../contract/content'
import type { CategoryNode } from '../../contract/site'
import { findKeysInHtml } from '../fixtures/forbidden-keys'

let baseURL: string
let pages: string[]

async function html(path: string, token?: string): Promise<string> {
  const response = await fetch(`${baseURL}${path}`, {
    headers: token ? { cookie: `session=${token}; csrftoken=e2e` } : {},
  })
  expect(response.status, path).toBe(200)
  return response.text()
}

beforeAll(async () => {
  baseURL = inject('baseURL')
  const tree = (await (await fetch(`${baseURL}/api/catalog/categories/`)).json()) as CategoryNode[]
  const top = tree.find((node) => node.children.length > 0)!
  const leaf = top.children[0]!
  const listing = (await (
    await fetch(`${baseURL}/api/catalog/products/?path=${top.path}`)
  ).json()) as ProductListResponse
  const product = listing.products[0]!
  const brand = listing.brands[0]!
  const search = encodeURIComponent(product.title.split(' ')[0]!)
  // A sales action lists its goods.
  const sale = ((await (await fetch(`${baseURL}/api/pages/sales/actions/`)).json()) as PublicationList).results[0]!
  pages = [
    '/',
    '/catalog/',
    `/catalog/${top.path}/`,
    `/catalog/${leaf.path}/?p=2&o=-sku&v=rows`,
    `/catalog/${top.path}/?b=${brand.slug}&ps=96`,
    `/brand/${brand.slug}/`,
    `/product/${product.slug}/`,
    `/search/?q=${search}`,
    `/en/catalog/${top.path}/`,
    `/en/product/${product.slug}/`,
    `/en/search/?q=toy`,
    sale.url,
    `/en${sale.url}`,
  ]
})

describe('server-rendered pages', () => {
  it('give a guest no price, stock or total anywhere in the HTML', async () => {
    for (const path of pages) {
      const page = await html(path)
      expect(findKeysInHtml(page), path).toEqual([])
      expect(page, path).not.toContain('₽')
    }
  })

  it('give the signed-in buyer prices and stock bands on the listing and product pages', async () => {
    const token = inject('buyerToken')
    for (const path of pages.filter((item) => /catalog\/.+|product|brand|search/.test(item))) {
      const keys = new Set(findKeysInHtml(await html(path, token)))
      expect([...keys].sort(), path).toEqual(expect.arrayContaining(['amount', 'price']))
    }
  })
})
