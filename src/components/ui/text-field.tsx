// A labelled input with its hint and error messages under it; errors mark the input invalid and are announced.
import type { ComponentProps, ReactNode, Ref } from 'react'
import { FieldFrame, type FieldFrameProps } from './field-frame'
import styles from './text-field.module.css'

export type TextFieldProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'children'> &
  FieldFrameProps & {
    value: string
    onValueChange: (value: string) => void
    /** Rendered right after the input inside its wrapper (a suggestions list). */
    after?: ReactNode
    inputRef?: Ref<HTMLInputElement>
  }

export function TextField({
  label,
  value,
  onValueChange,
  errors,
  hint,
  after,
  inputRef,
  id,
  className,
  ...input
}: TextFieldProps) {
  return (
    <FieldFrame label={label} errors={errors} hint={hint} id={id} className={className}>
      {(control) => (
        <div className={styles.control}>
          <input
            {...input}
            {...control}
            ref={inputRef}
            className={styles.input}
            value={value}
            onChange={(event) => onValueChange(event.currentTarget.value)}
          />
          {after}
        </div>
      )}
    </FieldFrame>
  )
}
