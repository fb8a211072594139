// Price and stock for a buyer; for a guest (the API sent neither) the reminder that prices need an account; for a
// buyer whose price list has no price for the product, that it cannot be ordered.
import { m } from '../../../messages/compiled/messages.js'
import type { ProductDetail } from '../../../contract/catalogue'
import { BuyerCartControls } from '../cart/buyer-cart-controls'
import { InfoIcon } from '../ui/icons'
import { AvailabilityBars } from './availability-bars'
import { PackPrice } from '../ui/pack-price'
import { useBuyerOffer } from './use-buyer-offer'
import styles from './product-offer.module.css'

export function ProductOffer({ product }: { product: ProductDetail }) {
  const { price, amount } = useBuyerOffer(product)
  if (price === undefined) {
    return (
      <p className={styles.guest}>
        <InfoIcon size={18} />
        <span>{m.prices_after_registration()}</span>
      </p>
    )
  }
  if (price === null) {
    return (
      <p className={styles.noPrice} data-testid="product-no-price">
        <InfoIcon size={18} />
        <span>{m.product_no_price()}</span>
      </p>
    )
  }
  return (
    <div className={styles.offer}>
      <PackPrice unit={price} packQuantity={product.pack_quantity} size="lg" />
      {amount !== undefined ? <AvailabilityBars amount={amount} onOrder={product.on_order} /> : null}
      <p className={styles.pack}>{m.product_pack_quantity({ count: product.pack_quantity })}</p>
      <BuyerCartControls product={product} />
    </div>
  )
}
