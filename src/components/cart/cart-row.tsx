// One line of the cart: a dense table row on a desktop (SKU, name, packs, pieces, unit and pack price, sum, the
// buyer's comment saved when the field is left, removal), a card with the picture below it. Rows are memoised on
// what they show, so a change of one line renders that line only.
import { Link } from '@tanstack/react-router'
import { memo, useState } from 'react'
import { formatPrice } from '../../../contract/format/price'
import { formatCount } from '../../../contract/format/units'
import { m } from '../../../messages/compiled/messages.js'
import { getLocale } from '../../../messages/compiled/runtime.js'
import { MAX_CART_COMMENT, type CartItem } from '../../../contract/cart'
import { useCartCommands } from '../../state/cart-provider'
import { ProductImage } from '../ui/product-image'
import { CloseIcon } from '../ui/icons'
import { QuantityControl } from './quantity-control'
import styles from './cart-row.module.css'

function CartRowView({ item }: { item: CartItem }) {
  const { run } = useCartCommands()
  const [comment, setComment] = useState(item.comment)
  const { product } = item
  const locale = getLocale()
  const units = item.quantity * item.pack_quantity
  return (
    <tr className={styles.row} data-line-id={item.id} data-missing={item.missing || undefined}>
      <td className={styles.media}>
        <ProductImage src={product.image} alt={product.image_alt} title={product.image_title} />
      </td>
      <td className={styles.sku}>{product.sku_full}</td>
      <td className={styles.name}>
        <Link to="/product/$slug/" params={{ slug: product.slug }} className={styles.title} title={product.title}>
          {product.title}
        </Link>
        {item.missing ? (
          <span className={styles.missing}>{item.price === null ? m.cart_missing_no_price() : m.cart_missing()}</span>
        ) : null}
      </td>
      <td className={styles.packs}>
        <QuantityControl line={item} product={product} compact />
      </td>
      <td className={styles.units} data-label={m.cart_col_units()}>
        {m.cart_units({ count: formatCount(units, locale) })}
        {item.pack_quantity > 1 ? (
          <span className={styles.packOf}>{m.cart_pack_of({ count: formatCount(item.pack_quantity, locale) })}</span>
        ) : null}
      </td>
      <td className={styles.unitPrice} data-label={m.cart_col_unit_price()}>
        {item.price === null ? <span className={styles.noPrice}>{m.cart_no_price()}</span> : formatPrice(item.price)}
      </td>
      <td className={styles.packPrice} data-label={m.cart_col_pack_price()}>
        {item.price === null ? '—' : formatPrice(item.price * item.pack_quantity)}
      </td>
      <td className={styles.sum}>
        <strong data-testid="line-total">{item.total === null ? '—' : formatPrice(item.total)}</strong>
      </td>
      <td className={styles.comment}>
        <input
          value={comment}
          maxLength={MAX_CART_COMMENT}
          placeholder={m.cart_comment_placeholder()}
          aria-label={m.cart_comment_label()}
          title={comment || undefined}
          onChange={(event) => setComment(event.currentTarget.value)}
          onBlur={() => {
            if (comment.trim() !== item.comment) run({ kind: 'comment', item: item.id, comment })
          }}
        />
      </td>
      <td className={styles.remove}>
        <button
          type="button"
          aria-label={m.cart_remove_label({ title: product.title })}
          onClick={() => run({ kind: 'remove', item: item.id })}
        >
          <CloseIcon size={16} />
        </button>
      </td>
    </tr>
  )
}

/** What a row shows: a new answer of the server with the same line renders nothing again. */
const sameLine = (a: CartItem, b: CartItem) =>
  a.id === b.id &&
  a.quantity === b.quantity &&
  a.comment === b.comment &&
  a.price === b.price &&
  a.total === b.total &&
  a.missing === b.missing &&
  a.pack_quantity === b.pack_quantity &&
  a.product.title === b.product.title &&
  a.product.slug === b.product.slug &&
  a.product.image === b.product.image &&
  a.product.amount === b.product.amount &&
  a.product.on_order === b.product.on_order

export const CartRow = memo(CartRowView, (before, after) => sameLine(before.item, after.item))
