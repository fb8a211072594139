// Every user-facing machine's adapter, in the order the runner takes them and `--machine` names them.
import type { PathAdapter } from '../adapter'
import { cartAdapter } from './cart'
import { quantityControlAdapter } from './quantity-control'

export const ADAPTERS: PathAdapter[] = [quantityControlAdapter, cartAdapter]
