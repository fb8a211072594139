// The contact form (SPEC 3 "Contact form"): full name, phone, question, city (the visitor's city to start with)
// and the privacy consent, which is required. A hidden honeypot catches bots. Success shows the success modal;
// a failure keeps the input and says "Error sending question".
import { useId } from 'react'
import { useSiteVars } from '../../lib/root-data'
import { m } from '../../../messages/compiled/messages.js'
import { useCity } from '../../state/city-provider'
import { useFeedbackForm } from '../../state/use-feedback-form'
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
  const agreementError = useId()
  const { bind } = form
  const consentErrors = form.errors.agreement
  return (
    <>
      <form {...form.formProps} className={styles.form}>
        {form.status === 'refused' ? <FormAlert title={m.city_feedback_failed()}>{form.message}</FormAlert> : null}
        <div className={styles.grid}>
          <TextField {...bind('full_name')} label={m.city_feedback_full_name()} autoComplete="name" required />
          <TextField
            {...bind('phone')}
            label={m.city_feedback_phone()}
            type="tel"
            autoComplete="tel"
            hint={m.city_feedback_phone_hint()}
            required
          />
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
              onChange={(event) => form.edit('agreement', event.currentTarget.checked ? 'yes' : '')}
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
        <Button type="submit" size="lg" className={styles.submit} disabled={form.busy}>
          {m.city_feedback_submit()}
        </Button>
      </form>
      <SuccessModal
        open={form.status === 'succeeded'}
        onClose={form.dismiss}
        title={m.city_feedback_sent_title()}
        message={form.success?.answer.detail}
      />
    </>
  )
}
