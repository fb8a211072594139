// A labelled multi-line input; the same look, hint and error messages as TextField.
import type { ComponentProps } from 'react'
import { FieldFrame, type FieldFrameProps } from './field-frame'
import styles from './text-field.module.css'
import own from './text-area-field.module.css'

type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'value' | 'onChange' | 'children'> &
  FieldFrameProps & {
    value: string
    onValueChange: (value: string) => void
  }

export function TextAreaField({
  label,
  value,
  onValueChange,
  errors,
  hint,
  id,
  className,
  rows = 5,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} errors={errors} hint={hint} id={id} className={className}>
      {(control) => (
        <textarea
          {...textarea}
          {...control}
          rows={rows}
          className={`${styles.input} ${own.textarea}`}
          value={value}
          onChange={(event) => onValueChange(event.currentTarget.value)}
        />
      )}
    </FieldFrame>
  )
}
