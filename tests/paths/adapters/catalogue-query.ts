// The catalogue listing of a category of three pages, as the buyer (the in-stock toggle is the buyer's): its
// filters in the sidebar (behind the "Filters" popup on a phone), the toolbar, the pager, show-all, the mobile
// panels and the browser's back button. Every listing request (catalog/products/?path=…) is held until the path
// answers it; the page runs on Playwright's clock, paused once loaded, so the show-all pause passes when the
// path says. Each state is checked by the address (the query), the list's busy mark, the error with its retry,
// the view, the panels open and the products shown.
//
// The phone layout has the panels' buttons and no in-stock toggle (SPEC: a desktop control); the desktop layout
// the reverse. A visitor reaches the other layout's control by resizing: on a desktop the window is narrowed
// to open a panel, on a phone (a tablet turned) it is widened for the toggle; then it is put back.
import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import type { ProductListResponse } from '../../../contract/catalogue'
import { DEFAULT_SORT, SHOW_ALL_DELAY_MS, type CatalogueQuery } from '../../../contract/catalogue-query'
import type { CategoryNode } from '../../../contract/site'
import { catalogueQueryMachine, type CatalogueQueryContext } from '../../../machines/catalogue-query.machine'
import { m } from '../../../messages/compiled/messages.js'
import { serializeCatalogueQuery } from '../../../src/lib/catalogue/query-url'
import type { PathAdapter, PathDriver, Viewport } from '../adapter'
import { eventually } from '../eventually'
import { VIEWPORTS, type PathSession } from '../session'
import {
  AFTER_SHOW_ALL_DELAY,
  BRAND,
  EXCLUDED,
  FETCHED,
  FETCH_FAILED,
  INPUT,
  PAGES,
  catalogueQueryModel,
  catalogueQueryPaths,
  type ModelEvent,
} from './catalogue-query.model'

type Category = { path: string; listing: ProductListResponse }

/** A category whose listing has the model's three pages, new goods and a brand to pick. */
async function chooseCategory(session: PathSession): Promise<Category> {
  const flat = (nodes: CategoryNode[]): CategoryNode[] => nodes.flatMap((node) => [node, ...flat(node.children)])
  const tree = await session.api<CategoryNode[]>('GET', 'catalog/categories/')
  for (const node of flat(tree).filter(({ count }) => count > 48 && count <= 72)) {
    const listing = await session.api<ProductListResponse>('GET', `catalog/products/?path=${node.path}`)
    if (listing.pages === PAGES && listing.new > 0 && listing.brands.length > 0) return { path: node.path, listing }
  }
  throw new Error(`the demo catalogue has no category of ${PAGES} pages with new goods and brands`)
}

/** Runs `work` in `viewport`'s layout, resizing the window there and back when the path's viewport differs. */
async function inLayout(page: Page, session: PathSession, viewport: Viewport, work: () => Promise<void>) {
  if (session.viewport === viewport) return work()
  const size = (which: Viewport) => ({ width: VIEWPORTS[which].width, height: VIEWPORTS[which].height })
  await page.setViewportSize(size(viewport))
  try {
    await work()
  } finally {
    await page.setViewportSize(size(session.viewport))
  }
}

async function open(session: PathSession): Promise<PathDriver> {
  const { page, t } = session
  const { path, listing } = await chooseCategory(session)
  const brand = listing.brands[0]!
  const held = await session.hold({
    url: (url) => url.pathname.endsWith('/catalog/products/') && url.searchParams.get('path') === path,
  })
  await page.clock.install()
  await session.open(`/catalog/${path}/`)
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)

  const products = page.locator('ul[data-view]')
  const cards = products.locator('article[data-product-id]')
  const failure = page.getByRole('alert').filter({ hasText: t(m.listing_error) })
  const pager = page.getByRole('navigation', { name: t(m.listing_pagination) })
  const filtersDialog = page.getByRole('dialog', { name: t(m.listing_filters) })
  const categoriesDialog = page.getByRole('dialog', { name: t(m.listing_categories) })
  const mobileButton = (panel: 'filters' | 'categories') =>
    panel === 'filters'
      ? page.getByRole('button', { name: new RegExp(`^${t(m.listing_filters)}`) })
      : page.getByRole('button', { name: t(m.listing_categories), exact: true })
  const group = (scope: Locator, title: string) => scope.locator('fieldset').filter({ hasText: title })

  /** The filter panel: the sidebar on a desktop, the popup a phone opens for it and closes after. */
  async function inFilters(work: (scope: Locator) => Promise<void>) {
    if (session.viewport === 'desktop') return work(page.locator('aside'))
    await mobileButton('filters').click()
    await filtersDialog.waitFor()
    await work(filtersDialog)
    await filtersDialog.getByRole('button', { name: t(m.alert_close) }).click()
    await filtersDialog.waitFor({ state: 'detached' })
  }

  async function openPanel(panel: 'filters' | 'categories') {
    await inLayout(page, session, 'mobile', async () => {
      // The open panel is modal: its own close comes first, as a person would do.
      for (const dialog of [filtersDialog, categoriesDialog])
        if (await dialog.isVisible()) await dialog.getByRole('button', { name: t(m.alert_close) }).click()
      await mobileButton(panel).click()
      await (panel === 'filters' ? filtersDialog : categoriesDialog).waitFor()
    })
  }

  async function act(event: ModelEvent) {
    switch (event.type) {
      case 'filter.toggle': {
        return inFilters(async (scope) => {
          const option = group(scope, t(m.listing_filter_brands)).locator('label').first()
          expect(await option.textContent()).toContain(brand.title)
          await option.getByRole('checkbox').click()
        })
      }
      case 'flag.toggle':
        return inFilters((scope) => scope.getByRole('checkbox', { name: t(m.listing_filter_new) }).click())
      case 'filter.clear':
        return inFilters((scope) =>
          scope
            .getByRole('button', { name: t(m.listing_clear_group_named, { group: t(m.listing_filter_brands) }) })
            .click(),
        )
      case 'filters.clear':
        return inFilters((scope) => scope.getByRole('button', { name: t(m.listing_clear_all), exact: true }).click())
      case 'sort.choose':
        return page.locator(`[data-sort="${event.sort}"]`).click()
      case 'pageSize.choose':
        return void (await page.getByLabel(t(m.listing_page_size)).selectOption(String(event.size)))
      case 'availability.toggle':
        return inLayout(page, session, 'desktop', () => page.getByLabel(t(m.listing_hide_missing)).click())
      case 'page.go':
        return pager.getByRole('link', { name: t(m.listing_page, { page: event.page }), exact: true }).click()
      case 'view.choose':
        return page.locator(`button[data-view="${event.view}"]`).click()
      case 'showAll.start':
        return page.getByRole('button', { name: t(m.listing_show_all), exact: true }).click()
      case 'mobile.filters':
        return openPanel('filters')
      case 'mobile.categories':
        return openPanel('categories')
      case 'mobile.close':
        return page
          .getByRole('dialog')
          .getByRole('button', { name: t(m.alert_close) })
          .click()
      case 'fetch.retry':
        return failure.getByRole('button', { name: t(m.listing_retry) }).click()
      case 'query.sync':
        return void (await page.goBack())
      case FETCHED:
        return expect((await held.release())?.status()).toBe(200)
      case FETCH_FAILED:
        return held.answer(500, { detail: 'Server error' })
      case AFTER_SHOW_ALL_DELAY:
        return page.clock.runFor(SHOW_ALL_DELAY_MS)
    }
  }

  /** The address the query makes, with the model's brand as the category's. */
  const addressOf = (query: CatalogueQuery) =>
    serializeCatalogueQuery(
      {
        ...query,
        lists: { ...query.lists, brands: query.lists.brands.map((slug) => (slug === BRAND ? brand.slug : slug)) },
      },
      DEFAULT_SORT,
    )

  /** How many cards the page lists for the whole category, or null where a filter decides. */
  const unfilteredCards = ({ query, showAll, loadedPages }: CatalogueQueryContext) => {
    const filtered = Object.values(query.lists).some((values) => values.length > 0) || query.flags.onlyNew
    if (filtered || query.hideMissing) return null
    if (showAll) return Math.min(loadedPages * query.pageSize, listing.total)
    return Math.min(query.pageSize, listing.total - (query.page - 1) * query.pageSize)
  }

  return {
    act: async (step) => {
      await act(step.event as ModelEvent)
      const after = step.advance()
      // A choice that changes the products asks for them: the request is there before the state is checked.
      if (after.hasTag('loading') && !step.before.hasTag('loading')) await held.next()
    },
    check: async (state) => {
      const context = state.context as CatalogueQueryContext
      const loading = state.hasTag('loading')
      await eventually(() =>
        expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual(addressOf(context.query)),
      )
      await eventually(async () => expect(await products.getAttribute('aria-busy')).toBe(String(loading)))
      expect(held.waiting).toHaveLength(loading ? 1 : 0)
      expect(await products.getAttribute('data-view')).toBe(context.query.view)
      expect(await failure.count()).toBe(context.failed ? 1 : 0)
      expect(await filtersDialog.isVisible()).toBe(context.mobile === 'filters')
      expect(await categoriesDialog.isVisible()).toBe(context.mobile === 'categories')
      // Loading or failed, the page still shows the last answer: its cards and pager are those of another query.
      const expected = state.matches('idle') || context.showAll ? unfilteredCards(context) : null
      // The pager shows unless all pages are on the page (filtered, a listing may have one page only).
      if (context.showAll || expected !== null) expect(await pager.count()).toBe(context.showAll ? 0 : 1)
      if (expected !== null && (!loading || context.showAll))
        await eventually(async () => expect(await cards.count()).toBe(expected))
      if (context.showAll) {
        const progress = page
          .getByRole('status')
          .filter({ hasText: t(m.listing_loading_all, { loaded: expected ?? 0, total: listing.total }) })
        expect(await progress.count()).toBe(state.matches({ showAll: 'complete' }) ? 0 : 1)
      }
    },
    describe: async () =>
      `${page.url()}: ${await cards.count()} cards, busy ${await products.getAttribute('aria-busy')}, ` +
      `${held.waiting.length} requests held, failure shown ${await failure.count()}`,
  }
}

export const catalogueQueryAdapter: PathAdapter = {
  name: 'catalogue-query',
  machine: catalogueQueryMachine,
  model: catalogueQueryModel,
  input: INPUT,
  paths: catalogueQueryPaths,
  excluded: EXCLUDED,
  as: 'buyer',
  open,
}
