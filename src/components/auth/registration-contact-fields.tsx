// The contact person of the registration form: full name (with name suggestions), phone and the e-mail that
// becomes the login.
import { useState } from 'react'
import { m } from '../../../messages/compiled/messages.js'
import { useSuggestions } from '../../state/use-suggestions'
import { SuggestField } from '../ui/suggest-field'
import { TextField } from '../ui/text-field'
import type { FieldBinding } from './registration-form'
import styles from './registration-form.module.css'

export function ContactFields({ bind }: { bind: FieldBinding }) {
  const [typed, setTyped] = useState('')
  const names = useSuggestions('name', typed)
  const fullName = bind('full_name')
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{m.registration_section_contact()}</legend>
      <SuggestField
        {...fullName}
        label={m.registration_full_name()}
        autoComplete="name"
        onValueChange={(value) => {
          fullName.onValueChange(value)
          setTyped(value)
        }}
        options={names.map(({ value }, index) => ({ key: `${index}-${value}`, label: value }))}
        onPick={(index) => {
          const picked = names[index]
          setTyped('')
          if (picked) fullName.onValueChange(picked.value)
        }}
        listLabel={m.registration_suggestions()}
      />
      <div className={styles.grid}>
        <TextField
          {...bind('phone')}
          label={m.registration_phone()}
          type="tel"
          autoComplete="tel"
          hint={m.registration_phone_hint()}
        />
        <TextField
          {...bind('email')}
          label={m.registration_email()}
          type="email"
          autoComplete="email"
          inputMode="email"
        />
      </div>
    </fieldset>
  )
}
