// What a buyer can do with a product from its card or page (SPEC 4 "Product card"): add it (one pack) or, once
// it is in the cart, change the quantity. Nothing for guests, for goods that cannot be ordered, or while out of
// stock and not supplied on order (the wait list takes that place).
import { m } from '../../paraglide/messages.js'
import type { ProductCard } from '../../schemas/catalogue'
import { useAuth } from '../../state/auth-provider'
import { useCart } from '../../state/cart-provider'
import { Button } from '../ui/button'
import { CartIcon } from '../ui/icons'
import { QuantityControl } from './quantity-control'

export function canAddToCart(product: ProductCard, userCanOrder: boolean): boolean {
  const inStock = product.amount !== undefined && product.amount !== 'нет'
  return userCanOrder && product.permissions.can_order && product.price !== undefined && (inStock || product.on_order)
}

export function CartControls({ product }: { product: ProductCard }) {
  const { user } = useAuth()
  const { lineOf, run } = useCart()
  if (!user || !canAddToCart(product, user.permissions.can_order)) return null
  const line = lineOf(product.id)
  if (line) return <QuantityControl line={line} productId={product.id} />
  return (
    <Button size="sm" aria-label={m.cart_add_label({ title: product.title })} onClick={() => run({ kind: 'add', product: product.id, quantity: 1 })}>
      <CartIcon size={18} />
      {m.cart_add()}
    </Button>
  )
}
