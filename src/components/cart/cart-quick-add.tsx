// The compact box at the top of the cart: a SKU and packs, added at once (Enter adds); the full quick order for
// many SKUs is further down the page.
import { m } from '../../../messages/compiled/messages.js'
import { useQuickAdd } from '../../state/use-quick-add'
import { Button } from '../ui/button'
import styles from './cart-quick-add.module.css'

export function CartQuickAdd() {
  const form = useQuickAdd()
  const sku = form.bind('sku')
  const packs = form.bind('packs')
  const skuError = sku.errors?.[0]
  const packsError = packs.errors?.[0]
  return (
    <form className={styles.box} aria-labelledby="cart-quick-add" {...form.formProps}>
      <h2 id="cart-quick-add" className={styles.title}>
        {m.cart_quick_title()}
      </h2>
      <label className={styles.sku}>
        <span className="visually-hidden">{m.cart_quick_sku()}</span>
        <input
          name={sku.name}
          value={sku.value}
          placeholder={m.cart_quick_sku()}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={skuError ? true : undefined}
          aria-describedby={skuError ? 'cart-quick-add-sku-error' : undefined}
          onChange={(event) => sku.onValueChange(event.currentTarget.value)}
        />
      </label>
      <label className={styles.packs}>
        <span className={styles.label}>{m.cart_quick_packs()}</span>
        <input
          name={packs.name}
          value={packs.value}
          inputMode="numeric"
          aria-invalid={packsError ? true : undefined}
          aria-describedby={packsError ? 'cart-quick-add-packs-error' : undefined}
          onChange={(event) => packs.onValueChange(event.currentTarget.value)}
        />
      </label>
      <Button type="submit" disabled={form.busy}>
        {m.cart_quick_add()}
      </Button>
      <p className={styles.note} role="status">
        {skuError ? (
          <span id="cart-quick-add-sku-error" className={styles.error}>
            {skuError}
          </span>
        ) : packsError ? (
          <span id="cart-quick-add-packs-error" className={styles.error}>
            {packsError}
          </span>
        ) : form.message ? (
          <span className={styles.error}>{form.message}</span>
        ) : form.success ? (
          m.cart_quick_added({ sku: form.success.answer.sku })
        ) : (
          <a href="#quick-order-title">{m.cart_quick_more()}</a>
        )}
      </p>
    </form>
  )
}
