// One slide of the home page: its pictures, its text in both languages, the text's colour and side, the button,
// and whether it is shown. A new slide, once saved, opens as its own page.
import { useNavigate } from '@tanstack/react-router'
import {
  SlideBody,
  TEXT_POSITIONS,
  type SlideInput,
  type StaffSlide,
} from '../../../../../contract/staff/content/slides'
import { m } from '../../../../../messages/compiled/messages.js'
import { createSlide, deleteSlide, updateSlide } from '../../../../api/staff/content-home'
import { useSubmission } from '../../../../state/use-submission'
import { AppLink } from '../../../ui/app-link'
import { Button } from '../../../ui/button'
import { TextField } from '../../../ui/text-field'
import { ImageField } from '../../fields/image-field'
import { LocalizedTextField } from '../../fields/localized-text-field'
import { RichTextField } from '../../fields/rich-text-field'
import { StaffPage } from '../../shell/staff-page'
import styles from '../publications/content-form.module.css'
import {
  CheckField,
  checkWith,
  ColorField,
  emptyLocalized,
  fieldsOf,
  FormActions,
  localizedErrors,
  SelectField,
} from '../publications/form-parts'
import { slideTitle } from './slide-list'

const valuesOf = (slide: StaffSlide | null): SlideInput => ({
  image: slide?.image ?? '',
  image_full: slide?.image_full ?? '',
  text: slide?.text ?? emptyLocalized(),
  color: slide?.color ?? '#ffffff',
  position: slide?.position ?? 'left',
  btn_text: slide?.btn_text ?? emptyLocalized(),
  btn_url: slide?.btn_url ?? '',
  is_published: slide?.is_published ?? true,
})

const positionTitle = (position: (typeof TEXT_POSITIONS)[number]) =>
  ({
    left: m.staff_content_position_left,
    center: m.staff_content_position_center,
    right: m.staff_content_position_right,
  })[position]()

export function SlideFormPage({ slide }: { slide: StaffSlide | null }) {
  const navigate = useNavigate()
  const initial = valuesOf(slide)
  const form = useSubmission<SlideInput, SlideInput, StaffSlide>({
    values: initial,
    fields: fieldsOf(initial),
    validate: (values) => checkWith(SlideBody, values),
    send: async (body, signal) => {
      const saved = await (slide ? updateSlide(slide.id, body, { signal }) : createSlide(body, { signal }))
      if (!slide) void navigate({ to: `/staff/content/slides/${saved.id}/` })
      return saved
    },
  })
  const { values, errors, edit } = form
  const remove = async () => {
    if (!slide || !confirm(m.staff_content_delete_confirm({ title: slideTitle(slide) }))) return
    await deleteSlide(slide.id)
    await navigate({ to: '/staff/content/slides/' })
  }
  return (
    <StaffPage
      title={slide ? m.staff_content_slide_title({ id: slide.id }) : m.staff_content_slides_new()}
      actions={
        <>
          <AppLink to="/staff/content/slides/">{m.staff_content_back()}</AppLink>
          {slide ? (
            <Button variant="ghost" size="sm" onClick={() => void remove()}>
              {m.staff_content_delete()}
            </Button>
          ) : null}
        </>
      }
    >
      <form {...form.formProps} className={styles.form}>
        <div className={styles.row}>
          <ImageField
            label={m.staff_content_field_image()}
            purpose="slide"
            required
            value={values.image}
            onValueChange={(url) => edit('image', url)}
            errors={errors.image}
          />
          <ImageField
            label={m.staff_content_field_image_full()}
            purpose="slide-full"
            value={values.image_full}
            onValueChange={(url) => edit('image_full', url)}
            errors={errors.image_full}
          />
        </div>
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
          <ColorField label={m.staff_content_field_text_color()} {...form.bind('color')} />
          <SelectField
            label={m.staff_content_field_text_position()}
            value={values.position}
            options={TEXT_POSITIONS.map((position) => ({ value: position, label: positionTitle(position) }))}
            onValueChange={(value) => edit('position', value as SlideInput['position'])}
            errors={errors.position}
          />
        </div>
        <LocalizedTextField
          label={m.staff_content_field_btn_text()}
          value={values.btn_text}
          onValueChange={(value) => edit('btn_text', value)}
          errors={localizedErrors(errors, 'btn_text')}
        />
        <TextField
          label={m.staff_content_field_btn_url()}
          hint={m.staff_content_field_url_hint()}
          spellCheck={false}
          {...form.bind('btn_url')}
        />
        <CheckField
          label={m.staff_content_field_shown()}
          checked={values.is_published}
          onCheckedChange={(checked) => edit('is_published', checked)}
        />
        <FormActions busy={form.busy} saved={form.status === 'succeeded'} message={form.message} />
      </form>
    </StaffPage>
  )
}
