// The resolved lines of a quick order: where each stands in the text, the SKU, the product, the packs, the unit
// price and line amount of a found line, and a status badge that says it in words.
import { Link } from '@tanstack/react-router'
import { lineAmount } from '../../../machines/quick-order.machine'
import { formatPrice } from '../../../contract/format/price'
import { PackPrice } from '../ui/pack-price'
import { m } from '../../../messages/compiled/messages.js'
import type { QuickOrderLine } from '../../../contract/orders'
import { ProductImage } from '../ui/product-image'
import styles from './quick-order-table.module.css'

const STATUS_TEXT: Record<QuickOrderLine['status'], () => string> = {
  found: m.quick_order_status_found,
  not_found: m.quick_order_status_not_found,
  not_orderable: m.quick_order_status_not_orderable,
  no_price: m.quick_order_status_no_price,
  out_of_stock: m.quick_order_status_out_of_stock,
  invalid: m.quick_order_status_invalid,
}

export function QuickOrderTable({ items }: { items: QuickOrderLine[] }) {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{m.quick_order_result_caption()}</caption>
      <thead>
        <tr>
          <th scope="col">{m.quick_order_col_lines()}</th>
          <th scope="col">{m.quick_order_col_sku()}</th>
          <th scope="col">{m.quick_order_col_product()}</th>
          <th scope="col" className={styles.number}>
            {m.quick_order_col_quantity()}
          </th>
          <th scope="col" className={styles.number}>
            {m.product_price()}
          </th>
          <th scope="col" className={styles.number}>
            {m.quick_order_col_total()}
          </th>
          <th scope="col">{m.quick_order_col_status()}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <QuickOrderRow key={item.lines.join(',')} item={item} />
        ))}
      </tbody>
    </table>
  )
}

function QuickOrderRow({ item }: { item: QuickOrderLine }) {
  const product = item.status === 'invalid' ? null : item.product
  const price = item.status === 'found' ? product?.price : undefined
  return (
    <tr data-status={item.status}>
      <td className={styles.lines} data-label={m.quick_order_col_lines()}>
        {item.lines.join(', ')}
      </td>
      <td className={styles.sku}>{item.status === 'invalid' ? item.text : item.sku}</td>
      <td className={styles.product}>
        {product ? (
          <div className={styles.card}>
            <ProductImage className={styles.thumb} src={product.image} alt="" />
            <Link to="/product/$slug/" params={{ slug: product.slug }} className={styles.title}>
              {product.title}
            </Link>
          </div>
        ) : null}
      </td>
      <td className={`${styles.number} ${styles.quantity}`} data-label={m.quick_order_col_quantity()}>
        {item.status === 'invalid' ? null : item.quantity}
      </td>
      <td className={`${styles.number} ${styles.price}`} data-label={m.product_price()}>
        {price == null || !product ? null : (
          <PackPrice unit={price} packQuantity={product.pack_quantity} size="sm" align="end" />
        )}
      </td>
      <td className={`${styles.number} ${styles.total}`} data-label={m.quick_order_col_total()}>
        {price == null ? null : <strong>{formatPrice(lineAmount(item))}</strong>}
      </td>
      <td className={styles.status}>
        <span className={styles.badge} data-status={item.status}>
          {STATUS_TEXT[item.status]()}
        </span>
      </td>
    </tr>
  )
}
