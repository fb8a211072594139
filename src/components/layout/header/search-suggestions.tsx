// The dropdown under the header search box: up to five goods, special offers and publications as one
// listbox (grouped, with thumbnails), "nothing found", and a link to every result on the search page.
import { Link } from '@tanstack/react-router'
import type { Suggestion } from '../../../../machines/search-suggest.machine'
import { useSiteVars } from '../../../lib/root-data'
import { m } from '../../../../messages/compiled/messages.js'
import { getLocale, localizeHref } from '../../../../messages/compiled/runtime.js'
import type { SuggestView } from '../../../state/use-search-suggest'
import styles from './search-suggestions.module.css'

type SearchSuggestionsProps = {
  listId: string
  optionId: (index: number) => string
  view: SuggestView
  onHighlight: (index: number) => void
  /** A suggestion was clicked: its link navigates, the dropdown closes. */
  onChoose: () => void
}

const GROUPS = [
  { kind: 'product', title: () => m.search_page_tab_goods() },
  { kind: 'action', title: () => m.search_page_tab_actions() },
  { kind: 'publication', title: () => m.search_page_tab_publications() },
] as const

export function SearchSuggestions({ listId, optionId, view, onHighlight, onChoose }: SearchSuggestionsProps) {
  const noimage = useSiteVars()?.settings.noimage ?? null
  const query = view.query.trim()
  if (view.nothing) {
    return (
      <div className={styles.panel}>
        <p className={styles.nothing} role="status">
          {m.search_page_nothing({ q: query })}
        </p>
      </div>
    )
  }
  const items = view.items.map((suggestion, index) => ({ suggestion, index }))
  const dateFormat = new Intl.DateTimeFormat(getLocale() === 'en' ? 'en-GB' : 'ru-RU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  })

  const option = ({ suggestion, index }: { suggestion: Suggestion; index: number }) => {
    const common = {
      id: optionId(index),
      role: 'option',
      'aria-selected': index === view.highlighted,
      tabIndex: -1,
      className: styles.option,
      onPointerEnter: () => onHighlight(index),
      onClick: onChoose,
    } as const
    if (suggestion.kind === 'product') {
      const { product } = suggestion
      const image = product.image ?? noimage
      return (
        <Link key={optionId(index)} to="/product/$slug/" params={{ slug: product.slug }} {...common}>
          <span className={styles.thumb}>
            {image ? <img src={image} alt="" width={40} height={40} loading="lazy" decoding="async" /> : null}
          </span>
          <span className={styles.text}>
            <span className={styles.title}>{product.title}</span>
            <span className={styles.meta}>
              {m.product_sku({ sku: product.sku_full })}
              {product.brand ? ` · ${product.brand.title}` : ''}
            </span>
          </span>
        </Link>
      )
    }
    const { item } = suggestion
    return (
      <a key={optionId(index)} href={localizeHref(item.url)} {...common}>
        <span className={`${styles.thumb} ${styles.wide}`}>
          {item.image_preview ? (
            <img src={item.image_preview} alt="" width={64} height={40} loading="lazy" decoding="async" />
          ) : null}
        </span>
        <span className={styles.text}>
          <span className={styles.title}>{item.title}</span>
          <time className={styles.meta} dateTime={item.publication_date}>
            {dateFormat.format(new Date(`${item.publication_date}T00:00:00`))}
          </time>
        </span>
      </a>
    )
  }

  return (
    <div className={styles.panel}>
      <div
        id={listId}
        role="listbox"
        aria-label={m.search_suggest_label()}
        aria-busy={view.busy}
        className={styles.list}
      >
        {GROUPS.map((group) => {
          const members = items.filter(({ suggestion }) => suggestion.kind === group.kind)
          if (members.length === 0) return null
          const headingId = `${listId}-${group.kind}`
          return (
            <div key={group.kind} role="group" aria-labelledby={headingId} className={styles.group}>
              <div id={headingId} role="presentation" className={styles.heading}>
                {group.title()}
              </div>
              {members.map(option)}
            </div>
          )
        })}
      </div>
      <Link to="/search/" search={{ q: query }} className={styles.all} onClick={onChoose}>
        {m.search_suggest_show_all()}
      </Link>
    </div>
  )
}
