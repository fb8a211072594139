// Previous and next product of the category (in its default order) around the way back to the listing.
import { Link } from '@tanstack/react-router'
import { m } from '../../../messages/compiled/messages.js'
import type { ProductDetail, ProductNeighbour } from '../../../contract/catalogue'
import { CatalogIcon, ChevronRightIcon } from '../ui/icons'
import { BackToCatalogue } from './back-to-catalogue'
import styles from './product-navigation.module.css'

function NeighbourLink({
  neighbour,
  direction,
}: {
  neighbour: ProductNeighbour | null
  direction: 'previous' | 'next'
}) {
  if (!neighbour) return <span className={styles[direction]} />
  return (
    <Link
      to="/product/$slug/"
      params={{ slug: neighbour.slug }}
      rel={direction === 'previous' ? 'prev' : 'next'}
      className={styles[direction]}
    >
      <ChevronRightIcon size={18} className={styles.chevron} />
      <span className={styles.text}>
        <span className={styles.caption}>{direction === 'previous' ? m.product_previous() : m.product_next()}</span>
        <span className={styles.title}>{neighbour.title}</span>
      </span>
    </Link>
  )
}

export function ProductNavigation({ product }: { product: ProductDetail }) {
  return (
    <nav className={styles.navigation} aria-label={m.product_neighbours()}>
      <NeighbourLink neighbour={product.previous} direction="previous" />
      <BackToCatalogue product={product} className={styles.back}>
        <CatalogIcon size={16} />
        {m.product_back()}
      </BackToCatalogue>
      <NeighbourLink neighbour={product.next} direction="next" />
    </nav>
  )
}
