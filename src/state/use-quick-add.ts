// The cart's one-SKU box on the submission machine: the SKU and packs checked with the shared QuickAddForm, then
// added through orders/fast/ as one line to the cart the storefront shows; a SKU that cannot be added is refused
// under its field with the quick order's reason. The cart answered becomes the app's one cart, and the box empties.
import { QuickAddForm, type QuickOrderStatus } from '../../contract/orders'
import { m } from '../../messages/compiled/messages.js'
import { quickOrder } from '../api/orders'
import { storedCartId } from '../lib/cart/cart-id'
import { validateForm } from '../lib/forms/validate'
import { useCartCommands } from './cart-provider'
import { useSubmission } from './use-submission'

const EMPTY: QuickAddForm = { sku: '', packs: '1' }

const REASONS: Record<Exclude<QuickOrderStatus, 'found'> | 'invalid', () => string> = {
  not_found: m.quick_order_status_not_found,
  not_orderable: m.quick_order_status_not_orderable,
  no_price: m.quick_order_status_no_price,
  out_of_stock: m.quick_order_status_out_of_stock,
  invalid: m.quick_order_status_invalid,
}

export function useQuickAdd() {
  const { replace } = useCartCommands()
  return useSubmission({
    values: EMPTY,
    validate: (values) => validateForm(QuickAddForm, values),
    send: async (body) => {
      const answer = await quickOrder(`${body.sku} ${body.packs}`, true, {
        cartId: storedCartId(),
        suppressErrorAlert: true,
      })
      const line = answer.items[0]
      if (!line || line.status !== 'found' || !answer.cart)
        throw {
          status: 400,
          data: { sku: [REASONS[line?.status === 'found' ? 'invalid' : (line?.status ?? 'invalid')]()] },
        }
      replace(answer.cart)
      return { sku: line.sku }
    },
    after: () => EMPTY,
  })
}
