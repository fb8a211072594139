// SPEC 9: a visitor's own slide change stops the hero's autoplay (Swiper's disableOnInteraction), and it
// starts again once they have left the slider alone for a while; every further touch restarts that wait.

type IdleEvent = 'autoplayStop' | 'sliderMove' | 'slideChange'

/** The part of a Swiper instance this needs, so the rule can be checked without a browser. */
export type AutoplayHost = {
  destroyed?: boolean
  autoplay: { running: boolean; start: () => boolean }
  on: (event: IdleEvent, handler: () => void) => unknown
  off: (event: IdleEvent, handler: () => void) => unknown
}

const IDLE_EVENTS: readonly IdleEvent[] = ['autoplayStop', 'sliderMove', 'slideChange']

/** Starts autoplay again `idleMs` after the last interaction; returns the clean-up. */
export function restartAutoplayWhenIdle(swiper: AutoplayHost, idleMs: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const wait = () => {
    // Autoplay's own slide changes keep it running and need no restart.
    if (swiper.autoplay.running) return
    clearTimeout(timer)
    timer = setTimeout(() => {
      if (!swiper.destroyed && !swiper.autoplay.running) swiper.autoplay.start()
    }, idleMs)
  }
  for (const event of IDLE_EVENTS) swiper.on(event, wait)
  return () => {
    clearTimeout(timer)
    for (const event of IDLE_EVENTS) swiper.off(event, wait)
  }
}
