// The back office's site content (staff/content/pages/, staff/content/redirects/): editable pages with their meta
// tags, and the redirects of old paths. Texts come in both site languages (localized.ts).
import * as v from 'valibot'
import { textField } from '../fields'
import { localizedText, type Localized } from './localized'

/** First path segments the storefront (or the server in front of it) answers itself: never a flat page's slug. */
export const RESERVED_SLUGS: readonly string[] = [
  'about',
  'api',
  'appndx',
  'assets',
  'auth',
  'brand',
  'cart',
  'catalog',
  'contacts',
  'en',
  'errors',
  'exchange',
  'faq',
  'info',
  'loyalty-program',
  'media',
  'my',
  'order',
  'pages',
  'partners',
  'product',
  'ru',
  'sales',
  'search',
  'shops',
  'staff',
  'team',
  'vacancies',
]

/** A flat page's address: lower-case latin letters, digits and single dashes between them, not a site route. */
export const pageSlugField = v.pipe(
  textField('forms_validation_required'),
  v.trim(),
  v.nonEmpty('forms_validation_required'),
  v.maxLength(100, 'forms_validation_too_long'),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'staff_site_slug_invalid'),
  v.check((slug) => !RESERVED_SLUGS.includes(slug), 'staff_site_slug_reserved'),
)

/** Everything of a page staff edit; the body is HTML the server sanitizes. */
export const PageInput = v.object({
  title: localizedText(255),
  body: localizedText(200_000, { optional: true }),
  meta_title: localizedText(255, { optional: true }),
  meta_description: localizedText(1000, { optional: true }),
  meta_keywords: localizedText(1000, { optional: true }),
  is_published: v.optional(v.boolean('api_invalid_value'), true),
})
export type PageInput = v.InferInput<typeof PageInput>

/** A new flat page: its slug and its fields. */
export const NewPageInput = v.object({ slug: pageSlugField, ...PageInput.entries })

export const PublishInput = v.object({ is_published: v.boolean('api_invalid_value') })

export type StaffPageRow = {
  id: number
  slug: string
  kind: 'system' | 'flat'
  title: Localized
  is_published: boolean
  updated: string
  /** Where the storefront shows it (null for a system page with no address of its own). */
  path: string | null
}

export type StaffPage = StaffPageRow & {
  body: Localized
  meta_title: Localized
  meta_description: Localized
  meta_keywords: Localized
}

export const STAFF_PAGE_SORTS = ['title', 'slug', 'updated'] as const

/** A redirect's old path: starts with '/', no scheme, no query; stored the way the storefront normalises it. */
export const redirectFromField = v.pipe(
  textField('forms_validation_required'),
  v.trim(),
  v.nonEmpty('forms_validation_required'),
  v.maxLength(500, 'forms_validation_too_long'),
  v.regex(/^\/(?!\/)[^\s?#]*$/, 'staff_site_redirect_from_invalid'),
)

/** Where it leads: a path of this site or an http(s) address. */
export const redirectToField = v.pipe(
  textField('forms_validation_required'),
  v.trim(),
  v.nonEmpty('forms_validation_required'),
  v.maxLength(2000, 'forms_validation_too_long'),
  v.check((url) => /^\/(?!\/)\S*$/.test(url) || /^https?:\/\/[^\s/]+\.[^\s]*$/i.test(url), 'staff_site_url_invalid'),
)

export const RedirectInput = v.object({
  from_path: redirectFromField,
  to_url: redirectToField,
  status: v.optional(v.picklist([301, 302] as const, 'api_invalid_value'), 301),
})
export type RedirectInput = v.InferInput<typeof RedirectInput>

export type StaffRedirect = { id: number; from_path: string; to_url: string; status: 301 | 302 }

export const STAFF_REDIRECT_SORTS = ['from_path', 'to_url', 'id'] as const
