// Product cards as a slider (related goods, the home page's offers and hits): 4 cards above 1220 px, 3 above
// 990, 2 above 767, else 1 (SPEC 9). The CSS sizes the slides the same way before Swiper starts, so the
// server HTML does not jump when it does.
import { useId, useState } from 'react'
import type { Swiper as SwiperInstance } from 'swiper/types'
import 'swiper/css'
import { m } from '../../../messages/compiled/messages.js'
import type { ProductCard as ProductCardData } from '../../../contract/catalogue'
import { ChevronRightIcon } from '../ui/icons'
import { useSwiper } from '../ui/slider/use-swiper'
import { ProductCard } from './product-card'
import styles from './product-slider.module.css'

/** Keep in step with product-slider.module.css. */
const GAP = 16
const BREAKPOINTS = {
  768: { slidesPerView: 2, slidesPerGroup: 2 },
  991: { slidesPerView: 3, slidesPerGroup: 3 },
  1221: { slidesPerView: 4, slidesPerGroup: 4 },
}

type Edges = { start: boolean; end: boolean; locked: boolean }

export function ProductSlider({ products, title }: { products: ProductCardData[]; title: string }) {
  const titleId = useId()
  const [edges, setEdges] = useState<Edges>({ start: true, end: products.length <= 1, locked: false })
  const track = (instance: SwiperInstance) =>
    setEdges({ start: instance.isBeginning, end: instance.isEnd, locked: instance.isLocked })
  const { container, swiper } = useSwiper(products, ({ A11y }) => ({
    modules: [A11y],
    a11y: {
      slideLabelMessage: m.product_slide_label({ index: '{{index}}', count: '{{slidesLength}}' }),
      containerMessage: title,
    },
    spaceBetween: GAP,
    slidesPerView: 1,
    breakpoints: BREAKPOINTS,
    watchSlidesProgress: true,
    on: { init: track, slideChange: track, resize: track, lock: track, unlock: track },
  }))

  return (
    <section className={styles.slides} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {edges.locked ? null : (
          <div className={styles.arrows}>
            <button
              type="button"
              className={styles.arrow}
              data-direction="previous"
              aria-label={m.product_slider_previous()}
              disabled={!swiper || edges.start}
              onClick={() => swiper?.slidePrev()}
            >
              <ChevronRightIcon size={18} />
            </button>
            <button
              type="button"
              className={styles.arrow}
              aria-label={m.product_slider_next()}
              disabled={!swiper || edges.end}
              onClick={() => swiper?.slideNext()}
            >
              <ChevronRightIcon size={18} />
            </button>
          </div>
        )}
      </div>
      <div ref={container} className={`swiper ${styles.slider}`}>
        <div className="swiper-wrapper">
          {products.map((product) => (
            <div key={product.id} className={`swiper-slide ${styles.slide}`}>
              <ProductCard product={product} view="cols" />
            </div>
          ))}
        </div>
      </div>
    </section>
  )
}
