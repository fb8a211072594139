// /staff/content/settings/ (admins): the storefront's texts and links — the cookie bar, the user agreement, the
// wait list, the picture of a product without one, the header's and the footer's contacts — in one form.
import type { Localized } from '../../../../../contract/staff/localized'
import type { SiteSettingsInput, StaffSiteSettings } from '../../../../../contract/staff/site-collections'
import { m } from '../../../../../messages/compiled/messages.js'
import { saveSiteSettings } from '../../../../api/staff/site-content'
import { useSubmission } from '../../../../state/use-submission'
import { Button } from '../../../ui/button'
import { FormAlert } from '../../../ui/form-alert'
import { TextAreaField } from '../../../ui/text-area-field'
import { TextField } from '../../../ui/text-field'
import { ImageField } from '../../fields/image-field'
import { LocalizedTextField } from '../../fields/localized-text-field'
import { StaffPage } from '../../shell/staff-page'
import { localizedErrors } from './list-search'
import styles from './site.module.css'

/** The form's values: the lists of phones and e-mails as text, one a line. */
type Values = Omit<StaffSiteSettings, 'footer_phones' | 'footer_emails'> & {
  footer_phones: string
  footer_emails: string
}

const LOCALIZED = ['cookie_bar_text', 'wait_title', 'wait_text', 'buy_label', 'copyright'] as const
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

const valuesOf = (saved: StaffSiteSettings): Values => ({
  ...saved,
  footer_phones: saved.footer_phones.join('\n'),
  footer_emails: saved.footer_emails.join('\n'),
})

/** A list's errors, whichever line they are about ('footer_phones.1'), under its one field. */
const listErrors = (errors: Record<string, string[]>, field: string) => {
  const found = Object.entries(errors)
    .filter(([key]) => key === field || key.startsWith(`${field}.`))
    .flatMap(([, messages]) => messages)
  return found.length ? found : undefined
}

export function SettingsForm({ settings }: { settings: StaffSiteSettings }) {
  const form = useSubmission<Values, SiteSettingsInput, StaffSiteSettings>({
    values: valuesOf(settings),
    fields: [
      ...Object.keys(settings),
      ...LOCALIZED.flatMap((field) => [`${field}.ru`, `${field}.en`]),
      ...[0, 1, 2, 3, 4].flatMap((index) => [`footer_phones.${index}`, `footer_emails.${index}`]),
    ],
    validate: (values) => ({
      ok: true,
      output: { ...values, footer_phones: lines(values.footer_phones), footer_emails: lines(values.footer_emails) },
    }),
    send: (body, signal) => saveSiteSettings(body, { signal }),
    after: (saved) => valuesOf(saved),
  })
  const localized = (field: (typeof LOCALIZED)[number], label: string, multiline = false) => (
    <LocalizedTextField
      label={label}
      value={form.values[field] as Localized}
      onValueChange={(value) => form.edit(field, value)}
      errors={localizedErrors(form.errors, field)}
      multiline={multiline}
    />
  )
  return (
    <StaffPage title={m.staff_site_kind_settings()}>
      <form className={styles.form} {...form.formProps}>
        {form.message ? <FormAlert title={m.staff_site_failed()}>{form.message}</FormAlert> : null}
        <fieldset className={styles.panel}>
          <legend className={styles.legend}>{m.staff_site_s_general()}</legend>
          {localized('cookie_bar_text', m.staff_site_s_cookie(), true)}
          <TextField label={m.staff_site_s_agreement()} required {...form.bind('user_agreement_link')} />
          {localized('wait_title', m.staff_site_s_wait_title())}
          {localized('wait_text', m.staff_site_s_wait_text(), true)}
          <ImageField
            label={m.staff_site_s_noimage()}
            purpose="noimage"
            value={form.values.noimage}
            onValueChange={(url) => form.edit('noimage', url)}
            errors={form.errors.noimage}
          />
        </fieldset>
        <fieldset className={styles.panel}>
          <legend className={styles.legend}>{m.staff_site_s_header()}</legend>
          <div className={styles.pair}>
            <TextField label={m.staff_site_s_header_email()} type="email" required {...form.bind('header_email')} />
            <TextField label={m.staff_site_s_header_phone()} type="tel" required {...form.bind('header_phone')} />
          </div>
          {localized('buy_label', m.staff_site_s_buy_label())}
          <TextField label={m.staff_site_s_buy_url()} {...form.bind('buy_url')} />
        </fieldset>
        <fieldset className={styles.panel}>
          <legend className={styles.legend}>{m.staff_site_s_footer()}</legend>
          <div className={styles.pair}>
            <TextAreaField
              label={m.staff_site_s_footer_phones()}
              name="footer_phones"
              value={form.values.footer_phones}
              onValueChange={(value: string) => form.edit('footer_phones', value)}
              errors={listErrors(form.errors, 'footer_phones')}
            />
            <TextAreaField
              label={m.staff_site_s_footer_emails()}
              name="footer_emails"
              value={form.values.footer_emails}
              onValueChange={(value: string) => form.edit('footer_emails', value)}
              errors={listErrors(form.errors, 'footer_emails')}
            />
          </div>
          {localized('copyright', m.staff_site_s_copyright())}
        </fieldset>
        <div className={styles.formRow}>
          <Button type="submit" disabled={form.busy}>
            {m.staff_site_save()}
          </Button>
          {form.status === 'succeeded' ? (
            <span className={styles.saved} role="status">
              {m.staff_site_saved()}
            </span>
          ) : null}
        </div>
      </form>
    </StaffPage>
  )
}
