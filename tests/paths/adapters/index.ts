// Every user-facing machine's adapter, in the order the runner takes them and `--machine` names them.
import type { PathAdapter } from '../adapter'
import { catalogueQueryAdapter } from './catalogue-query'
import { menuTreeAdapter } from './menu-tree'
import { quantityControlAdapter } from './quantity-control'
import { routeProgressAdapter } from './route-progress'

export const ADAPTERS: PathAdapter[] = [
  quantityControlAdapter,
  catalogueQueryAdapter,
  menuTreeAdapter,
  routeProgressAdapter,
]
