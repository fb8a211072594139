// Minus, the number of packs and plus for a product in the cart, on the quantity control machine: presses and
// typing become cart actions for the product's line; the cart's answer flows back in as the shown quantity.
// Without a line the product's first pack is on its way: the control shows it and takes no press until it lands.
// A refused entry is marked under the field; more packs than the stock band holds are asked about in a dialog.
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useId, useRef } from 'react'
import {
  quantityControlMachine,
  stockBound,
  stockPacksOf,
  typedQuantity,
} from '../../../machines/quantity-control.machine'
import { formatCount } from '../../../contract/format/units'
import { useSiteVars } from '../../lib/root-data'
import { m } from '../../../messages/compiled/messages.js'
import { getLocale } from '../../../messages/compiled/runtime.js'
import { DEFAULT_CART_MAX_QUANTITY, type CartItem } from '../../../contract/cart'
import type { ListedProduct } from '../../../contract/catalogue'
import { useCartCommands } from '../../state/cart-provider'
import { Button } from '../ui/button'
import { Dialog } from '../ui/dialog'
import styles from './quantity-control.module.css'

export function QuantityControl({
  line,
  product,
  compact = false,
}: {
  line: CartItem | undefined
  product: ListedProduct
  /** The dense size of a cart table row. */
  compact?: boolean
}) {
  const { run } = useCartCommands()
  const ceiling = useSiteVars()?.settings.cart_max_quantity ?? DEFAULT_CART_MAX_QUANTITY
  const quantity = line?.quantity ?? 0
  // Goods supplied on order have no stock to run out of.
  const stockPacks = product.on_order ? null : stockPacksOf(product.amount, product.pack_quantity)
  const actor = useActorRef(quantityControlMachine, { input: { quantity, ceiling, stockPacks } })
  const draft = useSelector(actor, (snapshot) => snapshot.context.draft)
  const problem = useSelector(actor, (snapshot) => snapshot.context.problem)
  const confirming = useSelector(actor, (snapshot) => snapshot.matches('confirming'))
  const problemId = useId()
  const keep = useRef<HTMLButtonElement>(null)
  const pending = !line
  // A line whose price left the buyer's list may shrink but not grow (the server refuses it).
  const noPrice = line?.price === null
  const locale = getLocale()

  useEffect(() => actor.send({ type: 'quantity.sync', quantity }), [actor, quantity])
  useEffect(() => {
    const subscription = actor.on('quantity.command', ({ command }) => {
      if (command.kind === 'add') run({ kind: 'add', product: product.id, quantity: 1 })
      else if (!line) return
      else if (command.kind === 'set') run({ kind: 'set', item: line.id, quantity: command.quantity })
      else run({ kind: command.kind, item: line.id })
    })
    return () => subscription.unsubscribe()
  }, [actor, run, line, product.id])

  const typed = typedQuantity(draft)
  const cancel = () => actor.send({ type: 'quantity.cancel' })
  return (
    <div className={styles.wrap}>
      <div
        className={styles.control}
        data-testid="quantity-control"
        data-compact={compact || undefined}
        aria-busy={pending}
      >
        <button
          type="button"
          className={styles.step}
          aria-label={m.cart_minus()}
          disabled={pending}
          onClick={() => actor.send({ type: 'quantity.minus' })}
        >
          −
        </button>
        <input
          className={styles.input}
          inputMode="numeric"
          aria-label={m.cart_quantity_label()}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          value={pending ? '1' : draft}
          readOnly={pending}
          onChange={(event) => actor.send({ type: 'quantity.type', text: event.currentTarget.value })}
          onBlur={() => actor.send({ type: 'quantity.blur' })}
          onKeyDown={(event) => {
            if (event.key === 'Enter') actor.send({ type: 'quantity.blur' })
          }}
        />
        <button
          type="button"
          className={styles.step}
          aria-label={m.cart_plus()}
          disabled={pending || noPrice}
          onClick={() => actor.send({ type: 'quantity.plus' })}
        >
          +
        </button>
      </div>
      {problem ? (
        <p id={problemId} className={styles.problem} role="alert">
          {problem === 'whole'
            ? m.cart_quantity_whole()
            : m.cart_quantity_over_ceiling({ max: formatCount(ceiling, locale) })}
        </p>
      ) : null}
      <Dialog
        open={confirming}
        onClose={cancel}
        title={m.cart_quantity_confirm_title({ quantity: formatCount(typed, locale) })}
        initialFocus={keep}
        actions={
          <>
            <Button ref={keep} variant="secondary" onClick={cancel}>
              {m.cart_quantity_confirm_no({ quantity: formatCount(quantity, locale) })}
            </Button>
            <Button onClick={() => actor.send({ type: 'quantity.confirm' })}>{m.cart_quantity_confirm_yes()}</Button>
          </>
        }
      >
        {m.cart_quantity_confirm_stock({
          units: formatCount(typed * product.pack_quantity, locale),
          stock: formatCount(stockBound(product.amount) ?? 0, locale),
        })}
      </Dialog>
    </div>
  )
}
