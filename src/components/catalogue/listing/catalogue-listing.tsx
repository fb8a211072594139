// The listing shared by the catalogue, brand and search pages: sidebar (categories, filters), toolbar,
// products in cols or rows, pager or show-all progress, and the mobile filter and category panels.
// It renders a snapshot of the catalogue query machine and reports what the visitor did.
import type { ReactNode } from 'react'
import { activeFilterCount } from '../../../../machines/catalogue-query.rules'
import { m } from '../../../../messages/compiled/messages.js'
import { ProductCard } from '../../product/product-card'
import type { ListingActions, ListingSnapshot } from '../../../state/catalogue-listing-view'
import { Button } from '../../ui/button'
import { Dialog } from '../../ui/dialog'
import { FilterPanel, hasActiveFilters } from './filter-panel'
import { ListingSummary } from './listing-summary'
import styles from './catalogue-listing.module.css'
import { Pagination } from './pagination'
import { Toolbar } from './toolbar'

/** The cards that may fill the first screen (two columns on a phone, up to four on a desktop). */
const PRIORITY_CARDS = 4

type CatalogueListingProps = {
  snapshot: ListingSnapshot
  actions: ListingActions
  buyer: boolean
  hrefForPage: (page: number) => string
  /** Category links beside the products; `close` shuts the mobile panel they are shown in. */
  categories?: (close: () => void) => ReactNode
  /** Search results offer a sort by relevance to the query (their default). */
  relevance?: boolean
}

export function CatalogueListing({
  snapshot,
  actions,
  buyer,
  hrefForPage,
  categories,
  relevance = false,
}: CatalogueListingProps) {
  const { query, result, loading, failed, showAll, mobile } = snapshot
  const close = () => actions.onMobile(null)
  const filterPanel = <FilterPanel query={query} facets={result} {...actions} />
  const activeFilters = activeFilterCount(query)
  return (
    <div className={styles.listing}>
      <aside className={styles.sidebar}>
        {categories?.(close)}
        {filterPanel}
      </aside>
      <div className={styles.main}>
        <div className={styles.mobileBar}>
          {categories ? (
            <Button variant="secondary" size="sm" onClick={() => actions.onMobile('categories')} aria-haspopup="dialog">
              {m.listing_categories()}
            </Button>
          ) : null}
          <Button variant="secondary" size="sm" onClick={() => actions.onMobile('filters')} aria-haspopup="dialog">
            {m.listing_filters()}
            {activeFilters > 0 ? <span className={styles.badge}>{activeFilters}</span> : null}
          </Button>
        </div>
        <Toolbar
          buyer={buyer}
          sort={query.sort}
          onSort={actions.onSort}
          view={query.view}
          onView={actions.onView}
          pageSize={query.pageSize}
          onPageSize={actions.onPageSize}
          hideMissing={query.hideMissing}
          onHideMissing={actions.onHideMissing}
          showPageSize={!showAll}
          relevance={relevance}
        />
        <p className={styles.summary} aria-live="polite">
          <ListingSummary result={result} />
          {loading ? <span className="visually-hidden">{m.listing_loading()}</span> : null}
        </p>
        {failed ? (
          <div className={styles.error} role="alert">
            {m.listing_error()}{' '}
            <Button variant="secondary" size="sm" onClick={actions.onRetry}>
              {m.listing_retry()}
            </Button>
          </div>
        ) : null}
        {/* The cards' titles are level 3: their section has a heading, also where no category menu gives one. */}
        <h2 className="visually-hidden">{m.listing_products_heading()}</h2>
        {result.products.length > 0 ? (
          <ul className={styles.products} data-view={query.view} aria-busy={loading}>
            {result.products.map((product, index) => (
              <li key={product.id}>
                <ProductCard product={product} view={query.view} priority={index < PRIORITY_CARDS} />
              </li>
            ))}
          </ul>
        ) : (
          <div className={styles.empty}>
            <p>{m.listing_empty()}</p>
            {hasActiveFilters(query) ? (
              <Button variant="secondary" onClick={actions.onClearAll}>
                {m.listing_clear_all()}
              </Button>
            ) : null}
          </div>
        )}
        {showAll ? (
          showAll.loaded < showAll.total ? (
            <p className={styles.progress} role="status">
              {m.listing_loading_all({ loaded: showAll.loaded, total: showAll.total })}
            </p>
          ) : null
        ) : (
          <Pagination
            page={query.page}
            pages={result.pages}
            hrefFor={hrefForPage}
            onPage={actions.onPage}
            onShowAll={actions.onShowAll}
          />
        )}
      </div>
      <Dialog
        open={mobile === 'filters'}
        onClose={close}
        title={m.listing_filters()}
        size="md"
        actions={
          <Button onClick={close}>
            {m.listing_apply()} ({result.total})
          </Button>
        }
      >
        {filterPanel}
      </Dialog>
      <Dialog open={mobile === 'categories'} onClose={close} title={m.listing_categories()} size="md">
        {categories?.(close)}
      </Dialog>
    </div>
  )
}
