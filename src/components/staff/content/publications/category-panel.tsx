// The categories of a section in the storefront's order: move one up or down, edit or delete it, or add one.
import { useState } from 'react'
import { useRowAction } from '../../../../state/use-row-action'
import { FormAlert } from '../../../ui/form-alert'
import {
  CategoryBody,
  type CategoryInput,
  type PublicationKind,
  type StaffPublicationCategory,
} from '../../../../../contract/staff/content/publications'
import { m } from '../../../../../messages/compiled/messages.js'
import {
  createPublicationCategory,
  deletePublicationCategory,
  movePublicationCategory,
  updatePublicationCategory,
} from '../../../../api/staff/content-publications'
import { useSubmission } from '../../../../state/use-submission'
import { Button } from '../../../ui/button'
import { TextField } from '../../../ui/text-field'
import { LocalizedTextField } from '../../fields/localized-text-field'
import styles from './content-form.module.css'
import {
  checkWith,
  ColorField,
  emptyLocalized,
  fieldsOf,
  FormActions,
  inLocale,
  localizedErrors,
  ReorderButtons,
  Swatch,
} from './form-parts'

type CategoryPanelProps = {
  kind: PublicationKind
  categories: StaffPublicationCategory[]
  /** After any change: the page reads the categories again. */
  onChanged: () => void
}

export function CategoryPanel({ kind, categories, onChanged }: CategoryPanelProps) {
  const [editing, setEditing] = useState<StaffPublicationCategory | 'new' | null>(null)
  const action = useRowAction(onChanged)
  const busy = action.busy
  return (
    <section className={styles.panel} aria-labelledby="categories-title">
      <h2 id="categories-title" className={styles.panelTitle}>
        {m.staff_content_categories_title()}
      </h2>
      {action.message ? <FormAlert title={m.staff_row_action_failed()}>{action.message}</FormAlert> : null}
      {categories.length === 0 ? <p className={styles.muted}>{m.staff_table_empty()}</p> : null}
      <ol className={styles.products}>
        {categories.map((category, index) => {
          const title = inLocale(category.title)
          return (
            <li key={category.id}>
              <span>
                <Swatch color={category.color || null} /> {title}{' '}
                <span className={styles.muted}>
                  {category.slug} · {m.staff_content_category_count({ count: category.publications })}
                </span>
              </span>
              <span className={styles.rowActions}>
                <ReorderButtons
                  title={title}
                  first={index === 0}
                  last={index === categories.length - 1}
                  busy={busy}
                  onMove={(direction) =>
                    action.run((signal) => movePublicationCategory(category.id, direction, { signal }))
                  }
                />
                <Button variant="secondary" size="sm" onClick={() => setEditing(category)}>
                  {m.staff_content_edit()}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={busy}
                  onClick={() => {
                    if (confirm(m.staff_content_delete_confirm({ title })))
                      action.run((signal) => deletePublicationCategory(category.id, { signal }))
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
            {m.staff_content_category_new()}
          </Button>
        </div>
      ) : (
        <CategoryForm
          key={editing === 'new' ? 'new' : editing.id}
          kind={kind}
          category={editing === 'new' ? null : editing}
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

function CategoryForm({
  kind,
  category,
  onDone,
  onCancel,
}: {
  kind: PublicationKind
  category: StaffPublicationCategory | null
  onDone: () => void
  onCancel: () => void
}) {
  const initial: CategoryInput = {
    kind,
    slug: category?.slug ?? '',
    title: category?.title ?? emptyLocalized(),
    color: category?.color ?? '',
  }
  const form = useSubmission<CategoryInput, CategoryInput, StaffPublicationCategory>({
    values: initial,
    fields: fieldsOf(initial),
    validate: (values) => checkWith(CategoryBody, values),
    send: async (body, signal) => {
      const saved = await (category
        ? updatePublicationCategory(category.id, body, { signal })
        : createPublicationCategory(body, { signal }))
      onDone()
      return saved
    },
  })
  return (
    <form
      {...form.formProps}
      className={styles.form}
      aria-label={category ? `${m.staff_content_edit()}: ${inLocale(category.title)}` : m.staff_content_category_new()}
    >
      <LocalizedTextField
        label={m.staff_content_field_title()}
        required
        value={form.values.title}
        onValueChange={(value) => form.edit('title', value)}
        errors={localizedErrors(form.errors, 'title')}
      />
      <div className={styles.row}>
        <TextField
          label={m.staff_content_field_slug()}
          hint={m.staff_content_field_slug_hint()}
          spellCheck={false}
          {...form.bind('slug')}
        />
        <ColorField label={m.staff_content_field_color()} {...form.bind('color')} />
      </div>
      <FormActions busy={form.busy} saved={false} message={form.message}>
        <Button variant="ghost" onClick={onCancel}>
          {m.staff_content_cancel()}
        </Button>
      </FormActions>
    </form>
  )
}
