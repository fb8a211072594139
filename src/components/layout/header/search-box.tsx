// Catalogue search: a plain GET form to /search/?q=… that works without JavaScript; once hydrated, the input
// is an ARIA combobox with suggestions (goods, special offers, publications) driven by the suggestions
// machine. Escape, a click outside, leaving the box and a route change close them. It is a text input with
// inputmode=search: HTML allows the combobox role on type=text, not on type=search.
import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent } from 'react'
import { m } from '../../../../messages/compiled/messages.js'
import { localizeHref } from '../../../../messages/compiled/runtime.js'
import { useSearchSuggest } from '../../../state/use-search-suggest'
import { SearchIcon } from '../../ui/icons'
import styles from './search-box.module.css'
import { SearchSuggestions } from './search-suggestions'

export function SearchBox({ defaultValue = '' }: { defaultValue?: string }) {
  const inputId = useId()
  const listId = `${inputId}-suggestions`
  const optionId = (index: number) => `${inputId}-option-${index}`
  const root = useRef<HTMLFormElement>(null)
  const { view, send } = useSearchSuggest()
  const expanded = view.open || view.nothing

  useEffect(() => {
    if (!expanded) return
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) send({ type: 'suggest.close' })
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [expanded, send])

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      send(view.open ? { type: 'suggest.next' } : { type: 'suggest.focus' })
    } else if (event.key === 'ArrowUp' && view.open) {
      event.preventDefault()
      send({ type: 'suggest.previous' })
    } else if (event.key === 'Escape' && expanded) {
      // Keeps the text: the browser's own Escape would clear a search field.
      event.preventDefault()
      send({ type: 'suggest.close' })
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    send({ type: 'suggest.submit' })
  }

  return (
    <form
      ref={root}
      className={styles.form}
      role="search"
      method="get"
      action={localizeHref('/search/')}
      onSubmit={onSubmit}
      onBlur={(event) => {
        if (event.relatedTarget && !root.current?.contains(event.relatedTarget)) send({ type: 'suggest.close' })
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {m.header_search_placeholder()}
      </label>
      <input
        id={inputId}
        className={styles.input}
        type="text"
        inputMode="search"
        name="q"
        defaultValue={defaultValue}
        placeholder={m.header_search_placeholder()}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={view.open}
        aria-controls={view.open ? listId : undefined}
        aria-activedescendant={view.open && view.highlighted >= 0 ? optionId(view.highlighted) : undefined}
        onInput={(event) => send({ type: 'suggest.type', query: event.currentTarget.value })}
        onFocus={() => send({ type: 'suggest.focus' })}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className={styles.submit} aria-label={m.header_search_submit()}>
        <SearchIcon size={20} />
      </button>
      {expanded ? (
        <SearchSuggestions
          listId={listId}
          optionId={optionId}
          view={view}
          onHighlight={(index) => send({ type: 'suggest.highlight', index })}
          onChoose={() => send({ type: 'suggest.close' })}
        />
      ) : null}
    </form>
  )
}
