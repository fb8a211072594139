// Model-based test of the catalogue query machine: the shortest path to every transition of the machine is
// replayed against a live actor whose fetches are settled by hand and whose show-all delay runs on a fake clock;
// an inspector records what the actor went through, and the file ends by checking that this is every state and
// every transition the machine declares. Focused tests of the listing rules follow.
import { createTestModel } from '@xstate/graph'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, type Actor } from 'xstate'
import {
  catalogueQueryMachine,
  type CatalogueQueryEvent,
  type FetchPageInput,
} from '../../machines/catalogue-query.machine'
import type { ListingPage } from '../../contract/catalogue'
import { SHOW_ALL_DELAY_MS, type CatalogueQuery } from '../../contract/catalogue-query'
import { FIRST_PAGE_QUERY, listPage } from './catalogue-query-fixtures'
import { passDelay, runOnFakeClock } from './harness/clock'
import { coverageRecorder, expectWholeMachineTaken } from './harness/coverage'
import { deferredCall, settle, type DeferredCall } from './harness/deferred-call'
import { actorDone, actorError, delayPassed, testModelMachine } from './harness/model-machine'
import { modelParams, pathTitle, testPaths } from './harness/paths'
import { transitionKeys } from './harness/state-keys'

const DONE = actorDone('fetchPage')
const ERROR = actorError('fetchPage')
const AFTER_DELAY = delayPassed('showAllDelay', 'catalogueQuery.showAll.waiting')

type ModelEvent =
  | CatalogueQueryEvent
  | { type: typeof DONE; output: ListingPage }
  | { type: typeof ERROR; error: Error }
  | { type: typeof AFTER_DELAY }

const SYNCED: CatalogueQuery = { ...FIRST_PAGE_QUERY, page: 2, lists: { brands: [], colors: ['red'], options: [] } }

const events: ModelEvent[] = [
  { type: 'filter.toggle', filter: 'brands', value: 'acme' },
  { type: 'flag.toggle', flag: 'onlyNew' },
  { type: 'filter.clear', filters: ['brands'] },
  { type: 'filters.clear' },
  { type: 'sort.choose', sort: 'price' },
  { type: 'pageSize.choose', size: 48 },
  { type: 'availability.toggle' },
  { type: 'page.go', page: 2 },
  { type: 'view.choose', view: 'rows' },
  { type: 'query.sync', query: SYNCED },
  { type: 'query.sync', query: { ...FIRST_PAGE_QUERY, view: 'rows' } },
  { type: 'showAll.start' },
  { type: 'mobile.filters' },
  { type: 'mobile.categories' },
  { type: 'mobile.close' },
  { type: 'fetch.retry' },
  { type: DONE, output: listPage(1) },
  { type: ERROR, error: new Error('offline') },
  { type: AFTER_DELAY },
]

const modelFor = (result: ListingPage | null) =>
  createTestModel(testModelMachine(catalogueQueryMachine), {
    events,
    input: { query: FIRST_PAGE_QUERY, result, buyer: true },
    serializeState: transitionKeys(),
  })

const model = modelFor(listPage(1))
// Without a first page from the route the machine starts by fetching it; from there on the paths are the same,
// so one of them is enough.
const [startWithoutPage] = modelFor(null)
  .getShortestPaths()
  .sort((a, b) => a.steps.length - b.steps.length)

const coverage = coverageRecorder()
let fetcher: DeferredCall<ListingPage, FetchPageInput>
let actor: Actor<typeof catalogueQueryMachine>

function start(result: ListingPage | null = listPage(1), buyer = true, query = FIRST_PAGE_QUERY) {
  fetcher = deferredCall<ListingPage, FetchPageInput>()
  const machine = catalogueQueryMachine.provide({ actors: { fetchPage: fetcher.logic } })
  actor = createActor(machine, { input: { query, result, buyer }, inspect: coverage.inspect }).start()
}

const context = () => actor.getSnapshot().context

const resolveWith = (page: ListingPage) => settle(actor, fetcher, { output: page })

const inFlightPage = () => {
  const [request, ...others] = fetcher.inFlight()
  expect(others).toEqual([])
  return request?.input.page
}

const stateChecks: Record<string, () => void> = {
  idle: () => {
    expect(fetcher.inFlight()).toEqual([])
    expect(context()).toMatchObject({ failed: false, showAll: false })
  },
  loading: () => {
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    expect(inFlightPage()).toBe(context().query.page)
    // The view mode may change while a request runs: it is not part of what is fetched.
    expect({ ...fetcher.inFlight()[0]?.input.query, view: context().query.view }).toEqual(context().query)
    expect(context().failed).toBe(false)
  },
  failed: () => {
    expect(fetcher.inFlight()).toEqual([])
    expect(context().failed).toBe(true)
    expect(context().result).not.toBeNull()
  },
  'showAll.fetching': () => {
    expect(inFlightPage()).toBe(context().loadedPages + 1)
    expect(context()).toMatchObject({ showAll: true, failed: false, query: { page: 1 } })
  },
  'showAll.waiting': () => {
    expect(fetcher.inFlight()).toEqual([])
    expect(context().showAll).toBe(true)
  },
  'showAll.failed': () => {
    expect(context()).toMatchObject({ showAll: true, failed: true })
  },
  'showAll.complete': () => {
    expect(fetcher.inFlight()).toEqual([])
    expect(context().loadedPages).toBe(3)
    expect(context().result?.products.map((product) => product.id)).toEqual([11, 12, 11, 12, 11, 12])
  },
}

const params = modelParams({
  actor: () => actor,
  states: stateChecks,
  events,
  on: {
    [DONE]: (event) => settle(actor, fetcher, event),
    [ERROR]: (event) => settle(actor, fetcher, event),
    // Not a moment before the delay: the next request waits the full SHOW_ALL_DELAY_MS.
    [AFTER_DELAY]: () => passDelay(actor, SHOW_ALL_DELAY_MS, () => fetcher.calls.length),
  },
})

runOnFakeClock()
afterEach(() => actor.stop())

describe('catalogue query machine: model', () => {
  testPaths(model.getShortestPaths(), params, { start: start })

  it(`without a first page: ${pathTitle(startWithoutPage!)}`, async () => {
    start(null)
    await startWithoutPage!.test(params)
  })
})

describe('catalogue query machine: listing rules', () => {
  it('fetches page 1 at once when the route brought no products', async () => {
    start(null)
    expect(actor.getSnapshot().value).toBe('loading')
    expect(fetcher.calls[0]?.input).toEqual({ query: FIRST_PAGE_QUERY, page: 1 })
    await resolveWith(listPage(1))
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('returns to page 1 and refetches on every filter, sort, page size and availability change', async () => {
    const changes: CatalogueQueryEvent[] = [
      { type: 'filter.toggle', filter: 'colors', value: 'red' },
      { type: 'flag.toggle', flag: 'onlySale' },
      { type: 'filter.clear', filters: ['colors'] },
      { type: 'sort.choose', sort: 'sku' },
      { type: 'pageSize.choose', size: 96 },
      { type: 'availability.toggle' },
    ]
    start(listPage(2), true, { ...FIRST_PAGE_QUERY, page: 2 })
    for (const change of changes) {
      actor.send({ type: 'page.go', page: 3 })
      await resolveWith(listPage(3))
      actor.send(change)
      expect(fetcher.calls.at(-1)?.input.page).toBe(1)
      expect(context().query.page).toBe(1)
      await resolveWith(listPage(1))
    }
    expect(context().query).toMatchObject({
      sort: 'sku',
      pageSize: 96,
      hideMissing: true,
      lists: { colors: [] },
      flags: { onlySale: true },
    })
  })

  it('changes the view without fetching or leaving the page', async () => {
    start(listPage(2), true, { ...FIRST_PAGE_QUERY, page: 2 })
    actor.send({ type: 'view.choose', view: 'rows' })
    expect(context().query).toMatchObject({ view: 'rows', page: 2 })
    expect(fetcher.calls).toEqual([])
  })

  it('toggles the sort buttons and sorts by price for buyers only', () => {
    start()
    const sorts = (['name', 'name', 'sku', 'sku', 'sku', 'price', 'new', 'sale', 'sale', 'hit'] as const).map(
      (sort) => {
        actor.send({ type: 'sort.choose', sort })
        return context().query.sort
      },
    )
    expect(sorts).toEqual(['-name', 'name', 'sku', '-sku', 'name', 'price', 'new', 'sale', 'name', 'hit'])
    actor.stop()

    start(listPage(1), false)
    actor.send({ type: 'sort.choose', sort: 'price' })
    actor.send({ type: 'availability.toggle' })
    expect(context().query).toEqual(FIRST_PAGE_QUERY)
    expect(fetcher.calls).toEqual([])
  })

  it('clears a label sort when new or sale goods are chosen (o=hit + n → n only)', async () => {
    start()
    actor.send({ type: 'sort.choose', sort: 'hit' })
    await resolveWith(listPage(1))
    actor.send({ type: 'flag.toggle', flag: 'onlyNew' })
    expect(context().query).toMatchObject({ sort: 'name', flags: { onlyNew: true } })
    expect(fetcher.calls.at(-1)?.input.query).toMatchObject({ sort: 'name', flags: { onlyNew: true } })
  })

  it('ignores a page outside the listing and the page already shown', () => {
    start()
    for (const page of [0, 1, 4, 1.5]) actor.send({ type: 'page.go', page })
    expect(fetcher.calls).toEqual([])
    actor.send({ type: 'page.go', page: 3 })
    expect(fetcher.calls[0]?.input.page).toBe(3)
  })

  it('lets a newer request supersede the one in flight', async () => {
    start()
    actor.send({ type: 'filter.toggle', filter: 'brands', value: 'acme' })
    actor.send({ type: 'filter.toggle', filter: 'brands', value: 'zoo' })
    const [older, newer] = fetcher.calls
    expect(older?.signal.aborted).toBe(true)
    expect(newer?.input.query.lists.brands).toEqual(['acme', 'zoo'])
    older?.resolve(listPage(9))
    await resolveWith(listPage(2))
    expect(context().result?.products[0]?.id).toBe(21)
  })

  it('keeps the products shown when a request fails, until a retry succeeds', async () => {
    start()
    actor.send({ type: 'flag.toggle', flag: 'onlyNew' })
    await settle(actor, fetcher, { error: new Error('offline') })
    expect(context()).toMatchObject({ failed: true, result: listPage(1), query: { flags: { onlyNew: true } } })
    actor.send({ type: 'fetch.retry' })
    expect(fetcher.calls[1]?.input.query.flags.onlyNew).toBe(true)
    await resolveWith(listPage(2))
    expect(context()).toMatchObject({ failed: false, result: listPage(2) })
  })

  it('shows all pages one by one, SHOW_ALL_DELAY_MS apart, then stays in show-all', async () => {
    start()
    actor.send({ type: 'showAll.start' })
    expect(context().showAll).toBe(true)
    expect(fetcher.calls.map((request) => request.input.page)).toEqual([2])
    await resolveWith(listPage(2))
    vi.advanceTimersByTime(SHOW_ALL_DELAY_MS - 1)
    expect(fetcher.calls).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(fetcher.calls.map((request) => request.input.page)).toEqual([2, 3])
    await resolveWith(listPage(3))
    vi.advanceTimersByTime(SHOW_ALL_DELAY_MS * 10)
    expect(fetcher.calls).toHaveLength(2)
    expect(actor.getSnapshot().value).toEqual({ showAll: 'complete' })
    expect(context().result?.products.map((product) => product.id)).toEqual([11, 12, 21, 22, 31, 32])

    actor.send({ type: 'view.choose', view: 'rows' })
    expect(context().showAll).toBe(true)
    actor.send({ type: 'sort.choose', sort: 'new' })
    expect(context().showAll).toBe(false)
    expect(fetcher.calls.at(-1)?.input).toMatchObject({ page: 1, query: { sort: 'new', page: 1 } })
    await resolveWith(listPage(1))
    expect(context().result?.products.map((product) => product.id)).toEqual([11, 12])
  })

  it('starts show-all from page 1 when another page is shown, and only when there is more than one page', async () => {
    start(listPage(1, 1))
    actor.send({ type: 'showAll.start' })
    expect(context().showAll).toBe(false)
    actor.stop()

    start(listPage(2, 2), true, { ...FIRST_PAGE_QUERY, page: 2 })
    actor.send({ type: 'showAll.start' })
    expect(context().query.page).toBe(1)
    expect(fetcher.calls[0]?.input.page).toBe(1)
    await resolveWith(listPage(1, 2))
    expect(context().result?.products.map((product) => product.id)).toEqual([11, 12])
    vi.advanceTimersByTime(SHOW_ALL_DELAY_MS)
    await resolveWith(listPage(2, 2))
    expect(context().result?.products.map((product) => product.id)).toEqual([11, 12, 21, 22])
    expect(actor.getSnapshot().value).toEqual({ showAll: 'complete' })
  })

  it('follows the URL on back and forward, fetching only when the products differ', async () => {
    start()
    actor.send({ type: 'query.sync', query: { ...FIRST_PAGE_QUERY, view: 'rows' } })
    expect(context().query.view).toBe('rows')
    expect(fetcher.calls).toEqual([])
    actor.send({ type: 'query.sync', query: SYNCED })
    expect(context().query).toEqual(SYNCED)
    expect(fetcher.calls[0]?.input).toEqual({ query: SYNCED, page: 2 })
    await resolveWith(listPage(2))
  })

  it('shows at most one of the mobile filter popup and the category panel', () => {
    start()
    actor.send({ type: 'mobile.filters' })
    expect(context().mobile).toBe('filters')
    actor.send({ type: 'mobile.categories' })
    expect(context().mobile).toBe('categories')
    actor.send({ type: 'filter.toggle', filter: 'brands', value: 'acme' })
    expect(context().mobile).toBe('categories')
    actor.send({ type: 'mobile.close' })
    expect(context().mobile).toBeNull()
  })
})

// Every generated path and focused test together must have taken the whole machine.
afterAll(() => expectWholeMachineTaken(coverage, catalogueQueryMachine))
