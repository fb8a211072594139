// The feature tiles in the storefront's order: move one up or down, edit or delete it, or add one.
import { useState } from 'react'
import { useRowAction } from '../../../../state/use-row-action'
import { FormAlert } from '../../../ui/form-alert'
import { FeatureBody, type FeatureInput, type StaffFeature } from '../../../../../contract/staff/content/about'
import { m } from '../../../../../messages/compiled/messages.js'
import { createFeature, deleteFeature, moveFeature, updateFeature } from '../../../../api/staff/content-home'
import { useSubmission } from '../../../../state/use-submission'
import { Button } from '../../../ui/button'
import { ImageField } from '../../fields/image-field'
import { LocalizedTextField } from '../../fields/localized-text-field'
import styles from '../publications/content-form.module.css'
import {
  CheckField,
  checkWith,
  ColorField,
  emptyLocalized,
  fieldsOf,
  FormActions,
  inLocale,
  localizedErrors,
  ReorderButtons,
  Swatch,
} from '../publications/form-parts'

export function FeaturePanel({ features, onChanged }: { features: StaffFeature[]; onChanged: () => void }) {
  const [editing, setEditing] = useState<StaffFeature | 'new' | null>(null)
  const action = useRowAction(onChanged)
  const busy = action.busy
  return (
    <section className={styles.panel} aria-labelledby="features-title">
      <h2 id="features-title" className={styles.panelTitle}>
        {m.staff_content_features_title()}
      </h2>
      {action.message ? <FormAlert title={m.staff_row_action_failed()}>{action.message}</FormAlert> : null}
      <ol className={styles.products}>
        {features.map((feature, index) => {
          const title = inLocale(feature.title)
          return (
            <li key={feature.id}>
              <span>
                <Swatch color={feature.bg_color || null} /> <b>{title}</b>{' '}
                <span className={styles.muted}>{inLocale(feature.description)}</span>{' '}
                <span className={`${styles.state} ${feature.is_published ? styles.published : styles.draft}`}>
                  {feature.is_published ? m.staff_site_state_on() : m.staff_site_state_off()}
                </span>
              </span>
              <span className={styles.rowActions}>
                <ReorderButtons
                  title={title}
                  first={index === 0}
                  last={index === features.length - 1}
                  busy={busy}
                  onMove={(direction) => action.run((signal) => moveFeature(feature.id, direction, { signal }))}
                />
                <Button variant="secondary" size="sm" onClick={() => setEditing(feature)}>
                  {m.staff_content_edit()}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={busy}
                  onClick={() => {
                    if (confirm(m.staff_content_delete_confirm({ title })))
                      action.run((signal) => deleteFeature(feature.id, { signal }))
                  }}
                >
                  {m.staff_content_delete()}
                </Button>
              </span>
            </li>
          )
        })}
      </ol>
      {editing === null ? (
        <div>
          <Button variant="secondary" onClick={() => setEditing('new')}>
            {m.staff_content_feature_new()}
          </Button>
        </div>
      ) : (
        <FeatureForm
          key={editing === 'new' ? 'new' : editing.id}
          feature={editing === 'new' ? null : editing}
          onDone={() => {
            setEditing(null)
            onChanged()
          }}
          onCancel={() => setEditing(null)}
        />
      )}
    </section>
  )
}

function FeatureForm({
  feature,
  onDone,
  onCancel,
}: {
  feature: StaffFeature | null
  onDone: () => void
  onCancel: () => void
}) {
  const initial: FeatureInput = {
    title: feature?.title ?? emptyLocalized(),
    description: feature?.description ?? emptyLocalized(),
    color: feature?.color ?? '',
    bg_color: feature?.bg_color ?? '',
    icon_file: feature?.icon_file ?? '',
    is_published: feature?.is_published ?? true,
  }
  const form = useSubmission<FeatureInput, FeatureInput, StaffFeature>({
    values: initial,
    fields: fieldsOf(initial),
    validate: (values) => checkWith(FeatureBody, values),
    send: async (body, signal) => {
      const saved = await (feature ? updateFeature(feature.id, body, { signal }) : createFeature(body, { signal }))
      onDone()
      return saved
    },
  })
  const { values, errors, edit } = form
  return (
    <form
      {...form.formProps}
      className={styles.form}
      aria-label={feature ? `${m.staff_content_edit()}: ${inLocale(feature.title)}` : m.staff_content_feature_new()}
    >
      <LocalizedTextField
        label={m.staff_content_field_title()}
        required
        value={values.title}
        onValueChange={(value) => edit('title', value)}
        errors={localizedErrors(errors, 'title')}
      />
      <LocalizedTextField
        label={m.staff_content_field_description()}
        multiline
        value={values.description}
        onValueChange={(value) => edit('description', value)}
        errors={localizedErrors(errors, 'description')}
      />
      <div className={styles.row}>
        <ColorField label={m.staff_content_field_color()} {...form.bind('color')} />
        <ColorField label={m.staff_content_field_bg_color()} {...form.bind('bg_color')} />
        <ImageField
          label={m.staff_content_field_icon()}
          purpose="icon"
          value={values.icon_file}
          onValueChange={(url) => edit('icon_file', url)}
          errors={errors.icon_file}
        />
      </div>
      <CheckField
        label={m.staff_site_f_is_published()}
        checked={values.is_published}
        onCheckedChange={(checked) => edit('is_published', checked)}
      />
      <FormActions busy={form.busy} saved={false} message={form.message}>
        <Button variant="ghost" onClick={onCancel}>
          {m.staff_content_cancel()}
        </Button>
      </FormActions>
    </form>
  )
}
