// The registration form (SPEC 3 "Registration form"): checked with the shared RegistrationBody rules before it
// is sent; server field errors show under their field until it changes, any other refusal under "Registration
// failed". A registered account waits for activation, so success shows that notice instead of signing in.
import { useCallback, useRef, useState, type FormEvent } from 'react'
import { messageText } from '../../lib/forms/messages'
import { useForm } from '../../lib/forms/use-form'
import { validateForm } from '../../lib/forms/validate'
import { m } from '../../../messages/compiled/messages.js'
import { RegistrationBody } from '../../../contract/auth'
import { useAuth } from '../../state/auth-provider'
import { Button } from '../ui/button'
import { FormAlert } from '../ui/form-alert'
import { TextField } from '../ui/text-field'
import { CompanyFields } from './registration-company-fields'
import { ContactFields } from './registration-contact-fields'
import styles from './registration-form.module.css'
import { RegistrationSuccess } from './registration-success'

export type RegistrationValues = {
  user_type: string
  organization_name: string
  organization_inn: string
  legal_address: string
  actual_address: string
  full_name: string
  phone: string
  email: string
  password: string
  password_repeat: string
}
export type RegistrationField = keyof RegistrationValues

const EMPTY: RegistrationValues = {
  user_type: 'legal',
  organization_name: '',
  organization_inn: '',
  legal_address: '',
  actual_address: '',
  full_name: '',
  phone: '',
  email: '',
  password: '',
  password_repeat: '',
}

/** What each field of the form needs: its value, a setter and the messages to show under it. */
export type FieldBinding = (name: RegistrationField) => {
  name: string
  value: string
  onValueChange: (value: string) => void
  errors?: string[]
}

export function RegistrationForm() {
  const auth = useAuth()
  const { edit } = auth
  const onEdit = useCallback((field: string) => edit('register', field), [edit])
  const form = useForm(EMPTY, onEdit)
  const [sameAddress, setSameAddress] = useState(false)
  const [submitted, setSubmitted] = useState(false)
  const root = useRef<HTMLFormElement>(null)
  const server = submitted ? auth.registerErrors : null
  const busy = auth.busy === 'register'

  if (submitted && auth.registered) return <RegistrationSuccess />

  const values = sameAddress ? { ...form.values, actual_address: form.values.legal_address } : form.values
  const bind: FieldBinding = (name) => ({
    name,
    value: values[name],
    onValueChange: (value) => form.setValue(name, value),
    errors: form.errors[name] ?? server?.fieldErrors[name],
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const result = validateForm(RegistrationBody, values)
    if (!result.ok) {
      form.setErrors(result.errors)
      // After React has marked the fields: take the visitor to the first one to fix.
      requestAnimationFrame(() =>
        root.current?.querySelector<HTMLElement>('[aria-invalid="true"] input, input[aria-invalid="true"]')?.focus(),
      )
      return
    }
    setSubmitted(true)
    auth.register(result.output)
  }

  const toggleSameAddress = (checked: boolean) => {
    // Unticking keeps the copied address as a starting point for editing.
    if (!checked) form.setValue('actual_address', form.values.legal_address)
    setSameAddress(checked)
  }

  return (
    <form ref={root} className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
      <p className={styles.intro}>{m.registration_intro()}</p>
      {server?.message ? <FormAlert title={m.registration_failed()}>{messageText(server.message)}</FormAlert> : null}
      <CompanyFields bind={bind} form={form} sameAddress={sameAddress} onSameAddress={toggleSameAddress} />
      <ContactFields bind={bind} />
      <fieldset className={styles.section}>
        <legend className={styles.legend}>{m.registration_section_password()}</legend>
        <div className={styles.grid}>
          <TextField
            {...bind('password')}
            label={m.registration_password()}
            type="password"
            autoComplete="new-password"
            hint={m.registration_password_hint()}
          />
          <TextField
            {...bind('password_repeat')}
            label={m.registration_password_repeat()}
            type="password"
            autoComplete="new-password"
          />
        </div>
      </fieldset>
      <Button type="submit" size="lg" className={styles.submit} disabled={busy}>
        {m.registration_submit()}
      </Button>
    </form>
  )
}
