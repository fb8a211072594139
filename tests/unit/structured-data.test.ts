import { describe, expect, it } from 'vitest'
import {
  breadcrumbData,
  categoryCrumbs,
  jsonLdText,
  organizationData,
  productData,
} from '../../src/lib/seo/structured-data'
import type { ProductDetail } from '../../contract/catalogue'

const SITE = 'https://vitrina.example'

const product = (extra: Partial<ProductDetail> = {}) =>
  ({
    id: 1,
    slug: 'korm-1',
    title: 'Корм «Котофей»',
    sku_full: 'KF-001',
    image: '/media/p/1.webp',
    description_short: 'Сухой корм',
    brand: { id: 1, slug: 'kotofey', title: 'Kotofey', logo_color: null },
    ...extra,
  }) as ProductDetail

describe('structured data', () => {
  it('describes the organization with absolute addresses', () => {
    expect(
      organizationData({
        name: 'Витрина',
        url: SITE,
        logo: '/media/logo.svg',
        phones: ['+7 495 120-45-67'],
        emails: ['info@example.com'],
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Витрина',
      url: 'https://vitrina.example/',
      logo: 'https://vitrina.example/media/logo.svg',
      telephone: '+7 495 120-45-67',
      email: 'info@example.com',
    })
  })

  it('gives a guest’s product no offer, and a buyer’s one in roubles with its availability', () => {
    const guest = productData(SITE, product(), `${SITE}/product/korm-1/`)
    expect(guest).not.toHaveProperty('offers')
    expect(guest).toMatchObject({
      '@type': 'Product',
      name: 'Корм «Котофей»',
      sku: 'KF-001',
      image: 'https://vitrina.example/media/p/1.webp',
      brand: { name: 'Kotofey' },
    })
    expect(productData(SITE, product({ price: 12345, amount: '<100' }), `${SITE}/product/korm-1/`).offers).toEqual({
      '@type': 'Offer',
      price: '123.45',
      priceCurrency: 'RUB',
      availability: 'https://schema.org/InStock',
      url: 'https://vitrina.example/product/korm-1/',
    })
    expect(productData(SITE, product({ price: 100, amount: 'нет' }), '').offers).toMatchObject({
      availability: 'https://schema.org/OutOfStock',
    })
  })

  it('numbers breadcrumbs from the catalogue down', () => {
    const crumbs = categoryCrumbs('Каталог', [
      { title: 'Кошки', path: 'cats' },
      { title: 'Корм', path: 'cats/food' },
    ])
    expect(breadcrumbData(SITE, crumbs).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Каталог', item: 'https://vitrina.example/catalog/' },
      { '@type': 'ListItem', position: 2, name: 'Кошки', item: 'https://vitrina.example/catalog/cats/' },
      { '@type': 'ListItem', position: 3, name: 'Корм', item: 'https://vitrina.example/catalog/cats/food/' },
    ])
  })

  it('cannot be closed early by text inside it', () => {
    expect(jsonLdText({ name: '</script><script>alert(1)</script>' })).not.toContain('<')
  })
})
