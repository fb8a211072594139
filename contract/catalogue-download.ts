// catalog/download/page/: what the catalogue download page shows. The PDF itself is catalog/download/
// (?limit, ?offset, ?path, ?brand).
import type { CategoryLink } from './site'

export type CatalogueDownloadPage = {
  title: string
  text: string
  meta: { title: string; description: string; keywords: string }
  /** The viewer is a signed-in buyer: the PDF will carry prices and stock. */
  with_prices: boolean
  /** Products in the whole catalogue. */
  total: number
  /** Top categories that hold products, each downloadable on its own. */
  categories: (CategoryLink & { count: number })[]
}
