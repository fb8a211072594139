// The React side of the repeat-order machine: both steps are orders/{id}/repeat/ (a preview, then confirm with
// the chosen lines and the cart id the storefront knows), without the global error alert since the page shows
// its own; the cart it answers becomes the app's one cart.
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo } from 'react'
import { fromPromise } from 'xstate'
import { repeatOrderMachine, type ConfirmRepeatInput, type RepeatOrderEvent } from '../../machines/repeat-order.machine'
import { api } from '../api/instance'
import { storedCartId } from '../lib/cart/cart-calls'
import type { Cart } from '../../contract/cart'
import type { RepeatOrderBody, RepeatPreview } from '../../contract/orders'
import { useCart } from './cart-provider'

const repeatPath = (orderId: number) => `orders/${orderId}/repeat/`

const cartQuery = () => {
  const cartId = storedCartId()
  return cartId ? { cart_id: cartId } : undefined
}


export function useRepeatOrder() {
  const { replace } = useCart()
  const machine = useMemo(
    () =>
      repeatOrderMachine.provide({
        actors: {
          previewRepeat: fromPromise<RepeatPreview, { orderId: number }>(({ input }) =>
            api().post<RepeatPreview>(repeatPath(input.orderId), {} satisfies RepeatOrderBody, { suppressErrorAlert: true }),
          ),
          confirmRepeat: fromPromise<Cart, ConfirmRepeatInput>(({ input }) =>
            api().post<Cart>(repeatPath(input.orderId), { confirm: true, items: input.items } satisfies RepeatOrderBody, {
              // Read when the lines are added: the cart provider keeps it current. Without one the server takes
              // the buyer's latest cart.
              query: cartQuery(),
              suppressErrorAlert: true,
            }),
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
