// Values and client-side errors of a small form. Changing a field drops its errors (also the server's: the
// caller's `onEdit` hears of every change) so the visitor sees that the message was about the old value.
import { useCallback, useState } from 'react'
import type { FieldMessages } from './validate'

export function useForm<Values extends Record<string, string>>(
  initial: Values,
  onEdit?: (field: keyof Values & string) => void,
) {
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<FieldMessages>({})

  const setValue = useCallback(
    (field: keyof Values & string, value: string) => {
      setValues((current) => (current[field] === value ? current : { ...current, [field]: value }))
      setErrors((current) => {
        if (!(field in current)) return current
        const { [field]: _dropped, ...rest } = current
        return rest
      })
      onEdit?.(field)
    },
    [onEdit],
  )

  /** Several fields at once (a chosen suggestion); each counts as edited. */
  const setValuesFrom = useCallback(
    (patch: Partial<Values>) => {
      for (const [field, value] of Object.entries(patch)) if (typeof value === 'string') setValue(field, value)
    },
    [setValue],
  )

  return { values, setValue, setValuesFrom, errors, setErrors }
}
