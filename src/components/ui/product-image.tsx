// A product photo on white in a square frame, so nothing shifts while it loads; the site's placeholder
// stands in when a product has no picture.
import { useSiteVars } from '../../lib/root-data'
import styles from './product-image.module.css'

/** The size product photos are made at (the 360° view draws its frames at it). */
export const PRODUCT_IMAGE_SIZE = 600

type ProductImageProps = {
  src: string | null
  alt: string
  title?: string
  /** The page's largest picture is likely this one (the first cards of a listing, a product page's main photo):
   * fetched first, not lazily. */
  priority?: boolean
  className?: string
}

export function ProductImage({ src, alt, title, priority, className }: ProductImageProps) {
  const noimage = useSiteVars()?.settings.noimage ?? null
  const image = src ?? noimage
  return (
    <span className={[styles.frame, className].filter(Boolean).join(' ')}>
      {image ? (
        <img
          src={image}
          alt={alt}
          title={title}
          // The frame's square sets the size (no width or height to repeat); eager is the browser's own default.
          loading={priority ? undefined : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
        />
      ) : null}
    </span>
  )
}
