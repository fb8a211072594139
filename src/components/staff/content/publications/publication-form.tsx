// A news article or a sales action: both languages of its texts, pictures, category, dates, meta tags, an
// action's products (found by SKU or name) and whether it is published. Saving sends it whole; the server
// makes the slug when left empty, sanitizes the rich text and answers field errors.
import { useState } from 'react'
import {
  PublicationBody,
  type PublicationInput,
  type PublicationKind,
  type StaffPublication,
  type StaffPublicationCategory,
  type StaffPublicationProduct,
} from '../../../../../contract/staff/content/publications'
import { m } from '../../../../../messages/compiled/messages.js'
import { findPublicationProducts } from '../../../../api/staff/content-publications'
import { useSubmission } from '../../../../state/use-submission'
import { Button } from '../../../ui/button'
import { TextField } from '../../../ui/text-field'
import { ImageField } from '../../fields/image-field'
import { LocalizedTextField } from '../../fields/localized-text-field'
import { RichTextField } from '../../fields/rich-text-field'
import styles from './content-form.module.css'
import {
  CheckField,
  checkWith,
  emptyLocalized,
  fieldsOf,
  FormActions,
  inLocale,
  localizedErrors,
  SelectField,
} from './form-parts'

type Values = Omit<PublicationInput, 'product_skus'> & { products: StaffPublicationProduct[] }

const today = () => new Date().toISOString().slice(0, 10)

export const newPublicationValues = (kind: PublicationKind): Values => ({
  kind,
  slug: '',
  title: emptyLocalized(),
  excerpt: emptyLocalized(),
  body: emptyLocalized(),
  image_preview: '',
  image_main: '',
  category_id: null,
  publication_date: today(),
  ends_on: '',
  meta_title: emptyLocalized(),
  meta_description: emptyLocalized(),
  products: [],
  is_published: false,
})

export const publicationValues = (p: StaffPublication): Values => ({
  kind: p.kind,
  slug: p.slug,
  title: p.title,
  excerpt: p.excerpt,
  body: p.body,
  image_preview: p.image_preview,
  image_main: p.image_main,
  category_id: p.category_id,
  publication_date: p.publication_date,
  ends_on: p.ends_on,
  meta_title: p.meta_title,
  meta_description: p.meta_description,
  products: p.products,
  is_published: p.is_published,
})

type PublicationFormProps = {
  initial: Values
  categories: StaffPublicationCategory[]
  send: (body: PublicationInput, signal: AbortSignal) => Promise<StaffPublication>
  onSaved: (saved: StaffPublication) => void
}

export function PublicationForm({ initial, categories, send, onSaved }: PublicationFormProps) {
  const form = useSubmission<Values, PublicationInput, StaffPublication>({
    values: initial,
    fields: [...fieldsOf(initial), 'product_skus'],
    validate: ({ products, ...values }) =>
      checkWith(PublicationBody, { ...values, product_skus: products.map((product) => product.sku) }),
    send: async (body, signal) => {
      const saved = await send(body, signal)
      onSaved(saved)
      return saved
    },
    after: (saved) => ({ slug: saved.slug, products: saved.products }),
  })
  const { values, errors, edit } = form
  const sales = values.kind === 'sales'
  return (
    <form {...form.formProps} className={styles.form}>
      <LocalizedTextField
        label={m.staff_content_field_title()}
        required
        value={values.title}
        onValueChange={(value) => edit('title', value)}
        errors={localizedErrors(errors, 'title')}
      />
      <div className={styles.row}>
        <TextField
          label={m.staff_content_field_slug()}
          hint={m.staff_content_field_slug_hint()}
          spellCheck={false}
          {...form.bind('slug')}
        />
        <TextField
          label={m.staff_content_field_publication_date()}
          type="date"
          required
          {...form.bind('publication_date')}
        />
        {sales ? <TextField label={m.staff_content_field_ends_on()} type="date" {...form.bind('ends_on')} /> : null}
        <SelectField
          label={m.staff_content_field_category()}
          value={values.category_id === null ? '' : String(values.category_id)}
          options={[
            { value: '', label: m.staff_content_field_none() },
            ...categories.map((c) => ({ value: String(c.id), label: inLocale(c.title) })),
          ]}
          onValueChange={(value) => edit('category_id', value === '' ? null : Number(value))}
          errors={errors.category_id}
        />
      </div>
      <CheckField
        label={m.staff_content_field_is_published()}
        checked={values.is_published}
        onCheckedChange={(checked) => edit('is_published', checked)}
      />
      <div className={styles.row}>
        <ImageField
          label={m.staff_content_field_image_preview()}
          purpose="publication-preview"
          value={values.image_preview}
          onValueChange={(url) => edit('image_preview', url)}
          errors={errors.image_preview}
        />
        <ImageField
          label={m.staff_content_field_image_main()}
          purpose="publication-main"
          value={values.image_main}
          onValueChange={(url) => edit('image_main', url)}
          errors={errors.image_main}
        />
      </div>
      {(['ru', 'en'] as const).map((locale) => (
        <RichTextField
          key={`excerpt-${locale}`}
          label={`${m.staff_content_field_excerpt()} (${locale.toUpperCase()})`}
          value={values.excerpt[locale]}
          onValueChange={(html) => edit('excerpt', { ...form.values.excerpt, [locale]: html })}
          errors={errors[`excerpt.${locale}`]}
        />
      ))}
      {(['ru', 'en'] as const).map((locale) => (
        <RichTextField
          key={`body-${locale}`}
          label={`${m.staff_content_field_body()} (${locale.toUpperCase()})`}
          value={values.body[locale]}
          onValueChange={(html) => edit('body', { ...form.values.body, [locale]: html })}
          errors={errors[`body.${locale}`]}
        />
      ))}
      {sales ? (
        <ProductPicker
          products={values.products}
          onChange={(products) => edit('products', products)}
          errors={errors.product_skus}
        />
      ) : null}
      <LocalizedTextField
        label={m.staff_content_field_meta_title()}
        value={values.meta_title}
        onValueChange={(value) => edit('meta_title', value)}
        errors={localizedErrors(errors, 'meta_title')}
      />
      <LocalizedTextField
        label={m.staff_content_field_meta_description()}
        multiline
        value={values.meta_description}
        onValueChange={(value) => edit('meta_description', value)}
        errors={localizedErrors(errors, 'meta_description')}
      />
      <FormActions busy={form.busy} saved={form.status === 'succeeded'} message={form.message} />
    </form>
  )
}

/** An action's products: the list with a remove button each, and a search by SKU or name to add one. */
function ProductPicker({
  products,
  onChange,
  errors,
}: {
  products: StaffPublicationProduct[]
  onChange: (products: StaffPublicationProduct[]) => void
  errors?: string[]
}) {
  const [search, setSearch] = useState('')
  const [found, setFound] = useState<StaffPublicationProduct[] | null>(null)
  const lookUp = async () => {
    const text = search.trim()
    if (text === '') return
    setFound((await findPublicationProducts(text)).results)
  }
  const add = (product: StaffPublicationProduct) => {
    if (!products.some((p) => p.sku === product.sku)) onChange([...products, product])
  }
  return (
    <fieldset className={styles.panel}>
      <legend>{m.staff_content_field_products()}</legend>
      {products.length > 0 ? (
        <ul className={styles.products}>
          {products.map((product) => (
            <li key={product.sku}>
              <span>
                <b>{product.sku}</b> {product.title}
              </span>
              <Button variant="ghost" size="sm" onClick={() => onChange(products.filter((p) => p.sku !== product.sku))}>
                {m.staff_content_products_remove({ sku: product.sku })}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{m.staff_content_products_none()}</p>
      )}
      <div className={styles.filters}>
        <TextField
          label={m.staff_content_products_search()}
          value={search}
          onValueChange={setSearch}
          errors={errors}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              void lookUp()
            }
          }}
        />
        <Button variant="secondary" onClick={() => void lookUp()}>
          {m.staff_content_products_find()}
        </Button>
      </div>
      {found !== null ? (
        found.length === 0 ? (
          <p className={styles.muted}>{m.staff_content_products_not_found()}</p>
        ) : (
          <ul className={styles.products} aria-label={m.staff_content_products_found()}>
            {found.map((product) => (
              <li key={product.id}>
                <span>
                  <b>{product.sku}</b> {product.title}
                </span>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={products.some((p) => p.sku === product.sku)}
                  onClick={() => add(product)}
                >
                  {m.staff_content_products_add({ sku: product.sku })}
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </fieldset>
  )
}
