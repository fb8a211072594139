// Every user-facing machine's adapter, in the order the runner takes them and `--machine` names them.
import type { PathAdapter } from '../adapter'
import { citySearchAdapter } from './city-search'
import { quantityControlAdapter } from './quantity-control'
import { searchSuggestAdapter } from './search-suggest'

export const ADAPTERS: PathAdapter[] = [quantityControlAdapter, searchSuggestAdapter, citySearchAdapter]
