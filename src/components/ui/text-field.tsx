// A labelled input with its hint and error messages under it; errors mark the input invalid and are announced.
import { useId, type ComponentProps, type ReactNode, type Ref } from 'react'
import styles from './text-field.module.css'

export type TextFieldProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'children'> & {
  label: ReactNode
  value: string
  onValueChange: (value: string) => void
  errors?: string[]
  hint?: ReactNode
  /** Rendered right after the input inside its wrapper (a suggestions list). */
  after?: ReactNode
  inputRef?: Ref<HTMLInputElement>
}

export function TextField({ label, value, onValueChange, errors = [], hint, after, inputRef, id, className, ...input }: TextFieldProps) {
  const ownId = useId()
  const inputId = id ?? ownId
  const hintId = `${inputId}-hint`
  const errorId = `${inputId}-error`
  const invalid = errors.length > 0
  const describedBy = [invalid ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          {...input}
          ref={inputRef}
          id={inputId}
          className={styles.input}
          value={value}
          onChange={(event) => onValueChange(event.currentTarget.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
        {after}
      </div>
      {invalid ? (
        <p id={errorId} className={styles.error}>
          {errors.join(' ')}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  )
}
