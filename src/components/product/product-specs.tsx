// The product's facts as a definition list; empty fields are left out rather than shown as dashes.
import type { ReactNode } from 'react'
import { formatMonths, formatWeight } from '../../../contract/format/units'
import { m } from '../../../messages/compiled/messages.js'
import { getLocale } from '../../../messages/compiled/runtime.js'
import type { ProductDetail } from '../../../contract/catalogue'
import { BrandLink } from './brand-link'
import styles from './product-specs.module.css'

type Spec = { key: string; term: string; value: ReactNode }

function specsOf(product: ProductDetail): Spec[] {
  const locale = getLocale()
  const specs: (Spec | false)[] = [
    { key: 'sku', term: m.product_field_sku(), value: <span className="tabular">{product.sku_full}</span> },
    product.brand !== null && {
      key: 'brand',
      term: m.product_field_brand(),
      value: <BrandLink brand={product.brand} />,
    },
    { key: 'pack', term: m.product_field_pack(), value: m.product_pack_value({ count: product.pack_quantity }) },
    Boolean(product.size) && { key: 'size', term: m.product_field_size(), value: product.size },
    Boolean(product.country) && { key: 'country', term: m.product_field_country(), value: product.country },
    Boolean(product.packing) && { key: 'packing', term: m.product_field_packing(), value: product.packing },
    product.weight !== null &&
      product.weight > 0 && {
        key: 'weight',
        term: m.product_field_weight(),
        value: formatWeight(product.weight, locale),
      },
    product.expiration !== null &&
      product.expiration > 0 && {
        key: 'expiration',
        term: m.product_field_expiration(),
        value: formatMonths(product.expiration, locale),
      },
    product.colors.length > 0 && {
      key: 'colors',
      term: m.product_field_colors(),
      value: <ColorList colors={product.colors} />,
    },
    Boolean(product.composition) && {
      key: 'composition',
      term: m.product_field_composition(),
      value: product.composition,
    },
    ...product.specs.map((spec, index) => ({ key: `spec-${index}`, term: spec.title, value: spec.value })),
  ]
  return specs.filter((spec): spec is Spec => spec !== false)
}

function ColorList({ colors }: { colors: ProductDetail['colors'] }) {
  return (
    <ul className={styles.colors}>
      {colors.map((color) => (
        <li key={color.slug}>
          <span className={styles.swatch} style={{ backgroundColor: color.color_code }} aria-hidden="true" />
          {color.title}
        </li>
      ))}
    </ul>
  )
}

export function ProductSpecs({ product }: { product: ProductDetail }) {
  return (
    <dl className={styles.specs}>
      {specsOf(product).map((spec) => (
        <div key={spec.key} className={styles.row} data-spec={spec.key}>
          <dt>{spec.term}</dt>
          <dd>{spec.value}</dd>
        </div>
      ))}
    </dl>
  )
}
