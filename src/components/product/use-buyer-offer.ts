// A product's price and stock as the page may show them: what the API sent for a signed-in buyer, and nothing
// once nobody is signed in (the session ended on the page: the data on screen was loaded for the buyer).
import type { ProductCard } from '../../../contract/catalogue'
import { useAuth } from '../../state/auth-provider'

type Offer = Pick<ProductCard, 'price' | 'amount'>

export function useBuyerOffer(product: Offer): Offer {
  const { user } = useAuth()
  return user ? { price: product.price, amount: product.amount } : {}
}
