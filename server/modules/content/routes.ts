// Content pages of SPEC section 7 (pages/…): parse the request, call the page family's service, answer.
// The flat-page catch-all comes last so it never shadows a named page.
import { Hono, type Context } from 'hono'
import type { Locale } from '../../../contract/site'
import type { AppEnv } from '../../context'
import { InvalidFields, NotFound } from '../../domain-errors'
import { parseInput, queryObject } from '../../http/validate'
import { translate } from '../../i18n'
import { viewerOf } from '../catalogue/product-cards'
import { loadAboutPage, loadContactsPage, loadFaqPage, loadPartnersPage, loadTeamPage } from './company'
import { loadHomePage } from './homepage'
import { loadPage } from './page-rows'
import {
  categoriesWithCounts,
  listPublications,
  loadPublication,
  loadSectionPage,
  publicationCategoryId,
  type PublicationKind,
} from './publications'
import { CityQuery, isKey, PublicationDetailQuery, PublicationListQuery } from './query'
import { loadCityShops, loadShopsData } from './shops'
import { loadVacanciesPage, loadVacancy } from './vacancies'

type C = Context<AppEnv>

const notFound = (locale: Locale) => new NotFound(translate('api_not_found', locale))

/** Answers the loaded value, or 404 when there is none. */
async function found<T>(c: C, value: Promise<T | null>) {
  const result = await value
  if (result === null) throw notFound(c.var.locale)
  return c.json(result)
}

/** A page of the `pages` table served at a fixed path. */
const page = (slug: string) => async (c: C) => found(c, loadPage(c.var.ctx.db, slug, c.var.locale))

/** DD-MM-YYYY of a page URL as an ISO date; a day that does not exist is a 400. */
function isoDateOf(urlDate: string, locale: Locale): string {
  const [day, month, year] = urlDate.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw new InvalidFields({ date: [translate('content_invalid_date', locale)] })
  }
  return date.toISOString().slice(0, 10)
}

const publicationList = (kind: PublicationKind) => async (c: C) => {
  const { ctx, locale } = c.var
  const query = parseInput(PublicationListQuery, queryObject(c.req.url), locale)
  const categoryId =
    query.category === undefined ? null : await publicationCategoryId(ctx.db, kind, query.category, locale)
  return found(
    c,
    listPublications(ctx.db, kind, { page: query.page, pageSize: query.limit ?? query.page_size, categoryId }, locale),
  )
}

const publicationDetail = (kind: PublicationKind) => async (c: C) => {
  const { ctx, locale } = c.var
  const key = c.req.param('id') ?? ''
  const query = parseInput(PublicationDetailQuery, queryObject(c.req.url), locale)
  if (!isKey(key)) throw notFound(locale)
  const isoDate = query.date === undefined ? null : isoDateOf(query.date, locale)
  return found(c, loadPublication(ctx.db, kind, key, isoDate, viewerOf(c.var.user), locale))
}

export const contentRoutes = new Hono<AppEnv>()
  .get('/pages/homepage/', (c) =>
    found(c, loadHomePage(c.var.ctx.db, c.var.ctx.cache, viewerOf(c.var.user), c.var.locale, c.var.ctx.env)),
  )
  .get('/pages/about/', (c) => found(c, loadAboutPage(c.var.ctx.db, c.var.locale, c.var.ctx.env)))
  .get('/pages/teampage/', (c) => found(c, loadTeamPage(c.var.ctx.db, c.var.locale)))
  .get('/pages/contactspage/', (c) => found(c, loadContactsPage(c.var.ctx.db, c.var.locale)))
  .get('/pages/partnerspage/', (c) => found(c, loadPartnersPage(c.var.ctx.db, c.var.locale)))
  .get('/pages/faq/', (c) => found(c, loadFaqPage(c.var.ctx.db, c.var.locale, c.var.ctx.env)))
  .get('/pages/registrationpage/', page('registration'))
  .get('/pages/cart/', page('cart'))
  .get('/pages/shops/page/', page('shops'))
  .get('/pages/shops/data/', async (c) => c.json(await loadShopsData(c.var.ctx.db, c.var.locale)))
  .get('/pages/shops/shops/', async (c) => {
    const { ctx, locale } = c.var
    const { city } = parseInput(CityQuery, queryObject(c.req.url), locale)
    const result = await loadCityShops(ctx.db, city, locale)
    if (!result) throw notFound(locale)
    return c.json(result)
  })
  .get('/pages/info/page/', (c) => found(c, loadSectionPage(c.var.ctx.db, 'info', c.var.locale)))
  .get('/pages/info/publications/', publicationList('info'))
  .get('/pages/info/publications/:id/', publicationDetail('info'))
  .get('/pages/sales/page/', (c) => found(c, loadSectionPage(c.var.ctx.db, 'sales', c.var.locale)))
  .get('/pages/sales/actions/', publicationList('sales'))
  .get('/pages/sales/actions/:id/', publicationDetail('sales'))
  .get('/pages/sales/categories/', async (c) =>
    c.json({ results: await categoriesWithCounts(c.var.ctx.db, 'sales', c.var.locale) }),
  )
  .get('/pages/vacancies/', (c) => found(c, loadVacanciesPage(c.var.ctx.db, c.var.locale)))
  .get('/pages/vacancies/:id/', async (c) => {
    const key = c.req.param('id')
    if (!isKey(key)) throw notFound(c.var.locale)
    return found(c, loadVacancy(c.var.ctx.db, key, c.var.locale))
  })
  // A wildcard, not '/pages/:slug/': beside the catalogue's '/pages/brand/:id/' a param route makes Hono's
  // RegExpRouter give way to the TrieRouter, which then misses 'catalog/categories/:path{.+}/'.
  .get('/pages/*', async (c) => {
    const slug = /\/pages\/([^/]+)\/$/.exec(c.req.path)?.[1] ?? ''
    if (!isKey(slug)) throw notFound(c.var.locale)
    return found(c, loadPage(c.var.ctx.db, slug, c.var.locale))
  })
