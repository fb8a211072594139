// Above the products: sort buttons, view mode, page size and (for buyers, on desktop) the in-stock toggle.
import { PAGE_SIZES, type PageSize, type Sort, type ViewMode } from '../../../../contract/catalogue-query'
import { m } from '../../../../messages/compiled/messages.js'
import type { SortButton } from '../../../state/catalogue-listing-view'
import styles from './toolbar.module.css'

const SORT_BUTTONS: {
  button: SortButton
  label: () => string
  directed: boolean
  buyersOnly?: boolean
  searchOnly?: boolean
}[] = [
  { button: 'rank', label: m.listing_sort_rank, directed: false, searchOnly: true },
  { button: 'name', label: m.listing_sort_name, directed: true },
  { button: 'sku', label: m.listing_sort_sku, directed: true },
  { button: 'price', label: m.listing_sort_price, directed: true, buyersOnly: true },
  { button: 'new', label: m.listing_sort_new, directed: false },
  { button: 'hit', label: m.listing_sort_hit, directed: false },
  { button: 'sale', label: m.listing_sort_sale, directed: false },
]

type ToolbarProps = {
  buyer: boolean
  sort: Sort
  onSort: (button: SortButton) => void
  view: ViewMode
  onView: (view: ViewMode) => void
  pageSize: PageSize
  onPageSize: (size: PageSize) => void
  hideMissing: boolean
  onHideMissing: () => void
  /** Hidden in show-all mode, where every product is already on the page. */
  showPageSize: boolean
  /** Search results offer the relevance sort. */
  relevance: boolean
}

export function Toolbar(props: ToolbarProps) {
  return (
    <div className={styles.toolbar}>
      <div className={styles.sorts} role="group" aria-label={m.listing_sort_label()}>
        <span className={styles.caption} aria-hidden="true">
          {m.listing_sort_label()}:
        </span>
        {SORT_BUTTONS.filter(
          (entry) => (props.buyer || !entry.buyersOnly) && (props.relevance || !entry.searchOnly),
        ).map((entry) => {
          const active = props.sort === entry.button || props.sort === `-${entry.button}`
          const descending = props.sort === `-${entry.button}`
          const direction =
            active && entry.directed ? (descending ? m.listing_sort_descending() : m.listing_sort_ascending()) : null
          return (
            <button
              key={entry.button}
              type="button"
              className={styles.sort}
              aria-pressed={active}
              data-sort={entry.button}
              onClick={() => props.onSort(entry.button)}
            >
              {entry.label()}
              {direction ? (
                <>
                  <span aria-hidden="true" className={styles.direction}>
                    {descending ? '↓' : '↑'}
                  </span>
                  <span className="visually-hidden">, {direction}</span>
                </>
              ) : null}
            </button>
          )
        })}
      </div>
      <div className={styles.controls}>
        {props.buyer ? (
          <label className={styles.hideMissing}>
            <input type="checkbox" checked={props.hideMissing} onChange={props.onHideMissing} />
            {m.listing_hide_missing()}
          </label>
        ) : null}
        {props.showPageSize ? (
          <label className={styles.pageSize}>
            <span>{m.listing_page_size()}</span>
            <select
              value={props.pageSize}
              onChange={(event) => props.onPageSize(Number(event.target.value) as PageSize)}
            >
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <div className={styles.views} role="group" aria-label={m.listing_view_label()}>
          {(['cols', 'rows'] as const).map((view) => (
            <button
              key={view}
              type="button"
              className={styles.view}
              aria-pressed={props.view === view}
              data-view={view}
              title={view === 'cols' ? m.listing_view_cols() : m.listing_view_rows()}
              onClick={() => props.onView(view)}
            >
              <ViewGlyph view={view} />
              <span className="visually-hidden">{view === 'cols' ? m.listing_view_cols() : m.listing_view_rows()}</span>
            </button>
          ))}
        </div>
      </div>
    </div>
  )
}

function ViewGlyph({ view }: { view: ViewMode }) {
  return (
    <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" fill="currentColor">
      {view === 'cols' ? (
        <path d="M1 1h7v7H1zM10 1h7v7h-7zM1 10h7v7H1zM10 10h7v7h-7z" />
      ) : (
        <path d="M1 2h16v3H1zM1 7.5h16v3H1zM1 13h16v3H1z" />
      )}
    </svg>
  )
}
