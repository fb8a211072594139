// The React side of the order-cancel machine: a cancel is orders/{id}/cancel/, a change orders/{id}/change/ with
// the cart id the storefront knows (its answered cart becomes the app's one cart); both without the global error
// alert, since the dialog shows its own. Once done, the page's data is loaded again so the order shows its status.
import { useRouter } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo } from 'react'
import { fromPromise } from 'xstate'
import {
  orderCancelMachine,
  type CancelOutcome,
  type OrderCancelEvent,
  type SendCancelInput,
} from '../../machines/order-cancel.machine'
import { cancelOrder, changeOrder } from '../api/orders'
import { storedCartId } from '../lib/cart/cart-id'
import { useCart } from './cart-provider'

async function sendCancel({ orderId, mode, reason }: SendCancelInput): Promise<CancelOutcome> {
  if (mode === 'cancel') return { order: await cancelOrder(orderId, reason, { suppressErrorAlert: true }), cart: null }
  return changeOrder(orderId, reason, { cartId: storedCartId(), suppressErrorAlert: true })
}

export function useOrderCancel() {
  const { replace } = useCart()
  const router = useRouter()
  const machine = useMemo(
    () =>
      orderCancelMachine.provide({
        actors: { sendCancel: fromPromise<CancelOutcome, SendCancelInput>(({ input }) => sendCancel(input)) },
      }),
    [],
  )
  const actor = useActorRef(machine)

  useEffect(() => {
    const subscription = actor.on('cancel.done', ({ cart }) => {
      if (cart) replace(cart)
      void router.invalidate()
    })
    return () => subscription.unsubscribe()
  }, [actor, replace, router])

  const state = useSelector(actor, (snapshot) => snapshot.value)
  const context = useSelector(actor, (snapshot) => snapshot.context)
  const send = useMemo(() => (event: OrderCancelEvent) => actor.send(event), [actor])
  return { state, context, send }
}

export type OrderCancelView = ReturnType<typeof useOrderCancel>
