// The header search box's suggestions on the home page, as a guest. The page's clock is paused, so the pause in
// typing passes only when the path says (the clock run for the debounce); the suggestions request (search/ with
// limit 5) is held until the path lets it through or answers it with a 500. Each state is checked on the page: the
// box's text, the list (as many suggestions of each kind as the model holds, the real answer's titles, the
// highlight, busy while a newer query is pending), "nothing found", and what was asked of search/; Enter that
// leaves ends on the search page or the chosen suggestion's page. On mobile closing is a tap outside the box and
// sending is a tap on its search button; on desktop, Escape and Enter.
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import type { SearchResponse } from '../../../contract/catalogue'
import {
  SUGGEST_DEBOUNCE_MS,
  SUGGESTIONS_PER_KIND,
  searchSuggestMachine,
  suggestionItems,
  type Suggestions,
} from '../../../machines/search-suggest.machine'
import { m } from '../../../messages/compiled/messages.js'
import type { PathAdapter, PathDriver, Step } from '../adapter'
import { eventually } from '../eventually'
import type { HeldRequests } from '../held-requests'
import type { PathSession } from '../session'
import { abandoned, expectHighlight, openOnPausedClock, pointAt } from './typeahead'
import {
  AFTER_DEBOUNCE,
  DONE,
  ERROR,
  FAILURE,
  searchSuggestModel,
  searchSuggestPaths,
  type Left,
  type ModelContext,
  type ModelEvent,
} from './search-suggest.model'

const KINDS = [
  { kind: 'products', group: m.search_page_tab_goods },
  { kind: 'actions', group: m.search_page_tab_actions },
  { kind: 'publications', group: m.search_page_tab_publications },
] as const

const isSuggestRequest = (url: URL) =>
  /^\/api\/(en\/)?search\/$/.test(url.pathname) && url.searchParams.get('limit') === String(SUGGESTIONS_PER_KIND)

const normalized = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim()

/** The page and the title Enter leads to: the search page for the query, or the suggestion's own page. */
function destination(left: Left, answer: SearchResponse | null, url: PathSession['url']) {
  if (left.kind === 'search') return { path: url('/search/'), query: left.query, title: left.query }
  const shown = answer && {
    products: answer.products.results,
    actions: answer.actions.results,
    publications: answer.publications.results,
  }
  const suggestion = suggestionItems(shown)[left.index]
  if (!suggestion) throw new Error(`no suggestion ${left.index} in the last answer`)
  return suggestion.kind === 'product'
    ? { path: url(`/product/${suggestion.product.slug}/`), query: null, title: suggestion.product.title }
    : { path: url(suggestion.item.url), query: null, title: suggestion.item.title }
}

async function open(session: PathSession): Promise<PathDriver> {
  const { page, t } = session
  const mobile = session.viewport === 'mobile'
  const held = await session.hold({ url: isSuggestRequest })
  await openOnPausedClock(session, '/')

  const box = page.getByRole('search').getByRole('combobox', { name: t(m.header_search_placeholder) })
  const listbox = page.getByRole('listbox', { name: t(m.search_suggest_label) })
  const nothingFound = (query: string) =>
    page.getByRole('status').filter({ hasText: t(m.search_page_nothing, { q: query }) })
  /** The real answer behind the shown suggestions, and how many requests had come when the query was typed. */
  let answer: SearchResponse | null = null
  let askedBefore = 0

  const focused = () => box.evaluate((input) => input === document.activeElement)

  async function act({ event, before }: Step) {
    const modelEvent = event as ModelEvent
    switch (modelEvent.type) {
      case 'suggest.type':
        askedBefore = held.count
        await box.fill(modelEvent.query)
        break
      case 'suggest.focus':
        // ArrowDown in the box reopens the list; a box left by a tap outside is focused by a tap on it.
        if (await focused()) await box.press('ArrowDown')
        else await box.tap()
        break
      case 'suggest.next':
        await box.press('ArrowDown')
        break
      case 'suggest.previous':
        await box.press('ArrowUp')
        break
      case 'suggest.highlight':
        await pointAt(listbox.getByRole('option').nth(modelEvent.index))
        break
      case 'suggest.submit':
        // The page leaves: timers run again for the router.
        await page.clock.resume()
        if (mobile)
          await page
            .getByRole('search')
            .getByRole('button', { name: t(m.header_search_submit) })
            .tap()
        else await box.press('Enter')
        break
      case 'suggest.close':
        if (mobile) await tapOutside(session)
        else await box.press('Escape')
        break
      case AFTER_DEBOUNCE:
        // One millisecond short of the pause nothing is asked; at the pause the request comes.
        await page.clock.runFor(SUGGEST_DEBOUNCE_MS - 1)
        expect(held.count).toBe(askedBefore)
        await page.clock.runFor(1)
        await held.next()
        break
      case DONE:
        answer = await letThrough(held, modelEvent.output, session.buyer === null)
        break
      case ERROR:
        await held.answer(FAILURE.status, { detail: 'Server error' })
        break
    }
    // Leaving `loading` otherwise stops the request's actor: the page abandons the request.
    if (before.matches('loading') && modelEvent.type !== DONE && modelEvent.type !== ERROR) await abandoned(held)
  }

  async function expectList(context: ModelContext, busy: boolean) {
    const shown = context.results!
    await listbox.waitFor()
    await eventually(async () => expect(await listbox.getAttribute('aria-busy')).toBe(String(busy)))
    expect(await box.getAttribute('aria-expanded')).toBe('true')
    expect(await box.getAttribute('aria-controls')).toBe(await listbox.getAttribute('id'))
    const real = answer!
    for (const { kind, group } of KINDS) {
      const options = listbox.getByRole('group', { name: t(group) }).getByRole('option')
      expect(await options.count()).toBe(shown[kind as keyof Suggestions].length)
      const titles = (await options.allTextContents()).map(normalized)
      real[kind].results.forEach((item, index) => expect(titles[index]).toContain(normalized(item.title)))
    }
    await expectHighlight(box, listbox.getByRole('option'), context.highlighted)
    const all = page.getByRole('search').getByRole('link', { name: t(m.search_suggest_show_all) })
    expect(new URL((await all.getAttribute('href')) ?? '', page.url()).searchParams.get('q')).toBe(context.query.trim())
  }

  async function expectNothingShown() {
    expect(await listbox.count()).toBe(0)
    expect(await page.getByRole('search').getByRole('status').count()).toBe(0)
    expect(await box.getAttribute('aria-expanded')).toBe('false')
  }

  async function check(state: Step['before']) {
    const context = state.context as ModelContext
    if (context.left) return checkLeft(page, context.left, answer, session)
    expect(await box.inputValue()).toBe(context.query)
    const kept = suggestionItems(context.results).length > 0
    if (state.matches('closed')) {
      await eventually(expectNothingShown)
      expect(held.waiting).toHaveLength(0)
      return
    }
    if (state.matches('debouncing')) {
      // The clock stands: nothing is asked until the pause has passed.
      expect(held.count).toBe(askedBefore)
      expect(held.waiting).toHaveLength(0)
      if (kept) await expectList(context, true)
      else await expectNothingShown()
      return
    }
    if (state.matches('loading')) {
      expect(held.waiting).toHaveLength(1)
      const asked = new URL(held.waiting[0]!.request.url())
      expect(asked.searchParams.get('q')).toBe(context.query.trim())
      if (kept) await expectList(context, true)
      else await expectNothingShown()
      return
    }
    expect(held.waiting).toHaveLength(0)
    if (state.matches('showing')) return expectList(context, false)
    // nothing
    await nothingFound(context.query.trim()).waitFor()
    expect(await listbox.count()).toBe(0)
    expect(await box.getAttribute('aria-expanded')).toBe('false')
  }

  return {
    act,
    check,
    describe: async () =>
      `box "${await box.inputValue()}"; ${normalized(await page.getByRole('search').textContent())}`,
  }
}

/** Lets the held request through and checks the real answer has as many suggestions of each kind as the model. */
async function letThrough(held: HeldRequests, expected: SearchResponse, guest: boolean): Promise<SearchResponse> {
  const response = await held.release()
  if (!response) throw new Error('the suggestions request got no answer')
  expect(response.status()).toBe(200)
  const real = (await response.json()) as SearchResponse
  for (const { kind } of KINDS)
    expect(real[kind].results.length, `${kind} in the answer`).toBe(expected[kind].results.length)
  // Guests never see prices: the answer has none to show.
  if (guest) expect(real.products.results.filter((product) => product.price != null)).toEqual([])
  return real
}

/**
 * A tap on the middle of the widest empty stretch of the header's top row (the list covers most of a phone's
 * screen); the middle, as the browser moves a tap near a control onto it.
 */
async function tapOutside({ page, t }: PathSession) {
  const row = await page
    .getByRole('banner')
    .getByRole('button', { name: t(m.nav_open_menu) })
    .boundingBox()
  if (!row) throw new Error('the menu button is not on screen')
  const y = row.y + row.height / 2
  const x = await page.evaluate((atY) => {
    let best = { from: 0, length: 0 }
    let from = -1
    for (let atX = 0; atX <= window.innerWidth; atX += 5) {
      const spot = atX < window.innerWidth ? document.elementFromPoint(atX, atY) : null
      const empty = spot !== null && !spot.closest('a, button, input, form, [role="listbox"]')
      if (empty && from < 0) from = atX
      if (!empty && from >= 0) {
        if (atX - from > best.length) best = { from, length: atX - from }
        from = -1
      }
    }
    return best.length >= 40 ? best.from + best.length / 2 : null
  }, y)
  if (x === null) throw new Error('the header row has no empty stretch')
  await page.touchscreen.tap(x, y)
}

async function checkLeft(page: Page, left: Left, answer: SearchResponse | null, session: PathSession) {
  const target = destination(left, answer, session.url)
  await page.waitForURL(
    (url) => url.pathname === target.path && (target.query === null || url.searchParams.get('q') === target.query),
  )
  await page.locator('h1', { hasText: target.title }).waitFor()
  expect(await page.getByRole('listbox').count()).toBe(0)
}

export const searchSuggestAdapter: PathAdapter = {
  name: 'search-suggest',
  machine: searchSuggestMachine,
  model: searchSuggestModel,
  input: undefined,
  paths: searchSuggestPaths,
  excluded: [],
  as: 'guest',
  open,
}
