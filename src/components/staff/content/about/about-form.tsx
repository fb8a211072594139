// The about section shown on the home and about pages: its picture, title, text, button and facts.
import {
  AboutBody,
  type AboutInput,
  type StaffAbout,
  type StaffAboutFact,
} from '../../../../../contract/staff/content/about'
import { m } from '../../../../../messages/compiled/messages.js'
import { updateAbout } from '../../../../api/staff/content-home'
import { useSubmission } from '../../../../state/use-submission'
import { Button } from '../../../ui/button'
import { TextField } from '../../../ui/text-field'
import { ImageField } from '../../fields/image-field'
import { LocalizedTextField } from '../../fields/localized-text-field'
import { RichTextField } from '../../fields/rich-text-field'
import styles from '../publications/content-form.module.css'
import {
  checkWith,
  ColorField,
  emptyLocalized,
  fieldsOf,
  FormActions,
  localizedErrors,
} from '../publications/form-parts'

const newFact = (): StaffAboutFact => ({
  value: emptyLocalized(),
  description: emptyLocalized(),
  color: '',
  bg_color: '',
  image: '',
})

export function AboutForm({ about }: { about: StaffAbout }) {
  const initial: AboutInput = about
  const form = useSubmission<AboutInput, AboutInput, StaffAbout>({
    values: initial,
    fields: [
      ...fieldsOf(initial),
      // Every fact's fields, for as many facts as a section may hold.
      ...Array.from({ length: 20 }, (_, i) =>
        ['value', 'description', 'color', 'bg_color', 'image'].flatMap((field) => [
          `facts.${i}.${field}`,
          `facts.${i}.${field}.ru`,
          `facts.${i}.${field}.en`,
        ]),
      ).flat(),
    ],
    validate: (values) => checkWith(AboutBody, values),
    send: (body, signal) => updateAbout(body, { signal }),
  })
  const { values, errors, edit } = form
  const setFact = (index: number, fact: StaffAboutFact) =>
    edit(
      'facts',
      form.values.facts.map((old, i) => (i === index ? fact : old)),
    )
  return (
    <form {...form.formProps} className={styles.form} aria-labelledby="about-title">
      <h2 id="about-title" className={styles.panelTitle}>
        {m.staff_content_about_section()}
      </h2>
      <ImageField
        label={m.staff_content_field_image()}
        purpose="about"
        value={values.image}
        onValueChange={(url) => edit('image', url)}
        errors={errors.image}
      />
      <LocalizedTextField
        label={m.staff_content_field_title()}
        required
        value={values.title}
        onValueChange={(value) => edit('title', value)}
        errors={localizedErrors(errors, 'title')}
      />
      {(['ru', 'en'] as const).map((locale) => (
        <RichTextField
          key={locale}
          label={`${m.staff_content_field_text()} (${locale.toUpperCase()})`}
          value={values.text[locale]}
          onValueChange={(html) => edit('text', { ...form.values.text, [locale]: html })}
          errors={errors[`text.${locale}`]}
        />
      ))}
      <div className={styles.row}>
        <LocalizedTextField
          label={m.staff_content_field_button_label()}
          value={values.button_label}
          onValueChange={(value) => edit('button_label', value)}
          errors={localizedErrors(errors, 'button_label')}
        />
        <TextField
          label={m.staff_content_field_button_url()}
          hint={m.staff_content_field_url_hint()}
          spellCheck={false}
          {...form.bind('button_url')}
        />
      </div>
      <fieldset className={styles.panel}>
        <legend>{m.staff_content_facts()}</legend>
        {values.facts.map((fact, index) => (
          <fieldset key={index} className={styles.panel}>
            <legend>{m.staff_content_fact({ n: index + 1 })}</legend>
            <div className={styles.row}>
              <LocalizedTextField
                label={m.staff_content_fact_value()}
                required
                value={fact.value}
                onValueChange={(value) => setFact(index, { ...fact, value })}
                errors={localizedErrors(errors, `facts.${index}.value`)}
              />
              <LocalizedTextField
                label={m.staff_content_fact_description()}
                value={fact.description}
                onValueChange={(description) => setFact(index, { ...fact, description })}
                errors={localizedErrors(errors, `facts.${index}.description`)}
              />
            </div>
            <div className={styles.row}>
              <ColorField
                label={m.staff_content_field_color()}
                value={fact.color}
                onValueChange={(color) => setFact(index, { ...fact, color })}
                errors={errors[`facts.${index}.color`]}
              />
              <ColorField
                label={m.staff_content_field_bg_color()}
                value={fact.bg_color}
                onValueChange={(bg_color) => setFact(index, { ...fact, bg_color })}
                errors={errors[`facts.${index}.bg_color`]}
              />
              <ImageField
                label={m.staff_content_field_image()}
                purpose="icon"
                value={fact.image}
                onValueChange={(image) => setFact(index, { ...fact, image })}
                errors={errors[`facts.${index}.image`]}
              />
            </div>
            <div>
              <Button
                variant="ghost"
                size="sm"
                onClick={() =>
                  edit(
                    'facts',
                    form.values.facts.filter((_, i) => i !== index),
                  )
                }
              >
                {m.staff_content_fact_remove({ n: index + 1 })}
              </Button>
            </div>
          </fieldset>
        ))}
        <div>
          <Button variant="secondary" onClick={() => edit('facts', [...form.values.facts, newFact()])}>
            {m.staff_content_fact_add()}
          </Button>
        </div>
      </fieldset>
      <FormActions busy={form.busy} saved={form.status === 'succeeded'} message={form.message} />
    </form>
  )
}
