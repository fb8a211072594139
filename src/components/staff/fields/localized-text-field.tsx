// Text kept in both site languages: the Russian and the English version side by side (one under the other on a
// tablet), each with its own errors ('title.ru', 'title.en' in the server's answer).
import type { Localized } from '../../../../contract/staff/localized'
import { TextAreaField } from '../../ui/text-area-field'
import { TextField } from '../../ui/text-field'
import styles from './localized-text-field.module.css'

type LocalizedTextFieldProps = {
  label: string
  value: Localized
  onValueChange: (value: Localized) => void
  errors?: Partial<Record<keyof Localized, string[]>>
  multiline?: boolean
  required?: boolean
}

export function LocalizedTextField({
  label,
  value,
  onValueChange,
  errors,
  multiline,
  required,
}: LocalizedTextFieldProps) {
  const Field = multiline ? TextAreaField : TextField
  return (
    <fieldset className={styles.pair}>
      <legend className={styles.legend}>{label}</legend>
      {(['ru', 'en'] as const).map((locale) => (
        <Field
          key={locale}
          label={locale.toUpperCase()}
          lang={locale}
          required={required}
          value={value[locale]}
          onValueChange={(text: string) => onValueChange({ ...value, [locale]: text })}
          errors={errors?.[locale]}
        />
      ))}
    </fieldset>
  )
}
