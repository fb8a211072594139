// "Back to catalogue": the listing the visitor came from, with its filters and page, when it lists this
// product (its category, an ancestor or its brand); otherwise the product's own category. The server and
// the first client render use the category, so hydration matches; the remembered listing comes after.
import { useSyncExternalStore, type MouseEvent, type ReactNode } from 'react'
import { Link, useRouter } from '@tanstack/react-router'
import { catalogueReturnFor } from '../../lib/catalogue/return-url'
import type { ProductDetail } from '../../../contract/catalogue'

const noSubscription = () => () => undefined

function listingPathsOf(product: ProductDetail): string[] {
  const categories = [...product.category.categories_path, product.category].map(
    (category) => `/catalog/${category.path}/`,
  )
  return ['/catalog/', ...categories, ...(product.brand ? [`/brand/${product.brand.slug}/`] : [])]
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

export function BackToCatalogue({
  product,
  className,
  children,
}: {
  product: ProductDetail
  className?: string
  children: ReactNode
}) {
  const router = useRouter()
  const paths = listingPathsOf(product)
  const remembered = useSyncExternalStore(
    noSubscription,
    () => catalogueReturnFor(paths),
    () => null,
  )
  if (remembered === null) {
    return (
      <Link to="/catalog/$/" params={{ _splat: product.category.path }} className={className}>
        {children}
      </Link>
    )
  }
  const navigate = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return
    event.preventDefault()
    void router.navigate({ href: remembered })
  }
  return (
    <a href={remembered} className={className} onClick={navigate}>
      {children}
    </a>
  )
}
