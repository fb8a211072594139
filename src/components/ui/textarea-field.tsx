// TextField's multi-line twin for longer answers (a question, a comment): the same label, hint and errors.
import { useId, type ComponentProps, type ReactNode } from 'react'
import styles from './text-field.module.css'

type TextareaFieldProps = Omit<ComponentProps<'textarea'>, 'value' | 'onChange' | 'children'> & {
  label: ReactNode
  value: string
  onValueChange: (value: string) => void
  errors?: string[]
  hint?: ReactNode
}

export function TextareaField({ label, value, onValueChange, errors = [], hint, id, className, rows = 5, ...textarea }: TextareaFieldProps) {
  const ownId = useId()
  const fieldId = id ?? ownId
  const hintId = `${fieldId}-hint`
  const errorId = `${fieldId}-error`
  const invalid = errors.length > 0
  const describedBy = [invalid ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={fieldId}>
        {label}
      </label>
      <textarea
        {...textarea}
        id={fieldId}
        rows={rows}
        className={styles.input}
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
