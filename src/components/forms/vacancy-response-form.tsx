// The response to a vacancy (SPEC 3 "Vacancy ... Response"): full name, e-mail, phone and a comment, checked
// with the API's own rules before sending. A hidden "website" field is the honeypot only bots fill in.
import { m } from '../../../messages/compiled/messages.js'
import { useVacancyResponse } from '../../state/use-vacancy-response'
import { Button } from '../ui/button'
import { FormAlert } from '../ui/form-alert'
import { SuccessModal } from '../ui/success-modal'
import { TextAreaField } from '../ui/text-area-field'
import { TextField } from '../ui/text-field'
import styles from './vacancy-response-form.module.css'

export function VacancyResponseForm({ vacancySlug }: { vacancySlug: string }) {
  const form = useVacancyResponse(vacancySlug)
  const { bind, busy } = form

  return (
    <>
      <form {...form.formProps} className={styles.form}>
        <p className={styles.note}>{m.vacancy_form_required_note()}</p>
        {form.status === 'refused' ? <FormAlert title={m.vacancy_form_failed()}>{form.message}</FormAlert> : null}
        <div className={styles.grid}>
          <TextField {...bind('full_name')} label={m.vacancy_form_full_name()} autoComplete="name" required />
          <TextField {...bind('email')} label={m.vacancy_form_email()} type="email" autoComplete="email" required />
          <TextField
            {...bind('phone')}
            label={m.vacancy_form_phone()}
            type="tel"
            autoComplete="tel"
            hint={m.vacancy_form_phone_hint()}
            required
          />
        </div>
        <TextAreaField {...bind('comment')} label={m.vacancy_form_comment()} />
        <div className={styles.honeypot} aria-hidden="true">
          <label>
            {m.vacancy_form_honeypot()}
            <input
              name="website"
              tabIndex={-1}
              autoComplete="off"
              value={form.values.website}
              onChange={(event) => form.edit('website', event.currentTarget.value)}
            />
          </label>
        </div>
        <Button type="submit" size="lg" className={styles.submit} disabled={busy}>
          {busy ? m.vacancy_form_sending() : m.vacancy_form_submit()}
        </Button>
      </form>
      <SuccessModal
        open={form.status === 'succeeded'}
        onClose={form.dismiss}
        title={m.vacancy_form_sent_title()}
        message={form.success?.answer?.detail ?? m.vacancy_form_sent()}
      />
    </>
  )
}
