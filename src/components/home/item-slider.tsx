// A product slider of the home page (special offers and new; hits). Guests' cards come without prices from
// the API; an empty list keeps its title and says so.
import type { ProductCard } from '../../../contract/catalogue'
import { ProductSlider } from '../product/product-slider'
import { HomeSection } from './home-section'

export function ItemSlider({ title, products }: { title: string; products: ProductCard[] }) {
  if (products.length === 0) return <HomeSection title={title} empty />
  return <ProductSlider title={title} products={products} />
}
