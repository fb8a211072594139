// /staff/content/settings/ (admins): the storefront's texts and links — the cookie bar, the user agreement, the
// wait list, the picture of a product without one, the header's and the footer's logos, contacts, cart switch,
// download button and menus — in one form.
import type { Localized } from '../../../../../contract/staff/localized'
import type { SiteSettingsInput, StaffMenu, StaffSiteSettings } from '../../../../../contract/staff/site-collections'
import { m } from '../../../../../messages/compiled/messages.js'
import { getLocale } from '../../../../../messages/compiled/runtime.js'
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

/** The form's values: the lists of phones and e-mails as text, one a line; the menus as three slots each ('' for
 * none). */
type Values = Omit<StaffSiteSettings, 'footer_phones' | 'footer_emails'> & {
  footer_phones: string
  footer_emails: string
}

const LOCALIZED = ['cookie_bar_text', 'wait_title', 'wait_text', 'buy_label', 'download_label', 'copyright'] as const
const SLOTS = [0, 1, 2] as const
const slotsOf = (slugs: string[]) => SLOTS.map((index) => slugs[index] ?? '')
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

const valuesOf = (saved: StaffSiteSettings): Values => ({
  ...saved,
  footer_phones: saved.footer_phones.join('\n'),
  footer_emails: saved.footer_emails.join('\n'),
  header_menus: slotsOf(saved.header_menus),
  footer_menus: slotsOf(saved.footer_menus),
})

/** A list's errors, whichever line they are about ('footer_phones.1'), under its one field. */
const listErrors = (errors: Record<string, string[]>, field: string) => {
  const found = Object.entries(errors)
    .filter(([key]) => key === field || key.startsWith(`${field}.`))
    .flatMap(([, messages]) => messages)
  return found.length ? found : undefined
}

export function SettingsForm({ settings, menus }: { settings: StaffSiteSettings; menus: StaffMenu[] }) {
  const form = useSubmission<Values, SiteSettingsInput, StaffSiteSettings>({
    values: valuesOf(settings),
    fields: [
      ...Object.keys(settings),
      ...LOCALIZED.flatMap((field) => [`${field}.ru`, `${field}.en`]),
      ...[0, 1, 2, 3, 4].flatMap((index) => [`footer_phones.${index}`, `footer_emails.${index}`]),
      ...SLOTS.flatMap((index) => [`header_menus.${index}`, `footer_menus.${index}`]),
    ],
    validate: (values) => ({
      ok: true,
      output: {
        ...values,
        footer_phones: lines(values.footer_phones),
        footer_emails: lines(values.footer_emails),
        header_menus: values.header_menus.filter(Boolean),
        footer_menus: values.footer_menus.filter(Boolean),
      },
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
  const menuTitle = (menu: StaffMenu) => `${menu.title[getLocale()] || menu.title.ru} (${menu.slug})`
  const menuSlot = (field: 'header_menus' | 'footer_menus', index: number, label: string, optional: boolean) => {
    const errors = form.errors[`${field}.${index}`] ?? (index === 0 ? form.errors[field] : undefined)
    return (
      <label className={styles.select}>
        {label}
        <select
          name={`${field}.${index}`}
          value={form.values[field][index] ?? ''}
          aria-invalid={errors ? true : undefined}
          onChange={(event) => {
            const next = [...form.values[field]]
            next[index] = event.currentTarget.value
            form.edit(field, next)
          }}
        >
          {optional ? <option value="">{m.staff_site_s_menu_none()}</option> : null}
          {menus.map((menu) => (
            <option key={menu.id} value={menu.slug}>
              {menuTitle(menu)}
            </option>
          ))}
        </select>
        {errors ? <span className={styles.error}>{errors.join(' ')}</span> : null}
      </label>
    )
  }
  const logo = (field: 'header_logo' | 'footer_logo', label: string) => (
    <ImageField
      label={label}
      purpose="logo"
      value={form.values[field]}
      onValueChange={(url) => form.edit(field, url)}
      errors={form.errors[field]}
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
          {logo('header_logo', m.staff_site_s_header_logo())}
          <div className={styles.pair}>
            <TextField label={m.staff_site_s_header_email()} type="email" required {...form.bind('header_email')} />
            <TextField label={m.staff_site_s_header_phone()} type="tel" required {...form.bind('header_phone')} />
          </div>
          {localized('buy_label', m.staff_site_s_buy_label())}
          <TextField label={m.staff_site_s_buy_url()} {...form.bind('buy_url')} />
          {localized('download_label', m.staff_site_s_download_label())}
          <TextField label={m.staff_site_s_download_url()} {...form.bind('download_url')} />
          <label className={styles.check}>
            <input
              type="checkbox"
              name="disable_cart"
              checked={form.values.disable_cart}
              onChange={(event) => form.edit('disable_cart', event.currentTarget.checked)}
            />
            {m.staff_site_s_disable_cart()}
          </label>
          <div className={styles.pair}>
            {SLOTS.map((index) =>
              menuSlot(
                'header_menus',
                index,
                index === 0 ? m.staff_site_s_header_menu_main() : m.staff_site_s_header_menu_more({ n: index }),
                index > 0,
              ),
            )}
          </div>
        </fieldset>
        <fieldset className={styles.panel}>
          <legend className={styles.legend}>{m.staff_site_s_footer()}</legend>
          {logo('footer_logo', m.staff_site_s_footer_logo())}
          <div className={styles.pair}>
            {SLOTS.map((index) => menuSlot('footer_menus', index, m.staff_site_s_footer_menu({ n: index + 1 }), true))}
          </div>
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
