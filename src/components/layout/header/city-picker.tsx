// The city picker overlay: a search field over the default cities (or the search answer), chosen by click or by
// Up / Down and Enter; Escape, the backdrop and the close button close it. The machine behind it waits for a
// pause in typing before it searches.
import { useId, useRef, type KeyboardEvent } from 'react'
import { m } from '../../../../messages/compiled/messages.js'
import { useCity } from '../../../state/city-provider'
import { Dialog } from '../../ui/dialog'
import { TextField } from '../../ui/text-field'
import styles from './city-picker.module.css'

const KEYS: Record<string, 'city.next' | 'city.previous' | 'city.choose'> = {
  ArrowDown: 'city.next',
  ArrowUp: 'city.previous',
  Enter: 'city.choose',
}

export function CityPicker() {
  const { city: current, picker, send } = useCity()
  const input = useRef<HTMLInputElement>(null)
  const listId = useId()
  const optionId = (index: number) => `${listId}-${index}`

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const type = KEYS[event.key]
    if (!type) return
    event.preventDefault()
    send({ type })
  }

  const status = picker.nothing ? m.city_picker_nothing_found() : picker.busy ? m.city_picker_loading() : null
  return (
    <Dialog
      open={picker.open}
      onClose={() => send({ type: 'city.close' })}
      title={m.city_picker_title()}
      size="md"
      initialFocus={input}
    >
      <div className={styles.picker}>
        <TextField
          inputRef={input}
          label={m.city_picker_search()}
          placeholder={m.city_picker_placeholder()}
          inputMode="search"
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={picker.cities.length > 0}
          aria-controls={listId}
          aria-activedescendant={picker.highlighted >= 0 ? optionId(picker.highlighted) : undefined}
          value={picker.query}
          onValueChange={(query) => send({ type: 'city.type', query })}
          onKeyDown={onKeyDown}
        />
        <h3 className={styles.heading}>{picker.searched ? m.city_picker_results() : m.city_picker_defaults()}</h3>
        <p className={styles.status} role="status">
          {status}
        </p>
        <ul
          id={listId}
          className={styles.list}
          role="listbox"
          aria-label={m.city_picker_title()}
          hidden={picker.nothing}
        >
          {picker.cities.map((city, index) => (
            <li
              key={city.id}
              id={optionId(index)}
              className={styles.option}
              role="option"
              aria-selected={index === picker.highlighted}
              data-current={city.id === current?.id || undefined}
              // Keeps the focus in the field, so typing can go on after a look at the list.
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => send({ type: 'city.highlight', index })}
              onClick={() => send({ type: 'city.pick', city })}
            >
              <span className={styles.title}>{city.title}</span>
              {city.phone ? <span className={styles.phone}>{city.phone}</span> : null}
            </li>
          ))}
        </ul>
      </div>
    </Dialog>
  )
}
