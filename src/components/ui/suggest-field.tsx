// A text field with suggestions under it (ARIA combobox): typing opens the list, Up and Down move through it,
// Enter or a click picks, Escape and leaving the field close it. With no suggestions it is a plain field.
import { useId, useState, type KeyboardEvent } from 'react'
import styles from './suggest-field.module.css'
import { TextField, type TextFieldProps } from './text-field'

export type SuggestOption = { key: string; label: string; detail?: string }

type SuggestFieldProps = TextFieldProps & {
  options: SuggestOption[]
  onPick: (index: number) => void
  /** Accessible name of the list. */
  listLabel: string
}

export function SuggestField({ options, onPick, listLabel, onValueChange, ...field }: SuggestFieldProps) {
  const listId = useId()
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const shown = open && options.length > 0
  const current = active < options.length ? active : -1
  const optionId = (index: number) => `${listId}-${index}`

  const pick = (index: number) => {
    setOpen(false)
    setActive(-1)
    onPick(index)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!shown) {
      if (event.key === 'ArrowDown' && options.length > 0) {
        event.preventDefault()
        setOpen(true)
        setActive(0)
      }
      return
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const last = options.length - 1
      if (event.key === 'ArrowDown') setActive(current >= last ? 0 : current + 1)
      else setActive(current <= 0 ? last : current - 1)
    } else if (event.key === 'Enter' && current >= 0) {
      event.preventDefault()
      pick(current)
    } else if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      setOpen(false)
    }
  }

  return (
    <TextField
      {...field}
      autoComplete="off"
      role="combobox"
      aria-autocomplete="list"
      aria-expanded={shown}
      aria-controls={shown ? listId : undefined}
      aria-activedescendant={shown && current >= 0 ? optionId(current) : undefined}
      onValueChange={(value) => {
        setOpen(true)
        setActive(-1)
        onValueChange(value)
      }}
      onKeyDown={onKeyDown}
      onBlur={() => setOpen(false)}
      after={
        shown ? (
          <ul id={listId} className={styles.list} role="listbox" aria-label={listLabel}>
            {options.map((option, index) => (
              <li
                key={option.key}
                id={optionId(index)}
                className={styles.option}
                role="option"
                aria-selected={index === current}
                // Keeps the focus in the input, so the blur does not close the list before the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => pick(index)}
              >
                <span className={styles.label}>{option.label}</span>
                {option.detail ? <span className={styles.detail}>{option.detail}</span> : null}
              </li>
            ))}
          </ul>
        ) : null
      }
    />
  )
}
