// A set of radio buttons under one legend, with the group's error messages.
import { useId, type ReactNode } from 'react'
import styles from './choice-group.module.css'

type ChoiceGroupProps<Value extends string> = {
  legend: ReactNode
  name: string
  value: Value | ''
  options: { value: Value; label: ReactNode }[]
  onValueChange: (value: Value) => void
  errors?: string[]
}

export function ChoiceGroup<Value extends string>({
  legend,
  name,
  value,
  options,
  onValueChange,
  errors = [],
}: ChoiceGroupProps<Value>) {
  const errorId = useId()
  const invalid = errors.length > 0
  return (
    <fieldset
      className={styles.group}
      aria-describedby={invalid ? errorId : undefined}
      aria-invalid={invalid || undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onValueChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {invalid ? (
        <p id={errorId} className={styles.error}>
          {errors.join(' ')}
        </p>
      ) : null}
    </fieldset>
  )
}
