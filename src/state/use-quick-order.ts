// The React side of the quick-order machine: its checks and adds are orders/fast/ calls, a chosen file is read
// here and its text handed over, an add goes to the cart the storefront shows and the cart answered becomes the
// app's one cart.
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { fromPromise } from 'xstate'
import {
  quickOrderMachine,
  type QuickOrderAdded,
  type QuickOrderAddInput,
  type QuickOrderContext,
  type QuickOrderInput,
} from '../../machines/quick-order.machine'
import { quickOrder } from '../api/orders'
import { quickOrderFileText } from '../lib/cart/quick-order-file'
import type { QuickOrderLine } from '../../contract/orders'
import { useCart } from './cart-provider'

export type QuickOrderView = QuickOrderContext & { state: 'editing' | 'checking' | 'reviewed' | 'adding' | 'added' }

const machine = quickOrderMachine.provide({
  actors: {
    // Neither call raises the error alert: the panel shows the refusal.
    checkQuickOrder: fromPromise<QuickOrderLine[], QuickOrderInput>(
      async ({ input, signal }) => (await quickOrder(input.text, false, { signal, suppressErrorAlert: true })).items,
    ),
    // Not cancelled: the cart changes on the server anyway.
    addQuickOrder: fromPromise<QuickOrderAdded, QuickOrderAddInput>(async ({ input }) => {
      const answer = await quickOrder(input.text, true, { cartId: input.cartId, suppressErrorAlert: true })
      if (!answer.cart) throw new Error('the quick order answered an add without the cart')
      return { items: answer.items, cart: answer.cart }
    }),
  },
})

const sameView = (a: QuickOrderView, b: QuickOrderView) =>
  a.state === b.state &&
  a.text === b.text &&
  a.fileName === b.fileName &&
  a.items === b.items &&
  a.errors === b.errors &&
  a.added === b.added

export function useQuickOrder() {
  const { cart, replace } = useCart()
  const actor = useActorRef(machine)

  useEffect(() => {
    const subscription = actor.on('quickOrder.added', ({ cart: next }) => replace(next))
    return () => subscription.unsubscribe()
  }, [actor, replace])

  const view = useSelector(
    actor,
    (snapshot): QuickOrderView => ({ ...snapshot.context, state: snapshot.value }),
    sameView,
  )
  return {
    view,
    type: (text: string) => actor.send({ type: 'quickOrder.type', text }),
    check: () => actor.send({ type: 'quickOrder.check' }),
    add: () => actor.send({ type: 'quickOrder.add', cartId: cart?.id ?? null }),
    chooseFile: async (file: File) =>
      actor.send({ type: 'quickOrder.file', name: file.name, text: await quickOrderFileText(file).catch(() => '') }),
  }
}
