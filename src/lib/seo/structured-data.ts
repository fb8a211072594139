// schema.org data for search engines (JSON-LD): the organization on every page, breadcrumbs and products.
// A product carries an offer only when its price is in the answer, i.e. for a signed-in buyer: guests'
// pages never mention a price, here either.
import type { AmountBand, ProductDetail } from '../../../contract/catalogue'
import type { CategoryLink } from '../../../contract/site'
import { availabilityLevel } from '../../../contract/format/availability'

type Thing = Record<string, unknown>

export function organizationData(site: {
  name: string
  url: string
  logo?: string | null
  phones: string[]
  emails: string[]
}): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    url: `${site.url}/`,
    ...(site.logo ? { logo: new URL(site.logo, site.url).href } : {}),
    ...(site.phones.length ? { telephone: site.phones[0] } : {}),
    ...(site.emails.length ? { email: site.emails[0] } : {}),
  }
}

export function breadcrumbData(siteUrl: string, crumbs: { name: string; path: string }[]): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${siteUrl}${crumb.path}`,
    })),
  }
}

/** Catalogue, its categories down to `category`, as breadcrumb entries (paths without the locale prefix). */
export function categoryCrumbs(
  catalogueName: string,
  trail: Pick<CategoryLink, 'title' | 'path'>[],
): { name: string; path: string }[] {
  return [
    { name: catalogueName, path: '/catalog/' },
    ...trail.map((category) => ({ name: category.title, path: `/catalog/${category.path}/` })),
  ]
}

const inStock = (amount: AmountBand | undefined) =>
  availabilityLevel(amount) > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock'

export function productData(siteUrl: string, product: ProductDetail, pageUrl: string): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    sku: product.sku_full,
    url: pageUrl,
    ...(product.image ? { image: new URL(product.image, siteUrl).href } : {}),
    ...(product.description_short ? { description: product.description_short } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.title } } : {}),
    ...(product.price == null
      ? {}
      : {
          offers: {
            '@type': 'Offer',
            price: (product.price / 100).toFixed(2),
            priceCurrency: 'RUB',
            availability: inStock(product.amount),
            url: pageUrl,
          },
        }),
  }
}

/** JSON for a <script> element: `<` escaped so no text can close the element early. */
export const jsonLdText = (data: Thing): string => JSON.stringify(data).replace(/</g, '\\u003c')
