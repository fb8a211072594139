// The cart's lines: a table with a head row from desktop widths, cards below them (the same rows restyled).
import { m } from '../../../messages/compiled/messages.js'
import type { CartItem } from '../../../contract/cart'
import { CartRow } from './cart-row'
import styles from './cart-row.module.css'

export function CartTable({ items, busy }: { items: CartItem[]; busy: boolean }) {
  return (
    <table id="cart-lines" className={styles.table} aria-busy={busy || undefined}>
      <thead>
        <tr>
          <th scope="col" className={styles.media}>
            <span className="visually-hidden">{m.cart_col_name()}</span>
          </th>
          <th scope="col">{m.cart_col_sku()}</th>
          <th scope="col">{m.cart_col_name()}</th>
          <th scope="col">{m.cart_col_packs()}</th>
          <th scope="col" className={styles.number}>
            {m.cart_col_units()}
          </th>
          <th scope="col" className={styles.number}>
            {m.cart_col_unit_price()}
          </th>
          <th scope="col" className={styles.number}>
            {m.cart_col_pack_price()}
          </th>
          <th scope="col" className={styles.number}>
            {m.cart_col_sum()}
          </th>
          <th scope="col">{m.cart_col_comment()}</th>
          <th scope="col">
            <span className="visually-hidden">{m.cart_col_remove()}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <CartRow key={item.id} item={item} />
        ))}
      </tbody>
    </table>
  )
}
