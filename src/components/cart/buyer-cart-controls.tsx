// The cart controls of a card or a product page, drawn only for a buyer who may order: their code (the quantity
// control's and the wait list's machines, and xstate with them) never loads for a guest (decision 031).
import { Suspense, lazy } from 'react'
import type { ListedProduct } from '../../../contract/catalogue'
import { useCanOrder } from '../../state/use-can-order'

const CartControls = lazy(() => import('./cart-controls').then((module) => ({ default: module.CartControls })))

export function BuyerCartControls({ product }: { product: ListedProduct }) {
  if (!useCanOrder()) return null
  return (
    <Suspense fallback={null}>
      <CartControls product={product} />
    </Suspense>
  )
}
