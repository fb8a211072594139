// The frame every labelled form field shares: the label, the control, then its errors and hint, with the ids that
// tie them together (the control is described by its errors and hint, and marked invalid when there are errors).
import { useId, type ReactNode } from 'react'
import styles from './text-field.module.css'

export type FieldFrameProps = {
  label: ReactNode
  errors?: string[]
  hint?: ReactNode
  id?: string
  className?: string
}

export type FieldControlProps = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined }

export function FieldFrame({
  label,
  errors = [],
  hint,
  id,
  className,
  children,
}: FieldFrameProps & { children: (control: FieldControlProps) => ReactNode }) {
  const ownId = useId()
  const controlId = id ?? ownId
  const hintId = `${controlId}-hint`
  const errorId = `${controlId}-error`
  const invalid = errors.length > 0
  const describedBy = [invalid ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
      </label>
      {children({ id: controlId, 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy })}
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
