// The cart machine for the whole app: a signed-in buyer's cart from the page's first render, every change run
// one at a time through carts/…, the cart id kept in localStorage, the buy goal after a successful add and the
// e-commerce "add" and "remove" events for what each change of the buyer's added or took away; the cart is
// loaded again when the tab is back in front. Guests have no cart: the provider gives them an empty, inert one.
// The actor runs from the first change or once the page is idle (decision 031); until then the cart is the page's.
import { createContext, use, useEffect, useMemo, type ReactNode } from 'react'
import type { CartAction, CartNotice } from '../../machines/cart.machine'
import type { Cart, CartItem } from '../../contract/cart'
import { useAuth } from './auth-provider'
import { useDeferredActor, useDeferredSelector } from './deferred-actor'
import type { CartActor } from './cart-actor'
import { useLatest } from '../lib/use-latest'

type CartState = {
  cart: Cart | null
  notice: CartNotice | null
  /** An action is running or waiting. */
  busy: boolean
  run: (action: CartAction) => void
  /** Takes a cart another call answered with (a quick order, a repeated order). */
  replace: (cart: Cart) => void
  dismiss: () => void
  /** The line of a product, when it is in the cart. */
  lineOf: (productId: number) => CartItem | undefined
  /** An add of the product is running or waiting: its card shows the quantity control at once. */
  adding: (productId: number) => boolean
}

const CartContext = createContext<CartState | null>(null)

/** The commands alone: they never change, so a component that only sends them (a cart row, a quantity control)
 * does not render again each time the cart does. */
type CartCommands = Pick<CartState, 'run' | 'replace' | 'dismiss'>
const CartCommandsContext = createContext<CartCommands | null>(null)

export function CartProvider({ initial, children }: { initial: Cart | null; children: ReactNode }) {
  const { user } = useAuth()
  const latestInitial = useLatest(initial)
  const { actor, send } = useDeferredActor((): Promise<CartActor> =>
    import('./cart-actor').then((module) => module.startCart(latestInitial.current)),
  )

  // A buyer whose page came without the cart (the server could not fetch it) loads it once in the browser.
  useEffect(() => {
    if (user && !initial) send({ type: 'cart.run', action: { kind: 'load' } })
  }, [send, user, initial])

  // Another tab may have changed the cart meanwhile: coming back to this one shows the server's.
  useEffect(() => {
    if (!user) return
    const reload = () => {
      if (document.visibilityState === 'visible') send({ type: 'cart.run', action: { kind: 'load' } })
    }
    window.addEventListener('focus', reload)
    document.addEventListener('visibilitychange', reload)
    return () => {
      window.removeEventListener('focus', reload)
      document.removeEventListener('visibilitychange', reload)
    }
  }, [send, user])

  const cart = useDeferredSelector(actor, (snapshot) => (user ? snapshot.context.cart : null), user ? initial : null)
  const notice = useDeferredSelector(actor, (snapshot) => snapshot.context.notice, null)
  const busy = useDeferredSelector(actor, (snapshot) => snapshot.context.queue.length > 0, false)
  const addingProducts = useDeferredSelector(
    actor,
    (snapshot) => snapshot.context.queue.flatMap((action) => (action.kind === 'add' ? [action.product] : [])).join(','),
    '',
  )

  const commands = useMemo(
    (): CartCommands => ({
      run: (action) => send({ type: 'cart.run', action }),
      replace: (next) => send({ type: 'cart.replace', cart: next }),
      dismiss: () => send({ type: 'cart.dismiss' }),
    }),
    [send],
  )
  const value = useMemo((): CartState => {
    const lines = new Map(cart?.items.map((item) => [item.product.id, item]))
    const pendingAdds = new Set(addingProducts.split(',').filter(Boolean).map(Number))
    return {
      cart,
      notice,
      busy,
      ...commands,
      lineOf: (productId) => lines.get(productId),
      adding: (productId) => pendingAdds.has(productId),
    }
  }, [commands, cart, notice, busy, addingProducts])
  return (
    <CartCommandsContext value={commands}>
      <CartContext value={value}>{children}</CartContext>
    </CartCommandsContext>
  )
}

export function useCartCommands(): CartCommands {
  const value = use(CartCommandsContext)
  if (!value) throw new Error('useCartCommands needs a CartProvider above it')
  return value
}

export function useCart(): CartState {
  const value = use(CartContext)
  if (!value) throw new Error('useCart needs a CartProvider above it')
  return value
}
