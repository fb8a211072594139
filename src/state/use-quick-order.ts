// The React side of the quick-order machine: its checks and adds are orders/fast/ calls, a chosen text or CSV file
// is read here and its text handed over, an Excel workbook goes to the server to be read, an add goes to the cart
// the storefront shows and the cart answered becomes the app's one cart.
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { fromPromise } from 'xstate'
import {
  quickOrderMachine,
  type QuickOrderAdded,
  type QuickOrderAddInput,
  type QuickOrderContext,
  type QuickOrderInput,
  type QuickOrderSheetInput,
  type QuickOrderSheetRead,
} from '../../machines/quick-order.machine'
import { quickOrder, quickOrderSheet } from '../api/orders'
import { quickOrderFileText } from '../lib/cart/quick-order-file'
import type { QuickOrderLine } from '../../contract/orders'
import { useCart } from './cart-provider'

export type QuickOrderView = QuickOrderContext & {
  state: 'editing' | 'checking' | 'reading' | 'reviewed' | 'adding' | 'added'
}

/** A workbook by its name or type; anything else is read as text. */
const isWorkbook = (file: File) =>
  /\.xlsx?$/i.test(file.name) || file.type === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

const machine = quickOrderMachine.provide({
  actors: {
    // Neither call raises the error alert: the panel shows the refusal.
    checkQuickOrder: fromPromise<QuickOrderLine[], QuickOrderInput>(
      async ({ input, signal }) => (await quickOrder(input.text, false, { signal, suppressErrorAlert: true })).items,
    ),
    readQuickOrderSheet: fromPromise<QuickOrderSheetRead, QuickOrderSheetInput>(async ({ input, signal }) => {
      const answer = await quickOrderSheet(input.file, { signal, suppressErrorAlert: true })
      return { name: input.file.name, text: answer.text ?? '', items: answer.items }
    }),
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
      isWorkbook(file)
        ? actor.send({ type: 'quickOrder.sheet', file })
        : actor.send({
            type: 'quickOrder.file',
            name: file.name,
            text: await quickOrderFileText(file).catch(() => ''),
          }),
  }
}
