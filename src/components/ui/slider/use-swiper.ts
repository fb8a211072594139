// Swiper started on a slider's own server-rendered markup (.swiper > .swiper-wrapper > .swiper-slide) once the
// browser is idle after the page became interactive: its code is not part of the first load, and nothing is
// rendered again when it starts (the CSS already lays the slides out as Swiper will).
import { useEffect, useEffectEvent, useRef, useState } from 'react'
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types'
import { whenIdle } from '../../../lib/when-idle'
import type * as SwiperModules from './swiper-modules'

type Modules = typeof SwiperModules

/**
 * Starts Swiper on the returned ref's element with `options(modules)`; the instance is null until then. `slides`
 * are what the slides show: Swiper measures them again when they change (the same page with other data).
 */
export function useSwiper(slides: readonly unknown[], options: (modules: Modules) => SwiperOptions) {
  const container = useRef<HTMLDivElement>(null)
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null)
  const optionsOf = useEffectEvent(options)
  useEffect(() => {
    let instance: SwiperInstance | undefined
    let cancelled = false
    const start = async () => {
      const modules = await import('./swiper-modules')
      if (cancelled || !container.current) return
      instance = new modules.Swiper(container.current, optionsOf(modules))
      setSwiper(instance)
    }
    const idle = whenIdle(() => void start())
    return () => {
      cancelled = true
      idle()
      instance?.destroy(true, false)
    }
  }, [])
  useEffect(() => swiper?.update(), [swiper, slides])
  return { container, swiper }
}
