// Every user-facing machine's adapter, in the order the runner takes them and `--machine` names them.
import type { PathAdapter } from '../adapter'
import { checkoutAdapter } from './checkout'
import { datePickerAdapter } from './date-picker'
import { quantityControlAdapter } from './quantity-control'

export const ADAPTERS: PathAdapter[] = [quantityControlAdapter, checkoutAdapter, datePickerAdapter]
