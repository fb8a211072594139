// Goods / special offers / publications: a tab list over the search results, each tab with its count.
import { useId, type KeyboardEvent, type ReactNode } from 'react'
import { m } from '../../../messages/compiled/messages.js'
import styles from './search-tabs.module.css'

export type SearchTab = 'goods' | 'actions' | 'publications'

const TABS: { tab: SearchTab; label: () => string }[] = [
  { tab: 'goods', label: m.search_page_tab_goods },
  { tab: 'actions', label: m.search_page_tab_actions },
  { tab: 'publications', label: m.search_page_tab_publications },
]

type SearchTabsProps = {
  active: SearchTab
  counts: Record<SearchTab, number>
  /** The goods are a broad search's best ones and more match: their count reads "1000+". */
  goodsCapped: boolean
  onChange: (tab: SearchTab) => void
  children: ReactNode
}

export function SearchTabs({ active, counts, goodsCapped, onChange, children }: SearchTabsProps) {
  const id = useId()
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (!step) return
    const index = TABS.findIndex((entry) => entry.tab === active)
    const next = TABS[(index + step + TABS.length) % TABS.length]!.tab
    onChange(next)
    document.getElementById(`${id}-${next}`)?.focus()
  }
  return (
    <>
      <div role="tablist" aria-label={m.search_page_tabs()} className={styles.tabs} onKeyDown={onKeyDown}>
        {TABS.map(({ tab, label }) => (
          <button
            key={tab}
            id={`${id}-${tab}`}
            type="button"
            role="tab"
            aria-selected={tab === active}
            aria-controls={`${id}-panel`}
            tabIndex={tab === active ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(tab)}
          >
            {label()}{' '}
            <span className={styles.count}>
              {counts[tab]}
              {tab === 'goods' && goodsCapped ? '+' : null}
            </span>
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${active}`} className={styles.panel}>
        {children}
      </div>
    </>
  )
}
