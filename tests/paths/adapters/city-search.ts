// The city picker on the home page, as a guest: opened from the top bar's city (on mobile from the menu's). The
// page's clock is paused, so the pause in typing passes only when the path says; geoip/ requests are held until the
// path lets them through or answers them with a 500. Each state is checked on the page: the dialog, the field's
// text, the list (the real cities the model's ids stand for, in order, and the highlight), the heading, the status
// line, and what was asked of geoip/; once closed, the chosen city is in the cookie, the footer's contacts and the
// top bar. On mobile closing is a tap on the dialog's close button; on desktop, Escape.
import { expect } from 'vitest'
import { CITY_COOKIE, type City, type CityList } from '../../../contract/geo'
import { CITY_SEARCH_DEBOUNCE_MS, citySearchMachine, visibleCities } from '../../../machines/city-search.machine'
import { m } from '../../../messages/compiled/messages.js'
import type { PathAdapter, PathDriver, Step } from '../adapter'
import { eventually } from '../eventually'
import type { HeldRequests } from '../held-requests'
import type { PathSession } from '../session'
import { abandoned, expectHighlight, openOnPausedClock, pointAt } from './typeahead'
import {
  AFTER_DEBOUNCE,
  DEFAULTS_DONE,
  DEFAULTS_ERROR,
  FAILURE,
  MATCHES_DONE,
  MATCHES_ERROR,
  QUERIES,
  citySearchModel,
  citySearchPaths,
  type ModelContext,
  type ModelEvent,
} from './city-search.model'

const isCitiesRequest = (url: URL) => /^\/api\/(en\/)?geoip\/$/.test(url.pathname)

const normalized = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim()

async function open(session: PathSession): Promise<PathDriver> {
  const { page, t, locale } = session
  const mobile = session.viewport === 'mobile'
  const held = await session.hold({ url: isCitiesRequest })
  await openOnPausedClock(session, '/')

  const dialog = page.getByRole('dialog', { name: t(m.city_picker_title) })
  const field = dialog.getByRole('combobox', { name: t(m.city_picker_search) })
  const options = dialog.getByRole('option')
  const typed = (query: string) => QUERIES[query]![locale]
  /** The real cities by id, as geoip/ answered them; how many requests had come when the query was typed. */
  const real = new Map<number, City>()
  let askedBefore = 0
  const startCity = normalized(await page.getByTestId('city-slot').first().textContent())

  async function act({ event, before }: Step) {
    const modelEvent = event as ModelEvent
    switch (modelEvent.type) {
      case 'city.open':
        if (mobile) {
          await page.getByRole('button', { name: t(m.nav_open_menu) }).tap()
          await page.locator('#mobile-drawer').getByTestId('city-slot').tap()
        } else await page.getByTestId('city-slot').click()
        break
      case 'city.type':
        askedBefore = held.count
        await field.fill(typed(modelEvent.query))
        break
      case 'city.next':
        await field.press('ArrowDown')
        break
      case 'city.previous':
        await field.press('ArrowUp')
        break
      case 'city.highlight':
        await pointAt(options.nth(modelEvent.index))
        break
      case 'city.choose':
        await field.press('Enter')
        break
      case 'city.pick': {
        const index = visibleCities(before.context as ModelContext).findIndex((city) => city.id === modelEvent.city.id)
        const option = options.nth(index)
        await (mobile ? option.tap() : option.click())
        break
      }
      case 'city.close':
        if (mobile) await dialog.getByRole('button', { name: t(m.alert_close) }).tap()
        else await field.press('Escape')
        break
      case AFTER_DEBOUNCE:
        // One millisecond short of the pause nothing is asked; at the pause the search comes.
        await page.clock.runFor(CITY_SEARCH_DEBOUNCE_MS - 1)
        expect(held.count).toBe(askedBefore)
        await page.clock.runFor(1)
        await held.next()
        break
      case DEFAULTS_DONE:
      case MATCHES_DONE:
        for (const city of await letThrough(held, modelEvent.output)) real.set(city.id, city)
        break
      case DEFAULTS_ERROR:
      case MATCHES_ERROR:
        await held.answer(FAILURE.status, { detail: 'Server error' })
        break
    }
    // Leaving a loading state otherwise stops the request's actor: the page abandons the request.
    const settles = [DEFAULTS_DONE, DEFAULTS_ERROR, MATCHES_DONE, MATCHES_ERROR].includes(modelEvent.type)
    if (!settles && (before.matches({ open: 'loadingDefaults' }) || before.matches({ open: 'searching' })))
      await abandoned(held)
  }

  const realCity = (city: City) => {
    const known = real.get(city.id)
    if (!known) throw new Error(`city ${city.id} was never in an answer`)
    return known
  }

  async function expectList(context: ModelContext) {
    const cities = visibleCities(context).map(realCity)
    await eventually(async () =>
      expect((await options.allTextContents()).map(normalized)).toEqual(
        cities.map((city) => normalized(`${city.title}${city.phone}`)),
      ),
    )
    await expectHighlight(field, options, context.highlighted)
  }

  async function expectStatus(text: string) {
    await eventually(async () =>
      expect(normalized(await dialog.getByRole('status', { includeHidden: true }).textContent())).toBe(text),
    )
  }

  /** The request waiting, once the page has sent it: for the main cities (no title) or for `title`. */
  async function expectAsked(title: string | null) {
    await eventually(() => expect(held.waiting).toHaveLength(1))
    expect(new URL(held.waiting[0]!.request.url()).searchParams.get('title')).toBe(title)
  }

  async function expectChosen(chosen: City | undefined) {
    const cookie = (await session.context.cookies()).find((item) => item.name === CITY_COOKIE)
    if (!chosen) {
      expect(cookie).toBeUndefined()
      if (!mobile) expect(normalized(await page.getByTestId('city-slot').textContent())).toBe(startCity)
      return
    }
    const city = realCity(chosen)
    expect(cookie?.value).toBe(String(city.id))
    await eventually(async () =>
      expect(normalized(await page.getByTestId('footer-phones').textContent())).toContain(city.phone),
    )
    if (!mobile) expect(normalized(await page.getByTestId('city-slot').textContent())).toBe(city.title)
  }

  async function check(state: Step['before']) {
    const context = state.context as ModelContext
    if (state.matches('closed')) {
      await dialog.waitFor({ state: 'detached' })
      expect(held.waiting).toHaveLength(0)
      await expectChosen(context.chosen)
      return
    }
    await dialog.waitFor()
    expect(await field.inputValue()).toBe(typed(context.query))
    const searched = context.query.trim() !== '' && context.results !== null
    const heading = t(searched ? m.city_picker_results : m.city_picker_defaults)
    expect(await dialog.getByRole('heading', { name: heading, exact: true }).count()).toBe(1)
    if (state.matches({ open: 'loadingDefaults' })) await expectAsked(null)
    if (state.matches({ open: 'searching' })) await expectAsked(typed(context.query).trim())
    if (state.matches({ open: 'debouncing' })) {
      // The clock stands: nothing is asked until the pause has passed.
      expect(held.count).toBe(askedBefore)
      expect(held.waiting).toHaveLength(0)
    }
    if (!state.matches({ open: 'idle' })) {
      await expectStatus(t(m.city_picker_loading))
      return expectList(context)
    }
    expect(held.waiting).toHaveLength(0)
    const nothing = searched && context.results!.length === 0
    await expectStatus(nothing ? t(m.city_picker_nothing_found) : '')
    if (nothing) expect(await dialog.getByRole('listbox').isHidden()).toBe(true)
    else await expectList(context)
  }

  return {
    act,
    check,
    describe: async () =>
      (await dialog.count()) > 0
        ? `picker: field "${await field.inputValue()}"; ${normalized(await dialog.textContent())}`
        : `picker closed; city ${normalized(await page.getByTestId('city-slot').first().textContent())}`,
  }
}

/** Lets the held request through and checks the server answered the cities the model's ids stand for. */
async function letThrough(held: HeldRequests, expected: City[]): Promise<City[]> {
  const response = await held.release()
  if (!response) throw new Error('the cities request got no answer')
  expect(response.status()).toBe(200)
  const { results } = (await response.json()) as CityList
  expect(results.map((city) => city.id)).toEqual(expected.map((city) => city.id))
  return results
}

export const citySearchAdapter: PathAdapter = {
  name: 'city-search',
  machine: citySearchMachine,
  model: citySearchModel,
  input: undefined,
  paths: citySearchPaths,
  excluded: [],
  as: 'guest',
  open,
}
