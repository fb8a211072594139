// The hero slider (SPEC 9): autoplay every 75 s at a 1 s transition; a visitor's slide change stops it and it
// resumes 5 s after they leave the slider alone. Arrows and bullets are our own buttons, rendered on the
// server with the slides, so nothing appears or moves when Swiper starts; the settings are also exposed as
// data attributes.
import { useEffect, useState } from 'react'
import { A11y, Autoplay, Keyboard } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import type { Swiper as SwiperInstance } from 'swiper/types'
import 'swiper/css'
import { m } from '../../../messages/compiled/messages.js'
import type { Slide } from '../../../contract/content'
import { ChevronRightIcon } from '../ui/icons'
import { restartAutoplayWhenIdle } from './autoplay-restart'
import { HeroSlide } from './hero-slide'
import styles from './hero-slider.module.css'

export const HERO_AUTOPLAY_DELAY = 75_000
export const HERO_RESTART_DELAY = 5_000
export const HERO_SPEED = 1_000

export function HeroSlider({ slides }: { slides: Slide[] }) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null)
  const [active, setActive] = useState(0)
  useEffect(() => (swiper ? restartAutoplayWhenIdle(swiper, HERO_RESTART_DELAY) : undefined), [swiper])
  const several = slides.length > 1

  return (
    <section
      className={styles.hero}
      aria-roledescription="carousel"
      aria-label={m.home_hero_label()}
      data-autoplay-delay={HERO_AUTOPLAY_DELAY}
      data-autoplay-restart={HERO_RESTART_DELAY}
      data-speed={HERO_SPEED}
    >
      <Swiper
        className={styles.slider}
        modules={[A11y, Autoplay, Keyboard]}
        speed={HERO_SPEED}
        autoplay={several ? { delay: HERO_AUTOPLAY_DELAY, disableOnInteraction: true } : false}
        rewind
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{ slideLabelMessage: m.home_hero_go_to({ index: '{{index}}', count: '{{slidesLength}}' }) }}
        onSwiper={setSwiper}
        onSlideChange={(instance) => setActive(instance.activeIndex)}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={slide.id}>
            <HeroSlide slide={slide} first={index === 0} />
          </SwiperSlide>
        ))}
      </Swiper>
      {several ? (
        <>
          <button
            type="button"
            className={styles.arrow}
            data-direction="previous"
            aria-label={m.home_hero_previous()}
            disabled={!swiper}
            onClick={() => swiper?.slidePrev()}
          >
            <ChevronRightIcon size={22} />
          </button>
          <button
            type="button"
            className={styles.arrow}
            data-direction="next"
            aria-label={m.home_hero_next()}
            disabled={!swiper}
            onClick={() => swiper?.slideNext()}
          >
            <ChevronRightIcon size={22} />
          </button>
          <div className={styles.bullets}>
            {slides.map((slide, index) => (
              <button
                key={slide.id}
                type="button"
                className={styles.bullet}
                aria-label={m.home_hero_go_to({ index: index + 1, count: slides.length })}
                aria-current={index === active ? 'true' : undefined}
                disabled={!swiper}
                onClick={() => swiper?.slideTo(index)}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  )
}
