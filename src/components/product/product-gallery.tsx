// Photos, and for products with 360° frames a switch to the image spinner. The spinner's code (its machine, and
// xstate with it) is not part of the page's first load: it is fetched once the browser is idle, or when the switch
// is pressed, and the photos stay until it is there, without a suspense fallback in between.
import { useEffect, useState } from 'react'
import { m } from '../../../messages/compiled/messages.js'
import type { ProductDetail } from '../../../contract/catalogue'
import { whenIdle } from '../../lib/when-idle'
import type { ImageSpinner as ImageSpinnerComponent } from './image-spinner'
import { PhotoViewer } from './photo-viewer'
import { PRODUCT_IMAGE_SIZE } from '../ui/product-image'
import styles from './product-gallery.module.css'

type GalleryView = 'photos' | 'spin'

const loadSpinner = () => import('./image-spinner').then((module) => module.ImageSpinner)

/** The gallery when there is one; else the single card image (or none, and the placeholder shows). */
function photosOf(product: ProductDetail): string[] {
  const gallery = product.images.map((item) => item.image)
  if (gallery.length > 0) return gallery
  return product.image ? [product.image] : []
}

export function ProductGallery({ product }: { product: ProductDetail }) {
  const [view, setView] = useState<GalleryView>('photos')
  const [ImageSpinner, setImageSpinner] = useState<typeof ImageSpinnerComponent | null>(null)
  const frames = product.spin_images.map((item) => item.image)
  const spins = frames.length > 0
  useEffect(() => (spins ? whenIdle(() => void loadSpinner()) : undefined), [spins])
  const photos = photosOf(product)
  const viewer = <PhotoViewer photos={photos} alt={product.image_alt} title={product.image_title} />
  if (!spins) return <div className={styles.gallery}>{viewer}</div>

  const show = (value: GalleryView) => {
    setView(value)
    if (value === 'spin' && !ImageSpinner) void loadSpinner().then((component) => setImageSpinner(() => component))
  }
  const toggle = (value: GalleryView, label: string) => (
    <button type="button" className={styles.toggle} aria-pressed={view === value} onClick={() => show(value)}>
      {label}
    </button>
  )
  return (
    <div className={styles.gallery}>
      <div className={styles.views} role="group" aria-label={m.product_view_label()}>
        {toggle('photos', m.product_view_photos())}
        {toggle('spin', m.product_view_spin())}
      </div>
      {view === 'spin' && ImageSpinner ? (
        <div className={styles.spinner}>
          <ImageSpinner
            frames={frames}
            alt={product.image_alt}
            infinite
            slider
            width={PRODUCT_IMAGE_SIZE}
            height={PRODUCT_IMAGE_SIZE}
          />
        </div>
      ) : (
        viewer
      )}
    </div>
  )
}
