// The product page body: gallery beside the summary (labels, title, SKU, brand, price or guest notice, key
// facts), then description and specifications, neighbours in the category and related goods.
import { useEffect } from 'react'
import { trackEcommerce } from '../../lib/analytics/counters'
import { m } from '../../../messages/compiled/messages.js'
import type { ProductDetail } from '../../../contract/catalogue'
import { BrandLink } from './brand-link'
import { ProductBreadcrumbs } from './product-breadcrumbs'
import { ProductGallery } from './product-gallery'
import { ProductLabels } from './product-labels'
import { ProductNavigation } from './product-navigation'
import { ProductOffer } from './product-offer'
import { FavoriteButton } from '../favorites/favorite-button'
import { ProductSlider } from './product-slider'
import { ProductSpecs } from './product-specs'
import { ProductStructuredData } from './product-structured-data'
import styles from './product-page.module.css'
import { RichText } from '../ui/rich-text'

export function ProductPage({ product }: { product: ProductDetail }) {
  useEffect(() => {
    trackEcommerce('detail', [
      {
        id: product.id,
        name: product.title,
        brand: product.brand?.title ?? null,
        category: product.category.title,
        // Kopecks to roubles; guests have no price.
        ...(product.price == null ? {} : { price: product.price / 100 }),
      },
    ])
  }, [product])
  return (
    <article className={styles.page}>
      <ProductBreadcrumbs product={product} />
      <ProductStructuredData product={product} />
      <div className={styles.top}>
        <div className={styles.gallery}>
          <ProductGallery key={product.id} product={product} />
        </div>
        <div className={styles.summary}>
          <ProductLabels labels={product.labels} amount={product.amount} />
          <div className={styles.heading}>
            <h1 className={styles.title}>{product.title}</h1>
            <FavoriteButton productId={product.id} size="md" />
          </div>
          <p className={styles.identity}>
            <span className="tabular">{m.product_sku({ sku: product.sku_full })}</span>
            {product.brand ? <BrandLink brand={product.brand} className={styles.brand} /> : null}
          </p>
          {product.description_short ? <p className={styles.lead}>{product.description_short}</p> : null}
          <ProductOffer product={product} />
          <section aria-labelledby="product-specs">
            <h2 id="product-specs" className={styles.sectionTitle}>
              {m.product_specs()}
            </h2>
            <ProductSpecs product={product} />
          </section>
        </div>
        {product.description ? (
          <section className={styles.description} aria-labelledby="product-description">
            <h2 id="product-description" className={styles.sectionTitle}>
              {m.product_description()}
            </h2>
            {/* Staff-written HTML from the catalogue admin. */}
            <RichText html={product.description} />
          </section>
        ) : null}
      </div>
      <ProductNavigation product={product} />
      {product.related.length > 0 ? (
        <ProductSlider key={product.id} products={product.related} title={m.product_related()} />
      ) : null}
    </article>
  )
}
