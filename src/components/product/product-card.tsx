// One product in a listing, shared by the catalogue, brand, search and related-goods sliders. Prices and
// stock show only when the API sent them (signed-in buyers) and the buyer is still signed in (a session that
// ends on the page takes them away at once); a guest's card has nothing price-like. A buyer adds to the cart
// from the card.
import { Link } from '@tanstack/react-router'
import { m } from '../../../messages/compiled/messages.js'
import { FavoriteButton } from '../favorites/favorite-button'
import type { ListedProduct } from '../../../contract/catalogue'
import { BuyerCartControls } from '../cart/buyer-cart-controls'
import { AvailabilityBars } from './availability-bars'
import { ProductImage } from '../ui/product-image'
import { ProductLabels } from './product-labels'
import { PackPrice } from '../ui/pack-price'
import { useBuyerOffer } from './use-buyer-offer'
import styles from './product-card.module.css'

export type ProductCardView = 'cols' | 'rows'

type ProductCardProps = {
  product: ListedProduct
  /** 'cols': a tile in a grid; 'rows': one dense line per product, price and stock in aligned columns. */
  view: ProductCardView
  /** One of the first cards on the page, whose picture is fetched at once (see ProductImage). */
  priority?: boolean
}

export function ProductCard({ product, view, priority }: ProductCardProps) {
  const { price, amount } = useBuyerOffer(product)
  return (
    <article
      className={styles.card}
      data-product-id={product.id}
      // Tiles are the plain card; only rows name their view.
      data-view={view === 'rows' ? view : undefined}
      data-priced={price !== undefined || undefined}
    >
      <ProductImage src={product.image} alt={product.image_alt} title={product.image_title} priority={priority} />
      <div className={styles.info}>
        <h3>
          <Link to="/product/$slug/" params={{ slug: product.slug }}>
            {product.title}
          </Link>
        </h3>
        <div>
          <span>{m.product_sku({ sku: product.sku_full })}</span>
          {product.brand ? <span>{product.brand.title}</span> : null}
          <span>{m.product_pack_quantity({ count: product.pack_quantity })}</span>
          <ProductLabels labels={product.labels} amount={product.amount} />
        </div>
      </div>
      {amount !== undefined ? (
        <div className={styles.stock}>
          <AvailabilityBars amount={amount} onOrder={product.on_order} compact={view === 'rows'} />
        </div>
      ) : null}
      {price != null ? (
        <div className={styles.price}>
          <PackPrice unit={price} packQuantity={product.pack_quantity} />
        </div>
      ) : null}
      {price === null ? (
        <p className={styles.noPrice} title={m.product_no_price()} data-testid="card-no-price">
          {m.product_no_price_short()}
        </p>
      ) : null}
      {price != null ? (
        <div className={styles.actions}>
          <BuyerCartControls product={product} />
        </div>
      ) : null}
      <FavoriteButton productId={product.id} />
    </article>
  )
}
