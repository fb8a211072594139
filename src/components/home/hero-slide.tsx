// One hero slide: the picture fills the frame, the staff-written text and the optional button sit on it at
// the side staff chose, in the slide's text colour.
import type { Slide } from '../../../contract/content'
import { MenuLink } from '../ui/menu-link'
import { buttonClass } from '../ui/button'
import { RichText } from '../ui/rich-text'
import styles from './hero-slider.module.css'

/** Sizes of the seeded pictures; the frame keeps the ratio of `image` whatever the file. */
const IMAGE = { width: 1600, height: 560 }

export function HeroSlide({ slide, first }: { slide: Slide; first: boolean }) {
  return (
    <div
      className={styles.slide}
      data-position={slide.position}
      style={slide.color ? { color: slide.color } : undefined}
    >
      <picture>
        {slide.image_full ? <source media="(min-width: 1221px)" srcSet={slide.image_full} /> : null}
        <img
          className={styles.image}
          src={slide.image}
          alt=""
          width={IMAGE.width}
          height={IMAGE.height}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
          decoding="async"
        />
      </picture>
      <div className={styles.content}>
        <RichText className={styles.text} html={slide.text} />
        {slide.btn_url && slide.btn_text ? (
          <MenuLink url={slide.btn_url} className={buttonClass('primary', 'lg', styles.button)}>
            {slide.btn_text}
          </MenuLink>
        ) : null}
      </div>
    </div>
  )
}
