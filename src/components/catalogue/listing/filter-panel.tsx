// The facets of a listing: colour swatches, brands, the new / on-sale flags and the custom groups. Counts
// come from the API with every other active filter applied, so no option leads to an empty page.
import { useState, type ReactNode } from 'react'
import type { CatalogueQuery, FlagFilter, ListFilter } from '../../../../contract/catalogue-query'
import type { ListingPage } from '../../../../contract/catalogue'
import { activeFilterCount } from '../../../../machines/catalogue-query.rules'
import { m } from '../../../../messages/compiled/messages.js'
import type { FilterActions } from '../../../state/catalogue-listing-view'
import styles from './filter-panel.module.css'

type FilterPanelProps = FilterActions & {
  query: CatalogueQuery
  facets: Pick<ListingPage, 'brands' | 'colors' | 'new' | 'sale' | 'filters'>
}

const COLLAPSED_OPTIONS = 8

export const hasActiveFilters = (query: CatalogueQuery) => activeFilterCount(query) > 0

const FLAGS: { flag: FlagFilter; count: (facets: FilterPanelProps['facets']) => number; label: () => string }[] = [
  { flag: 'onlyNew', count: (facets) => facets.new, label: m.listing_filter_new },
  { flag: 'onlySale', count: (facets) => facets.sale, label: m.listing_filter_sale },
]

export function FilterPanel({ query, facets, ...actions }: FilterPanelProps) {
  const selected = (filter: ListFilter, value: string) => query.lists[filter].includes(value)
  const flagsOn = query.flags.onlyNew || query.flags.onlySale
  return (
    <div className={styles.panel}>
      {hasActiveFilters(query) ? (
        <button type="button" className={styles.clearAll} onClick={actions.onClearAll}>
          {m.listing_clear_all()}
        </button>
      ) : null}
      {facets.new + facets.sale > 0 || flagsOn ? (
        <Group
          title={m.listing_filter_special()}
          onClear={flagsOn ? () => actions.onClear(['onlyNew', 'onlySale']) : undefined}
        >
          {FLAGS.map(({ flag, count, label }) => {
            if (count(facets) === 0 && !query.flags[flag]) return null
            return (
              <Option
                key={flag}
                checked={query.flags[flag]}
                count={count(facets)}
                onChange={() => actions.onFlag(flag)}
              >
                {label()}
              </Option>
            )
          })}
        </Group>
      ) : null}
      {facets.colors.length > 0 ? (
        <Group
          title={m.listing_filter_colors()}
          onClear={query.lists.colors.length ? () => actions.onClear(['colors']) : undefined}
        >
          <div className={styles.swatches}>
            {facets.colors.map((color) => (
              // The title names the swatch (its accessible name) and shows on hover.
              <button
                key={color.slug}
                type="button"
                aria-pressed={selected('colors', color.slug)}
                title={`${color.title} (${color.count})`}
                onClick={() => actions.onToggle('colors', color.slug)}
              >
                <span style={{ background: color.color_code }} />
              </button>
            ))}
          </div>
        </Group>
      ) : null}
      {facets.brands.length > 0 ? (
        <Group
          title={m.listing_filter_brands()}
          onClear={query.lists.brands.length ? () => actions.onClear(['brands']) : undefined}
        >
          <Collapsible
            items={facets.brands.map((brand) => (
              <Option
                key={brand.slug}
                checked={selected('brands', brand.slug)}
                count={brand.count}
                onChange={() => actions.onToggle('brands', brand.slug)}
              >
                {brand.title}
              </Option>
            ))}
          />
        </Group>
      ) : null}
      {facets.filters.map((group) => {
        const chosen = group.items.filter((item) => selected('options', item.value)).map((item) => item.value)
        return (
          <Group
            key={group.slug}
            title={group.title}
            onClear={chosen.length ? () => actions.onClear(['options'], chosen) : undefined}
          >
            <Collapsible
              items={group.items.map((item) => (
                <Option
                  key={item.value}
                  checked={selected('options', item.value)}
                  count={item.count}
                  color={item.color_code}
                  onChange={() => actions.onToggle('options', item.value)}
                >
                  {item.title}
                </Option>
              ))}
            />
          </Group>
        )
      })}
    </div>
  )
}

function Group({ title, onClear, children }: { title: string; onClear?: () => void; children: ReactNode }) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{title}</legend>
      {onClear ? (
        <button
          type="button"
          className={styles.clear}
          onClick={onClear}
          aria-label={m.listing_clear_group_named({ group: title })}
        >
          {m.listing_clear_group()}
        </button>
      ) : null}
      {children}
    </fieldset>
  )
}

type OptionProps = { checked: boolean; count: number; color?: string | null; onChange: () => void; children: ReactNode }

function Option({ checked, count, color, onChange, children }: OptionProps) {
  return (
    <label>
      <input type="checkbox" checked={checked} onChange={onChange} />
      {color ? <span className={styles.dot} style={{ background: color }} /> : null}
      <span>{children}</span>
      <span>{count}</span>
    </label>
  )
}

function Collapsible({ items }: { items: ReactNode[] }) {
  const [open, setOpen] = useState(false)
  if (items.length <= COLLAPSED_OPTIONS + 2) return <div className={styles.options}>{items}</div>
  return (
    <div className={styles.options}>
      {open ? items : items.slice(0, COLLAPSED_OPTIONS)}
      <button type="button" className={styles.more} aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? m.listing_show_less_options() : m.listing_show_more_options({ count: items.length })}
      </button>
    </div>
  )
}
