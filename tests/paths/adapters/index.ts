// Every user-facing machine's adapter, in the order the runner takes them and `--machine` names them.
import type { PathAdapter } from '../adapter'
import { authAdapter } from './auth'
import { cartAdapter } from './cart'
import { catalogueQueryAdapter } from './catalogue-query'
import { checkoutAdapter } from './checkout'
import { citySearchAdapter } from './city-search'
import { datePickerAdapter } from './date-picker'
import { favoritesAdapter } from './favorites'
import { imageSpinnerAdapter } from './image-spinner'
import { menuTreeAdapter } from './menu-tree'
import { modalChainAdapter } from './modal-chain'
import { orderCancelAdapter } from './order-cancel'
import { quantityControlAdapter } from './quantity-control'
import { quickOrderAdapter } from './quick-order'
import { repeatOrderAdapter } from './repeat-order'
import { routeProgressAdapter } from './route-progress'
import { searchSuggestAdapter } from './search-suggest'
import { submissionAdapter } from './submission'

export const ADAPTERS: PathAdapter[] = [
  authAdapter,
  modalChainAdapter,
  catalogueQueryAdapter,
  menuTreeAdapter,
  routeProgressAdapter,
  searchSuggestAdapter,
  citySearchAdapter,
  favoritesAdapter,
  imageSpinnerAdapter,
  quantityControlAdapter,
  cartAdapter,
  quickOrderAdapter,
  checkoutAdapter,
  datePickerAdapter,
  repeatOrderAdapter,
  orderCancelAdapter,
  submissionAdapter,
]
