import { Hono } from 'hono'
import * as v from 'valibot'
import type { Locale } from '../../../contract/site'
import type { AppEnv } from '../../context'
import { NotFound } from '../../domain-errors'
import { parseInput } from '../../http/validate'
import { translate } from '../../i18n'
import { findCategory } from '../../../contract/category-tree'
import { categoryTree } from './categories'
import { brandIndex } from './brand-index'
import { loadBrandPage } from './brand-page'
import { listProducts } from './listing'
import { parseListingQuery } from './listing-query'
import { viewerOf } from './product-cards'
import { loadProductDetail } from './product-detail'
import { catalogueReference, productCounts } from './reference'

const CategoryPath = v.pipe(
  v.string(),
  v.maxLength(300, 'api_invalid_value'),
  v.regex(/^[a-z0-9-]+(\/[a-z0-9-]+){0,2}$/, 'api_invalid_value'),
)

/** An id or a slug in a path: anything else names nothing. */
const isKey = (value: string) => /^[a-z0-9-]{1,200}$/.test(value)

const notFound = (locale: Locale) => new NotFound(translate('api_not_found', locale))

export const catalogueRoutes = new Hono<AppEnv>()
  .get('/catalog/categories/', async (c) => {
    const { ctx, locale } = c.var
    // Kept as the JSON text it is answered with: the catalogue page asks for the whole tree on every render.
    const text = await ctx.cache.get(`categories:json:${locale}`, async () =>
      JSON.stringify(await categoryTree(ctx, locale)),
    )
    return c.body(text, 200, { 'Content-Type': 'application/json' })
  })
  // A wildcard, not ':path{.+}/': when any module has a fixed path beside a parameter at one level, Hono's
  // RegExpRouter gives way to its TrieRouter, which does not match a parameter spanning several segments.
  .get('/catalog/categories/*', async (c) => {
    const locale = c.var.locale
    const raw = /\/catalog\/categories\/(.+)\/$/.exec(c.req.path)?.[1]
    if (raw === undefined) throw notFound(locale)
    const { path } = parseInput(v.object({ path: CategoryPath }), { path: raw }, locale)
    const node = findCategory(await categoryTree(c.var.ctx, locale), path)
    if (!node) throw notFound(locale)
    return c.json(node)
  })
  .get('/catalog/products/', async (c) => {
    const { ctx, locale } = c.var
    const viewer = viewerOf(c.var.user)
    const reference = await catalogueReference(ctx)
    const filter = parseListingQuery(new URL(c.req.url).searchParams, reference, viewer, locale)
    return c.json(await listProducts(ctx, reference, filter, viewer, locale))
  })
  .get('/catalog/products/:id/', async (c) => {
    const { ctx, locale } = c.var
    const id = c.req.param('id')
    if (!isKey(id)) throw notFound(locale)
    const product = await loadProductDetail(ctx, await catalogueReference(ctx), id, viewerOf(c.var.user), locale)
    if (!product) throw notFound(locale)
    return c.json(product)
  })
  .get('/pages/brand/', async (c) => {
    const { ctx, locale } = c.var
    const [reference, counts] = await Promise.all([catalogueReference(ctx), productCounts(ctx)])
    return c.json({ results: brandIndex(reference, counts, locale) })
  })
  .get('/pages/brand/:id/', async (c) => {
    const { ctx, locale } = c.var
    const id = c.req.param('id')
    if (!isKey(id)) throw notFound(locale)
    const brand = await loadBrandPage(ctx.db, id, locale)
    if (!brand) throw notFound(locale)
    return c.json(brand)
  })
