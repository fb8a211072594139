// Catalogue search: a plain GET form to /search/?q=… (works without JavaScript). Suggestions plug in later.
import { useId } from 'react'
import { m } from '../../../paraglide/messages.js'
import { localizeHref } from '../../../paraglide/runtime.js'
import { SearchIcon } from '../../ui/icons'
import styles from './search-box.module.css'

export function SearchBox({ defaultValue = '' }: { defaultValue?: string }) {
  const inputId = useId()
  return (
    <form className={styles.form} role="search" method="get" action={localizeHref('/search/')}>
      <label htmlFor={inputId} className="visually-hidden">
        {m.header_search_placeholder()}
      </label>
      <input
        id={inputId}
        className={styles.input}
        type="search"
        name="q"
        defaultValue={defaultValue}
        placeholder={m.header_search_placeholder()}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
      />
      <button type="submit" className={styles.submit} aria-label={m.header_search_submit()}>
        <SearchIcon size={20} />
      </button>
    </form>
  )
}
