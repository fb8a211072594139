// What delivery costs and the smallest order, as the cart and the checkout preview answer them before the buyer
// submits (the server applies the same rule when the order is placed). Money in kopecks, goods at the buyer's prices.
import type { DeliveryType } from './orders'

export type DeliveryQuote = {
  /** The smallest goods sum an order may have; 0 when there is no minimum. */
  min_order: number
  /** What the goods still lack to reach `min_order`; 0 once reached. */
  to_min_order: number
  /** The goods sum from which delivery is free; null when it never is. */
  free_from: number | null
  /** What the goods still lack to be delivered free; 0 once reached, null when delivery is never free. */
  to_free_delivery: number | null
  /** The cost of each delivery method for these goods (pickup is free). */
  costs: Record<DeliveryType, number>
}
