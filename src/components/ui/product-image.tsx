// A product photo on white at a fixed square size, so nothing shifts while it loads; the site's placeholder
// stands in when a product has no picture.
import { useSiteVars } from '../../lib/root-data'
import styles from './product-image.module.css'

export const PRODUCT_IMAGE_SIZE = 600

type ProductImageProps = {
  src: string | null
  alt: string
  title?: string
  loading?: 'lazy' | 'eager'
  /** The page's largest picture is likely this one (the first cards of a listing): fetched first, not lazily. */
  priority?: boolean
  className?: string
}

export function ProductImage({ src, alt, title, loading = 'lazy', priority, className }: ProductImageProps) {
  const noimage = useSiteVars()?.settings.noimage ?? null
  const image = src ?? noimage
  return (
    <span className={[styles.frame, className].filter(Boolean).join(' ')}>
      {image ? (
        <img
          src={image}
          alt={alt}
          title={title}
          width={PRODUCT_IMAGE_SIZE}
          height={PRODUCT_IMAGE_SIZE}
          loading={priority ? 'eager' : loading}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          className={styles.image}
        />
      ) : null}
    </span>
  )
}
