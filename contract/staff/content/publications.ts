// Back office: publications (news articles 'info' and sales actions 'sales') and their categories.
import * as v from 'valibot'
import { textField } from '../../fields'
import { localizedText, type Localized } from '../localized'
import { staffTableQuery, tableSearch } from '../table'
import { colorField, imageField, isoDateField, slugField } from './fields'

export const PUBLICATION_KINDS = ['info', 'sales'] as const
export type PublicationKind = (typeof PUBLICATION_KINDS)[number]

/** Published and dated today or earlier; published but dated later (shown on its day); not published. */
export const PUBLICATION_STATES = ['published', 'scheduled', 'draft'] as const
export type PublicationState = (typeof PUBLICATION_STATES)[number]

export const PUBLICATION_SORTS = ['publication_date', 'title', 'updated', 'id'] as const

const wholeId = v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'api_invalid_value'), v.transform(Number))

export const PublicationTableQuery = staffTableQuery(PUBLICATION_SORTS, '-publication_date', {
  kind: v.optional(v.picklist(PUBLICATION_KINDS, 'api_invalid_value'), 'info'),
  category: v.optional(wholeId),
  state: v.optional(v.picklist(PUBLICATION_STATES, 'api_invalid_value')),
  search: tableSearch,
})
export type PublicationTableSearch = v.InferInput<typeof PublicationTableQuery>

export type StaffPublicationRow = {
  id: number
  kind: PublicationKind
  title: string
  slug: string
  publication_date: string
  ends_on: string | null
  category: { id: number; title: string; color: string | null } | null
  state: PublicationState
  url: string
  updated: string
}

/** A product of a sales action, as the form lists it. */
export type StaffPublicationProduct = { id: number; sku: string; title: string }

export const PublicationBody = v.object({
  kind: v.picklist(PUBLICATION_KINDS, 'api_invalid_value'),
  slug: slugField,
  title: localizedText(255),
  excerpt: localizedText(5000, { optional: true }),
  body: localizedText(200_000, { optional: true }),
  image_preview: imageField,
  image_main: imageField,
  category_id: v.optional(v.nullable(v.pipe(v.number('api_invalid_value'), v.integer('api_invalid_value'))), null),
  publication_date: isoDateField,
  ends_on: v.optional(v.union([v.literal(''), isoDateField], 'staff_content_bad_date'), ''),
  meta_title: localizedText(255, { optional: true }),
  meta_description: localizedText(1000, { optional: true }),
  product_skus: v.optional(
    v.pipe(
      v.array(v.pipe(textField(), v.trim(), v.nonEmpty('forms_validation_required'), v.maxLength(100))),
      v.maxLength(500),
    ),
    [],
  ),
  is_published: v.optional(v.boolean('api_invalid_value'), false),
})
export type PublicationInput = v.InferOutput<typeof PublicationBody>

export type StaffPublication = {
  id: number
  kind: PublicationKind
  slug: string
  title: Localized
  excerpt: Localized
  body: Localized
  image_preview: string
  image_main: string
  category_id: number | null
  publication_date: string
  ends_on: string
  meta_title: Localized
  meta_description: Localized
  products: StaffPublicationProduct[]
  is_published: boolean
  state: PublicationState
  url: string
  updated: string
}

export const CategoryListQuery = v.object({
  kind: v.optional(v.picklist(PUBLICATION_KINDS, 'api_invalid_value'), 'info'),
})

export type StaffPublicationCategory = {
  id: number
  kind: PublicationKind
  slug: string
  title: Localized
  color: string
  position: number
  publications: number
}

export const CategoryBody = v.object({
  kind: v.picklist(PUBLICATION_KINDS, 'api_invalid_value'),
  slug: slugField,
  title: localizedText(255),
  color: colorField,
})
export type CategoryInput = v.InferOutput<typeof CategoryBody>

export const ProductLookupQuery = v.object({ search: tableSearch })
