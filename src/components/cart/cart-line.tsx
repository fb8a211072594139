// One line of the cart page: the product, its unit price, the quantity control, the line amount, the buyer's
// comment (saved when the field is left) and removal.
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { formatPrice } from '../../../contract/format/price'
import { m } from '../../../messages/compiled/messages.js'
import { MAX_CART_COMMENT, type CartItem } from '../../../contract/cart'
import { useCart } from '../../state/cart-provider'
import { ProductImage } from '../ui/product-image'
import { CloseIcon } from '../ui/icons'
import { QuantityControl } from './quantity-control'
import styles from './cart-line.module.css'

export function CartLine({ item }: { item: CartItem }) {
  const { run } = useCart()
  const [comment, setComment] = useState(item.comment)
  const { product } = item
  return (
    <li className={styles.line} data-line-id={item.id} data-missing={item.missing || undefined}>
      <ProductImage className={styles.media} src={product.image} alt={product.image_alt} title={product.image_title} />
      <div className={styles.info}>
        <Link to="/product/$slug/" params={{ slug: product.slug }} className={styles.title}>
          {product.title}
        </Link>
        <span className={styles.meta}>
          {m.product_sku({ sku: product.sku_full })} · {m.product_pack_quantity({ count: item.pack_quantity })}
        </span>
        {item.missing ? (
          <span className={styles.missing}>{item.price === null ? m.cart_missing_no_price() : m.cart_missing()}</span>
        ) : null}
        <label className={styles.comment}>
          <span className="visually-hidden">{m.cart_comment_label()}</span>
          <input
            value={comment}
            maxLength={MAX_CART_COMMENT}
            placeholder={m.cart_comment_placeholder()}
            aria-label={m.cart_comment_label()}
            onChange={(event) => setComment(event.currentTarget.value)}
            onBlur={() => {
              if (comment.trim() !== item.comment) run({ kind: 'comment', item: item.id, comment })
            }}
          />
        </label>
      </div>
      <div className={styles.price}>
        <span className={styles.label}>{m.cart_unit_price()}</span>
        {item.price === null ? <span className={styles.noPrice}>{m.cart_no_price()}</span> : formatPrice(item.price)}
      </div>
      <div className={styles.quantity}>
        <QuantityControl line={item} product={product} />
      </div>
      <div className={styles.amount}>
        <span className={styles.label}>{m.cart_line_total()}</span>
        <strong data-testid="line-total">{item.total === null ? '—' : formatPrice(item.total)}</strong>
      </div>
      <button
        type="button"
        className={styles.remove}
        aria-label={m.cart_remove_label({ title: product.title })}
        onClick={() => run({ kind: 'remove', item: item.id })}
      >
        <CloseIcon size={18} />
      </button>
    </li>
  )
}
