// The React side of the repeat-order machine: both steps are orders/{id}/repeat/ (a preview, then confirm with
// the chosen lines and the cart id the storefront knows), without the global error alert since the page shows
// its own; the cart it answers becomes the app's one cart.
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo } from 'react'
import { fromPromise } from 'xstate'
import { repeatOrderMachine, type ConfirmRepeatInput, type RepeatOrderEvent } from '../../machines/repeat-order.machine'
import { previewRepeatOrder, repeatOrder } from '../api/orders'
import { storedCartId } from '../lib/cart/cart-id'
import type { Cart } from '../../contract/cart'
import type { RepeatPreview } from '../../contract/orders'
import { useCart } from './cart-provider'

export function useRepeatOrder() {
  const { replace } = useCart()
  const machine = useMemo(
    () =>
      repeatOrderMachine.provide({
        actors: {
          previewRepeat: fromPromise<RepeatPreview, { orderId: number }>(({ input }) =>
            previewRepeatOrder(input.orderId, { suppressErrorAlert: true }),
          ),
          confirmRepeat: fromPromise<Cart, ConfirmRepeatInput>(({ input }) =>
            // The cart id is read when the lines are added: the cart provider keeps it current.
            repeatOrder(input.orderId, input.items, { cartId: storedCartId(), suppressErrorAlert: true }),
          ),
        },
      }),
    [],
  )
  const actor = useActorRef(machine)

  useEffect(() => {
    const subscription = actor.on('repeat.added', ({ cart: next }) => replace(next))
    return () => subscription.unsubscribe()
  }, [actor, replace])

  const state = useSelector(actor, (snapshot) => snapshot.value)
  const context = useSelector(actor, (snapshot) => snapshot.context)
  const send = useMemo(() => (event: RepeatOrderEvent) => actor.send(event), [actor])
  return { state, context, send }
}

export type RepeatOrderView = ReturnType<typeof useRepeatOrder>
