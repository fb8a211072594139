// The cart machine's actor, started by the CartProvider after hydration (decision 031): every change runs through
// carts/…, the cart id is kept in localStorage, a successful add is the buy goal, and the e-commerce "add" and
// "remove" events report what each change of the buyer's added or took away.
import { createActor, fromPromise } from 'xstate'
import { cartMachine, type CartActionInput } from '../../machines/cart.machine'
import { trackBuyGoal, trackEcommerce } from '../lib/analytics/counters'
import { keepCartId, storedCartId } from '../lib/cart/cart-id'
import { cartDelta } from '../lib/cart/cart-delta'
import type { Cart, CartAddResult } from '../../contract/cart'
import { runCartAction } from './cart-action-call'

const machine = cartMachine.provide({
  actors: {
    runCartAction: fromPromise<Cart | CartAddResult, CartActionInput>(({ input }) =>
      runCartAction(input.action, input.cartId),
    ),
  },
})

export function startCart(initial: Cart | null) {
  const actor = createActor(machine, { input: { cart: initial, cartId: storedCartId() } })
  actor.on('cart.id', ({ cartId }) => keepCartId(cartId))
  actor.on('cart.added', () => trackBuyGoal())
  // Loading the cart (also after a checkout empties it) is no change of the buyer's: only their actions report.
  actor.on('cart.changed', ({ before, after, action }) => {
    if (action?.kind === 'load') return
    const { added, removed } = cartDelta(before, after)
    if (added.length) trackEcommerce('add', added)
    if (removed.length) trackEcommerce('remove', removed)
  })
  return actor.start()
}

export type CartActor = ReturnType<typeof startCart>
