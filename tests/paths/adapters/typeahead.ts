// What the adapters of typeahead widgets (the search suggestions, the city picker) share: a page whose timers run
// only as the path says, the request a widget abandons, and the highlight of a combobox's list.
import type { Locator } from 'playwright-core'
import { expect } from 'vitest'
import { eventually } from '../eventually'
import type { HeldRequests } from '../held-requests'
import type { PathSession } from '../session'

/** Opens `path` on a fake clock, then stops it: a debounce passes only when the path runs the clock on. */
export async function openOnPausedClock(session: PathSession, path: string) {
  await session.page.clock.install()
  await session.open(path)
  await session.page.clock.pauseAt(Date.now() + 1_000)
}

/** Drops the oldest held request, which the page abandoned (a newer query, closing): it failed in the browser. */
export async function abandoned(held: HeldRequests) {
  const { route, request } = held.waiting.shift()!
  await eventually(() => expect(request.failure()).not.toBeNull())
  await route.abort().catch(() => undefined)
}

/** The option at `highlighted` alone is selected and is the combobox's active descendant (-1: none). */
export async function expectHighlight(combobox: Locator, options: Locator, highlighted: number) {
  // A pointer's highlight renders a moment after the event.
  await eventually(async () => {
    const selected = await options.evaluateAll((items) => items.map((item) => item.getAttribute('aria-selected')))
    expect(selected.indexOf('true')).toBe(highlighted)
    expect(selected.filter((value) => value === 'true')).toHaveLength(highlighted >= 0 ? 1 : 0)
    const active = await combobox.getAttribute('aria-activedescendant')
    expect(active).toBe(highlighted >= 0 ? await options.nth(highlighted).getAttribute('id') : null)
  })
}

/**
 * Rests the mouse pointer on `option` and takes it away again, so no later change of the list under it highlights
 * another. It comes from the page's corner: after taps (mobile) Chromium's first mouse move says it comes from the
 * body without having left it, which React takes for no entry at all.
 */
export async function pointAt(option: Locator) {
  const page = option.page()
  await page.mouse.move(0, 0)
  await option.hover()
  await page.mouse.move(0, 0)
}
