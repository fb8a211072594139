// One page of the site in both languages: title, text (rich text, cleaned by the server), SEO meta tags and
// publishing; a flat page also has its address and can be deleted. The preview shows the text as the storefront
// will, after the server's cleaning.
import { useNavigate } from '@tanstack/react-router'
import type { Localized } from '../../../../../contract/staff/localized'
import type { StaffPage } from '../../../../../contract/staff/site-content'
import { m } from '../../../../../messages/compiled/messages.js'
import { getLocale } from '../../../../../messages/compiled/runtime.js'
import {
  createStaffPage,
  deleteStaffPage,
  previewStaffPageBody,
  publishStaffPage,
  updateStaffPage,
} from '../../../../api/staff/site-content'
import { useSubmission } from '../../../../state/use-submission'
import { AppLink } from '../../../ui/app-link'
import { Button, buttonClass } from '../../../ui/button'
import { FormAlert } from '../../../ui/form-alert'
import { RichText } from '../../../ui/rich-text'
import { TextField } from '../../../ui/text-field'
import { LocalizedTextField } from '../../fields/localized-text-field'
import { RichTextField } from '../../fields/rich-text-field'
import { StaffPage as StaffPageFrame } from '../../shell/staff-page'
import { localizedErrors } from './list-search'
import { PUBLISHED_BADGE } from './pages-list'
import styles from './site.module.css'

const EMPTY: Localized = { ru: '', en: '' }

type PageValues = {
  slug: string
  title: Localized
  body: Localized
  meta_title: Localized
  meta_description: Localized
  meta_keywords: Localized
  is_published: boolean
}

const LOCALIZED = ['title', 'body', 'meta_title', 'meta_description', 'meta_keywords'] as const
const FIELDS = ['slug', 'is_published', ...LOCALIZED.flatMap((field) => [`${field}.ru`, `${field}.en`])]

const valuesOf = (page: StaffPage | null): PageValues => ({
  slug: page?.slug ?? '',
  title: page?.title ?? EMPTY,
  body: page?.body ?? EMPTY,
  meta_title: page?.meta_title ?? EMPTY,
  meta_description: page?.meta_description ?? EMPTY,
  meta_keywords: page?.meta_keywords ?? EMPTY,
  is_published: page?.is_published ?? true,
})

export function PageForm({ page, onChanged }: { page: StaffPage | null; onChanged: () => void }) {
  const navigate = useNavigate()
  const flat = !page || page.kind === 'flat'
  const form = useSubmission<PageValues, PageValues, StaffPage>({
    values: valuesOf(page),
    fields: FIELDS,
    send: (values, signal) => {
      const { slug: _slug, ...rest } = values
      return page ? updateStaffPage(page.id, flat ? values : rest, { signal }) : createStaffPage(values, { signal })
    },
    after: (saved) => {
      if (!page) void navigate({ href: `/staff/content/pages/${saved.id}/` })
      else onChanged()
      return valuesOf(saved)
    },
  })
  const publish = useSubmission<Record<string, never>, Record<string, never>, StaffPage>({
    values: {},
    send: (_, signal) => publishStaffPage(page!.id, !page!.is_published, { signal }),
    after: (saved) => {
      form.edit('is_published', saved.is_published)
      onChanged()
      return {}
    },
  })
  const remove = useSubmission<Record<string, never>, Record<string, never>, void>({
    values: {},
    send: (_, signal) => deleteStaffPage(page!.id, { signal }),
    after: () => {
      void navigate({ href: '/staff/content/pages/' })
      return {}
    },
  })
  const preview = useSubmission<Record<string, never>, Record<string, never>, Localized>({
    values: {},
    send: async (_, signal) => ({
      ru: (await previewStaffPageBody(form.values.body.ru, { signal })).body,
      en: (await previewStaffPageBody(form.values.body.en, { signal })).body,
    }),
  })
  const values = form.values
  const localized = (field: (typeof LOCALIZED)[number], label: string, multiline = false) => (
    <LocalizedTextField
      label={label}
      value={values[field]}
      onValueChange={(value) => form.edit(field, value)}
      errors={localizedErrors(form.errors, field)}
      multiline={multiline}
      required={field === 'title'}
    />
  )
  const title = page
    ? page.title[getLocale() === 'en' ? 'en' : 'ru'] || page.title.ru || page.slug
    : m.staff_site_new_page()
  return (
    <StaffPageFrame
      title={title}
      actions={
        <>
          <AppLink to="/staff/content/pages/" className={buttonClass('ghost', 'md')}>
            {m.staff_site_back()}
          </AppLink>
          {page?.path && page.is_published ? (
            <a href={page.path} target="_blank" rel="noreferrer" className={buttonClass('secondary', 'md')}>
              {m.staff_site_open()}
            </a>
          ) : null}
          {page ? (
            <Button variant="secondary" disabled={publish.busy} onClick={publish.submit}>
              {page.is_published ? m.staff_site_unpublish() : m.staff_site_publish()}
            </Button>
          ) : null}
          {page && flat ? (
            <Button
              variant="ghost"
              disabled={remove.busy}
              onClick={() => {
                if (window.confirm(m.staff_site_delete_page_confirm({ slug: page.slug }))) remove.submit()
              }}
            >
              {m.staff_site_delete()}
            </Button>
          ) : null}
        </>
      }
    >
      {page ? (
        <p className={styles.formRow}>
          {PUBLISHED_BADGE(page.is_published)}
          <span className={styles.muted}>
            {page.kind === 'system' ? m.staff_site_kind_system() : m.staff_site_kind_flat()} ·{' '}
            <span className={styles.code}>{page.path ?? page.slug}</span>
          </span>
        </p>
      ) : null}
      {[publish, remove].map((action, index) =>
        action.message ? (
          <FormAlert key={index} title={m.staff_site_failed()}>
            {action.message}
          </FormAlert>
        ) : null,
      )}
      <form className={styles.form} {...form.formProps}>
        {form.message ? <FormAlert title={m.staff_site_failed()}>{form.message}</FormAlert> : null}
        {flat ? <TextField label={m.staff_site_field_slug()} required {...form.bind('slug')} /> : null}
        {localized('title', m.staff_site_field_title())}
        <div className={styles.pair}>
          {(['ru', 'en'] as const).map((locale) => (
            <RichTextField
              key={locale}
              label={`${m.staff_site_field_body()} (${locale.toUpperCase()})`}
              value={values.body[locale]}
              onValueChange={(html) => form.edit('body', { ...form.values.body, [locale]: html })}
              errors={form.errors[`body.${locale}`]}
            />
          ))}
        </div>
        <div className={styles.panel}>
          {localized('meta_title', m.staff_site_field_meta_title())}
          {localized('meta_description', m.staff_site_field_meta_description(), true)}
          {localized('meta_keywords', m.staff_site_field_meta_keywords())}
        </div>
        {page ? null : (
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={values.is_published}
              onChange={(event) => form.edit('is_published', event.currentTarget.checked)}
            />
            {m.staff_site_field_published()}
          </label>
        )}
        <div className={styles.formRow}>
          <Button type="submit" disabled={form.busy}>
            {m.staff_site_save()}
          </Button>
          <Button variant="secondary" disabled={preview.busy} onClick={preview.submit}>
            {m.staff_site_preview()}
          </Button>
          {form.status === 'succeeded' ? (
            <span className={styles.saved} role="status">
              {m.staff_site_saved()}
            </span>
          ) : null}
        </div>
      </form>
      {preview.success ? (
        <section className={styles.panel} aria-label={m.staff_site_preview()}>
          <h2>{m.staff_site_preview()}</h2>
          <p className={styles.muted}>{m.staff_site_preview_hint()}</p>
          <div className={styles.pair}>
            {(['ru', 'en'] as const).map((locale) => (
              <div key={locale} className={styles.preview} lang={locale}>
                <h3>{values.title[locale] || values.title.ru}</h3>
                <RichText html={preview.success!.answer[locale]} />
              </div>
            ))}
          </div>
        </section>
      ) : null}
    </StaffPageFrame>
  )
}
