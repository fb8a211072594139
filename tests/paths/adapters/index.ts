// Every user-facing machine's adapter, in the order the runner takes them and `--machine` names them.
import type { PathAdapter } from '../adapter'
import { quantityControlAdapter } from './quantity-control'
import { orderCancelAdapter } from './order-cancel'
import { quickOrderAdapter } from './quick-order'
import { repeatOrderAdapter } from './repeat-order'

export const ADAPTERS: PathAdapter[] = [
  quantityControlAdapter,
  quickOrderAdapter,
  repeatOrderAdapter,
  orderCancelAdapter,
]
