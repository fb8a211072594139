// Minus, the number of packs and plus for a product in the cart, on the quantity control machine: presses and
// typing become cart actions for the product's line; the cart's answer flows back in as the shown quantity.
// Without a line the product's first pack is on its way: the control shows it and takes no press until it lands.
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { quantityControlMachine } from '../../../machines/quantity-control.machine'
import { m } from '../../paraglide/messages.js'
import type { CartItem } from '../../schemas/cart'
import { useCart } from '../../state/cart-provider'
import styles from './quantity-control.module.css'

export function QuantityControl({ line, productId }: { line: CartItem | undefined; productId: number }) {
  const { run } = useCart()
  const quantity = line?.quantity ?? 0
  const actor = useActorRef(quantityControlMachine, { input: { quantity } })
  const draft = useSelector(actor, (snapshot) => snapshot.context.draft)
  const pending = !line

  useEffect(() => actor.send({ type: 'quantity.sync', quantity }), [actor, quantity])
  useEffect(() => {
    const subscription = actor.on('quantity.command', ({ command }) => {
      if (command.kind === 'add') run({ kind: 'add', product: productId, quantity: 1 })
      else if (!line) return
      else if (command.kind === 'set') run({ kind: 'set', item: line.id, quantity: command.quantity })
      else run({ kind: command.kind, item: line.id })
    })
    return () => subscription.unsubscribe()
  }, [actor, run, line, productId])

  return (
    <div className={styles.control} data-testid="quantity-control" aria-busy={pending}>
      <button type="button" className={styles.step} aria-label={m.cart_minus()} disabled={pending} onClick={() => actor.send({ type: 'quantity.minus' })}>
        −
      </button>
      <input
        className={styles.input}
        inputMode="numeric"
        pattern="[0-9]*"
        aria-label={m.cart_quantity_label()}
        value={pending ? '1' : draft}
        readOnly={pending}
        onChange={(event) => actor.send({ type: 'quantity.type', text: event.currentTarget.value })}
        onBlur={() => actor.send({ type: 'quantity.blur' })}
        onKeyDown={(event) => {
          if (event.key === 'Enter') actor.send({ type: 'quantity.blur' })
        }}
      />
      <button type="button" className={styles.step} aria-label={m.cart_plus()} disabled={pending} onClick={() => actor.send({ type: 'quantity.plus' })}>
        +
      </button>
    </div>
  )
}
