// A fake clock for machines with delays: each test runs on it, and a delay is passed by advancing it.
import { afterEach, beforeEach, expect, vi } from 'vitest'
import type { AnyActor } from 'xstate'

/** Every test of the file runs on vitest's fake timers. */
export function runOnFakeClock() {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })
}

/**
 * Advances the clock through `ms`, expecting that one millisecond short of it the actor is still where it was and
 * `unchanged` (what the delay holds back: requests made, commands given) is as it was.
 */
export function passDelay(actor: AnyActor, ms: number, unchanged: () => unknown = () => null) {
  const before = { value: actor.getSnapshot().value, held: unchanged() }
  vi.advanceTimersByTime(ms - 1)
  expect(actor.getSnapshot().value).toEqual(before.value)
  expect(unchanged()).toEqual(before.held)
  vi.advanceTimersByTime(1)
}
