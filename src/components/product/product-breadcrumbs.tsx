// Catalogue › every category down to the product's › the product. Router links, so the locale prefix
// (none for Russian) is added by the router's rewrite.
import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { m } from '../../../messages/compiled/messages.js'
import type { ProductDetail } from '../../../contract/catalogue'
import { Breadcrumbs, type Crumb } from '../ui/breadcrumbs'

export function ProductBreadcrumbs({ product }: { product: ProductDetail }) {
  const categories = [...product.category.categories_path, product.category]
  const crumbs: Crumb[] = [
    { key: 'catalog', label: m.catalog_title(), link: (children) => <Link to="/catalog/">{children}</Link> },
    ...categories.map((category) => ({
      key: category.path,
      label: category.title,
      link: (children: ReactNode) => (
        <Link to="/catalog/$/" params={{ _splat: category.path }}>
          {children}
        </Link>
      ),
    })),
    { key: 'product', label: product.title },
  ]
  return <Breadcrumbs crumbs={crumbs} />
}
