// The product's brand, linking to the brand page.
import { Link } from '@tanstack/react-router'
import type { BrandRef } from '../../../contract/catalogue'

export function BrandLink({ brand, className }: { brand: BrandRef; className?: string }) {
  return (
    <Link to="/brand/$slug/" params={{ slug: brand.slug }} className={className}>
      {brand.title}
    </Link>
  )
}
