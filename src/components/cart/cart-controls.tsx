// What a buyer can do with a product from its card or page (SPEC 4 "Product card"): add it (one pack) or, once
// it is in the cart, change the quantity; while it is out of stock and not supplied on order, join or leave its
// wait list. Nothing for guests or for goods that cannot be ordered.
import { m } from '../../../messages/compiled/messages.js'
import { OUT_OF_STOCK, type ListedProduct } from '../../../contract/catalogue'
import { useCanOrder } from '../../state/use-can-order'
import { useCart } from '../../state/cart-provider'
import { Button } from '../ui/button'
import { CartIcon } from '../ui/icons'
import { WaitListButton } from '../wait-list/wait-list-button'
import { QuantityControl } from './quantity-control'

const soldOut = (product: ListedProduct) => product.amount === OUT_OF_STOCK && !product.on_order

export function CartControls({ product }: { product: ListedProduct }) {
  const canOrder = useCanOrder()
  const { lineOf, adding, run } = useCart()
  if (!canOrder || !product.permissions.can_order || product.price === undefined) return null
  if (soldOut(product)) return <WaitListButton productId={product.id} inWait={product.in_wait ?? false} />
  const line = lineOf(product.id)
  // The first press turns the button into the control at once, so a second press in flight adds nothing.
  if (line || adding(product.id)) return <QuantityControl line={line} product={product} />
  return (
    <Button
      size="sm"
      aria-label={m.cart_add_label({ title: product.title })}
      onClick={() => run({ kind: 'add', product: product.id, quantity: 1 })}
    >
      <CartIcon size={18} />
      {m.cart_add()}
    </Button>
  )
}
