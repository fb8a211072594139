// A labelled multi-line input; the same look, hint and error messages as TextField.
import { useId, type ComponentProps, type ReactNode } from 'react'
import styles from './text-field.module.css'
import own from './text-area-field.module.css'

type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'value' | 'onChange' | 'children'> & {
  label: ReactNode
  value: string
  onValueChange: (value: string) => void
  errors?: string[]
  hint?: ReactNode
}

export function TextAreaField({ label, value, onValueChange, errors = [], hint, id, className, rows = 5, ...textarea }: TextAreaFieldProps) {
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
      <textarea
        {...textarea}
        id={inputId}
        rows={rows}
        className={`${styles.input} ${own.textarea}`}
        value={value}
        onChange={(event) => onValueChange(event.currentTarget.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />
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
