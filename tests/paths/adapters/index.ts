// Every user-facing machine's adapter, in the order the runner takes them and `--machine` names them.
import type { PathAdapter } from '../adapter'
import { favoritesAdapter } from './favorites'
import { imageSpinnerAdapter } from './image-spinner'
import { quantityControlAdapter } from './quantity-control'

export const ADAPTERS: PathAdapter[] = [quantityControlAdapter, favoritesAdapter, imageSpinnerAdapter]
