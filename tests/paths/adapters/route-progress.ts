// The route progress bar, as a guest going from product to product by the "next product" link: each navigation's
// product request is held until the path lets it through, and the page runs on Playwright's clock, paused once
// the first page has loaded, so the throttle and the fade-out pass only when the path says (`runFor`). Waiting
// shows no bar and leaves the old page; running and finishing show the bar in that state; idle shows none.
import { TestModel } from '@xstate/graph'
import type { AnyMachineSnapshot } from 'xstate'
import { expect } from 'vitest'
import type { ProductDetail, ProductListResponse } from '../../../contract/catalogue'
import {
  PROGRESS_FINISH_MS,
  PROGRESS_THROTTLE_MS,
  routeProgressMachine,
} from '../../../machines/route-progress.machine'
import { m } from '../../../messages/compiled/messages.js'
import { delayPassed, testModelMachine } from '../../machines/harness/model-machine'
import { transitionKeys } from '../../machines/harness/state-keys'
import type { PathAdapter, PathDriver } from '../adapter'
import { eventually } from '../eventually'
import { coveringPaths, lazyPaths, offeredOnly } from '../model-paths'
import type { PathSession } from '../session'

const AFTER_THROTTLE = delayPassed('throttle', 'routeProgress.waiting')
const AFTER_FINISH = delayPassed('finish', 'routeProgress.finishing')

const routeProgressModel = testModelMachine(routeProgressMachine)

function offered(state: AnyMachineSnapshot) {
  if (state.matches('waiting')) return [{ type: 'progress.done' }, { type: AFTER_THROTTLE }]
  if (state.matches('running')) return [{ type: 'progress.done' }]
  if (state.matches('finishing')) return [{ type: 'progress.start' }, { type: AFTER_FINISH }]
  return [{ type: 'progress.start' }]
}

const model = new TestModel(routeProgressModel, {
  ...offeredOnly(routeProgressModel),
  events: offered,
  serializeState: transitionKeys(),
})

const paths = lazyPaths(() => coveringPaths(model.getShortestPaths(), routeProgressModel, undefined))

/** The longest chain of navigations a path takes: that many "next product" links must follow the first. */
const navigationsNeeded = () =>
  Math.max(...paths().map((path) => path.steps.filter((step) => step.event.type === 'progress.start').length))

/** A product followed by enough next ones in its category, each as the "next" link names it. */
async function productChain(session: PathSession, length: number): Promise<ProductDetail[]> {
  const listing = await session.api<ProductListResponse>('GET', 'catalog/products/')
  for (const card of listing.products) {
    const chain = [await session.api<ProductDetail>('GET', `catalog/products/${card.slug}/`)]
    while (chain.length <= length && chain.at(-1)!.next)
      chain.push(await session.api<ProductDetail>('GET', `catalog/products/${chain.at(-1)!.next!.slug}/`))
    if (chain.length > length) return chain
  }
  throw new Error(`no product of the demo catalogue has ${length} next ones in its category`)
}

async function open(session: PathSession): Promise<PathDriver> {
  const { page, t } = session
  const chain = await productChain(session, navigationsNeeded())
  let shown = 0
  // The product request of a navigation waits while the gate is shut; others pass.
  let gate: 'shut' | 'open' = 'open'
  const held = await session.hold({
    url: (url) => url.pathname.includes('/catalog/products/'),
    holds: () => gate === 'shut',
  })
  await page.clock.install()
  await session.open(`/product/${chain[0]!.slug}/`)
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)

  const bar = page.getByRole('progressbar', { name: t(m.layout_progress) })
  const heading = page.getByRole('heading', { level: 1 })
  // The address changes as the navigation starts; the page, once its data has come.
  const expectAddress = (index: number) =>
    eventually(() => expect(new URL(page.url()).pathname).toBe(session.url(`/product/${chain[index]!.slug}/`)))
  const expectProduct = async (index: number) => {
    await expectAddress(index)
    await eventually(async () => expect(await heading.textContent()).toContain(chain[index]!.title))
  }

  return {
    act: async ({ event }) => {
      if (event.type === 'progress.start') {
        gate = 'shut'
        await page
          .getByRole('navigation', { name: t(m.product_neighbours) })
          .locator('a[rel="next"]')
          .click()
        await held.next()
      } else if (event.type === 'progress.done') {
        gate = 'open'
        while (held.waiting.length > 0) expect((await held.release())?.status()).toBe(200)
        shown += 1
        await expectProduct(shown)
      } else await page.clock.runFor(event.type === AFTER_THROTTLE ? PROGRESS_THROTTLE_MS : PROGRESS_FINISH_MS)
    },
    check: async (state) => {
      if (state.matches('waiting')) {
        expect(held.waiting.length).toBeGreaterThan(0)
        await expectAddress(shown + 1)
        expect(await heading.textContent()).toContain(chain[shown]!.title)
      }
      if (state.matches('idle') || state.matches('waiting')) {
        await bar.waitFor({ state: 'detached' })
        return
      }
      await bar.waitFor()
      expect(await bar.locator('[data-state]').getAttribute('data-state')).toBe(String(state.value))
      if (state.matches('running')) {
        expect(held.waiting.length).toBeGreaterThan(0)
        expect(await heading.textContent()).toContain(chain[shown]!.title)
      } else await expectProduct(shown)
    },
    describe: async () =>
      `${held.waiting.length} product requests held; bar ${(await bar.count()) ? 'shown' : 'hidden'}; ` +
      `heading ${await heading.textContent()}`,
  }
}

export const routeProgressAdapter: PathAdapter = {
  name: 'route-progress',
  machine: routeProgressMachine,
  model: routeProgressModel,
  input: undefined,
  paths,
  excluded: [],
  as: 'guest',
  open,
}
