// The contact form (SPEC 3 "Contact form"): full name, phone, question, city (the visitor's city to start with)
// and the privacy consent, which is required. A hidden honeypot catches bots. Success shows the success modal;
// a failure keeps the input and says "Error sending question".
import { useId, useRef, type FormEvent } from 'react'
import { messageText } from '../../lib/forms/messages'
import { useSiteVars } from '../../lib/root-data'
import { m } from '../../../messages/compiled/messages.js'
import { useCity } from '../../state/city-provider'
import { useFeedbackForm, type FeedbackField } from '../../state/use-feedback-form'
import { AppLink } from '../ui/app-link'
import { Button } from '../ui/button'
import { FormAlert } from '../ui/form-alert'
import { SuccessModal } from '../ui/success-modal'
import { TextField } from '../ui/text-field'
import { TextAreaField } from '../ui/text-area-field'
import styles from './feedback-form.module.css'

export function FeedbackForm() {
  const form = useFeedbackForm(useCity().city?.title ?? '')
  const privacyLink = useSiteVars()?.settings.user_agreement_link
  const root = useRef<HTMLFormElement>(null)
  const agreementError = useId()

  const bind = (name: Exclude<FeedbackField, 'agreement'>) => ({
    name,
    value: form.values[name],
    onValueChange: (value: string) => form.setValue(name, value),
    errors: form.errors[name],
  })

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const ok = await form.submit()
    // After React has marked the fields: take the visitor to the first one to fix.
    if (!ok) requestAnimationFrame(() => root.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
  }

  const consentErrors = form.errors.agreement
  return (
    <>
      <form ref={root} className={styles.form} onSubmit={onSubmit} noValidate aria-busy={form.sending || undefined}>
        {form.failure !== null ? <FormAlert title={m.city_feedback_failed()}>{form.failure ? messageText(form.failure) : null}</FormAlert> : null}
        <div className={styles.grid}>
          <TextField {...bind('full_name')} label={m.city_feedback_full_name()} autoComplete="name" required />
          <TextField {...bind('phone')} label={m.city_feedback_phone()} type="tel" autoComplete="tel" hint={m.city_feedback_phone_hint()} required />
        </div>
        <TextField {...bind('city')} label={m.city_feedback_city()} autoComplete="address-level2" required />
        <TextAreaField {...bind('question')} label={m.city_feedback_question()} required />
        <div className={styles.honeypot} aria-hidden="true">
          <TextField {...bind('website')} label={m.city_feedback_honeypot()} tabIndex={-1} autoComplete="off" />
        </div>
        <div className={styles.consent}>
          <label className={styles.check}>
            <input
              type="checkbox"
              name="agreement"
              checked={form.values.agreement === 'yes'}
              onChange={(event) => form.setValue('agreement', event.currentTarget.checked ? 'yes' : '')}
              aria-invalid={consentErrors ? true : undefined}
              aria-describedby={consentErrors ? agreementError : undefined}
              required
            />
            {m.city_feedback_agreement()}
          </label>
          {privacyLink ? (
            <AppLink to={privacyLink} className={styles.privacy}>
              {m.city_feedback_privacy()}
            </AppLink>
          ) : null}
          {consentErrors ? (
            <p id={agreementError} className={styles.error}>
              {consentErrors.join(' ')}
            </p>
          ) : null}
        </div>
        <Button type="submit" size="lg" className={styles.submit} disabled={form.sending}>
          {m.city_feedback_submit()}
        </Button>
      </form>
      <SuccessModal open={form.sent !== null} onClose={form.dismissSent} title={m.city_feedback_sent_title()} message={form.sent} />
    </>
  )
}
