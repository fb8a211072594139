// The hero slider (SPEC 9): autoplay every 75 s at a 1 s transition; a visitor's slide change stops it and it
// resumes 5 s after they leave the slider alone. Arrows and bullets are our own buttons, rendered on the
// server with the slides, so nothing appears or moves when Swiper starts; the settings are also exposed as
// data attributes.
import { useEffect, useState } from 'react'
import 'swiper/css'
import { m } from '../../../messages/compiled/messages.js'
import type { Slide } from '../../../contract/content'
import { ChevronRightIcon } from '../ui/icons'
import { useSwiper } from '../ui/slider/use-swiper'
import { restartAutoplayWhenIdle } from './autoplay-restart'
import { HeroSlide } from './hero-slide'
import styles from './hero-slider.module.css'

export const HERO_AUTOPLAY_DELAY = 75_000
export const HERO_RESTART_DELAY = 5_000
export const HERO_SPEED = 1_000

export function HeroSlider({ slides }: { slides: Slide[] }) {
  const [active, setActive] = useState(0)
  const several = slides.length > 1
  const { container, swiper } = useSwiper(slides, ({ A11y, Autoplay, Keyboard }) => ({
    modules: [A11y, Autoplay, Keyboard],
    speed: HERO_SPEED,
    autoplay: several ? { delay: HERO_AUTOPLAY_DELAY, disableOnInteraction: true } : false,
    rewind: true,
    keyboard: { enabled: true, onlyInViewport: true },
    a11y: { slideLabelMessage: m.home_hero_go_to({ index: '{{index}}', count: '{{slidesLength}}' }) },
    on: { slideChange: (instance) => setActive(instance.activeIndex) },
  }))
  useEffect(() => (swiper ? restartAutoplayWhenIdle(swiper, HERO_RESTART_DELAY) : undefined), [swiper])

  return (
    <section
      className={styles.hero}
      aria-roledescription="carousel"
      aria-label={m.home_hero_label()}
      data-autoplay-delay={HERO_AUTOPLAY_DELAY}
      data-autoplay-restart={HERO_RESTART_DELAY}
      data-speed={HERO_SPEED}
    >
      <div ref={container} className={`swiper ${styles.slider}`}>
        <div className="swiper-wrapper">
          {slides.map((slide, index) => (
            <div key={slide.id} className="swiper-slide">
              <HeroSlide slide={slide} first={index === 0} />
            </div>
          ))}
        </div>
      </div>
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
