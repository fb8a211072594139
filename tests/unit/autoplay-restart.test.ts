import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type AutoplayHost, restartAutoplayWhenIdle } from '../../src/components/home/autoplay-restart'

/** A stand-in for Swiper: events by name, and an autoplay that only records whether it runs. */
function fakeSwiper() {
  const handlers = new Map<string, Set<() => void>>()
  const autoplay = { running: true, start: vi.fn((): boolean => (autoplay.running = true)) }
  const swiper = {
    destroyed: false as boolean,
    autoplay,
    on: (event: string, handler: () => void) => handlers.set(event, (handlers.get(event) ?? new Set()).add(handler)),
    off: (event: string, handler: () => void) => handlers.get(event)?.delete(handler),
    emit: (event: string) => handlers.get(event)?.forEach((handler) => handler()),
    listeners: () => [...handlers.values()].reduce((sum, set) => sum + set.size, 0),
  } satisfies AutoplayHost & Record<string, unknown>
  return swiper
}

/** What Swiper does when a visitor changes the slide with disableOnInteraction: autoplay stops. */
function interact(swiper: ReturnType<typeof fakeSwiper>) {
  if (swiper.autoplay.running) {
    swiper.autoplay.running = false
    swiper.emit('autoplayStop')
  }
  swiper.emit('slideChange')
}

describe('restartAutoplayWhenIdle', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('starts autoplay again 5 s after the visitor stopped it', () => {
    const swiper = fakeSwiper()
    restartAutoplayWhenIdle(swiper, 5000)
    interact(swiper)
    vi.advanceTimersByTime(4999)
    expect(swiper.autoplay.start).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(swiper.autoplay.start).toHaveBeenCalledOnce()
    expect(swiper.autoplay.running).toBe(true)
  })

  it('waits for the last of several interactions, dragging included', () => {
    const swiper = fakeSwiper()
    restartAutoplayWhenIdle(swiper, 5000)
    interact(swiper)
    vi.advanceTimersByTime(3000)
    interact(swiper)
    vi.advanceTimersByTime(3000)
    swiper.emit('sliderMove')
    vi.advanceTimersByTime(4999)
    expect(swiper.autoplay.start).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(swiper.autoplay.start).toHaveBeenCalledOnce()
  })

  it('leaves autoplay alone while it runs by itself', () => {
    const swiper = fakeSwiper()
    restartAutoplayWhenIdle(swiper, 5000)
    swiper.emit('slideChange')
    vi.advanceTimersByTime(60_000)
    expect(swiper.autoplay.start).not.toHaveBeenCalled()
  })

  it('does nothing after clean-up or once the slider is destroyed', () => {
    const swiper = fakeSwiper()
    const cleanUp = restartAutoplayWhenIdle(swiper, 5000)
    interact(swiper)
    cleanUp()
    expect(swiper.listeners()).toBe(0)
    vi.advanceTimersByTime(10_000)
    expect(swiper.autoplay.start).not.toHaveBeenCalled()

    const destroyed = fakeSwiper()
    restartAutoplayWhenIdle(destroyed, 5000)
    interact(destroyed)
    destroyed.destroyed = true
    vi.advanceTimersByTime(10_000)
    expect(destroyed.autoplay.start).not.toHaveBeenCalled()
  })
})
