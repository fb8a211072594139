// The simple ordered collections of the site the back office edits (staff/content/collections/<kind>/): FAQ,
// team, partners, vacancies, cities, shops and dealers (all but cities and menu items can be hidden from the
// storefront: is_published). Each kind is one valibot object of its fields; the list
// is ordered by its position, moved one place up or down at a time.
import * as v from 'valibot'
import { emailField, textField } from '../fields'
import { localizedText } from './localized'

const optionalOf = <S extends v.GenericSchema<string, string>>(schema: S) =>
  v.optional(
    v.union([v.literal(''), schema], (issue) => issue.issues?.at(-1)?.message ?? 'api_invalid_value'),
    '',
  )

const text = (max: number) =>
  v.pipe(textField(), v.trim(), v.nonEmpty('forms_validation_required'), v.maxLength(max, 'forms_validation_too_long'))

const digits = (value: string) => value.replace(/\D/g, '').length

/** A phone as people write it ("+7 495 120-45-67"), kept as written; checked as contract/fields.ts checks phones. */
const phoneField = v.pipe(
  textField('forms_validation_required'),
  v.trim(),
  v.nonEmpty('forms_validation_required'),
  v.regex(/^[\d\s()+\-.]+$/, 'forms_validation_phone_digits'),
  v.check((value) => digits(value) >= 11, 'forms_validation_phone_min'),
  v.check((value) => digits(value) <= 15, 'forms_validation_phone_max'),
)

/** A picture uploaded through staff/media/ (its address under /media/), or none. */
const imageUrl = v.optional(
  v.pipe(textField(), v.trim(), v.regex(/^(\/media\/[\w./-]+)?$/, 'staff_site_image_invalid')),
  '',
)

/** A web address of another site, or none. */
const webUrl = optionalOf(
  v.pipe(
    textField(),
    v.trim(),
    v.maxLength(500, 'forms_validation_too_long'),
    v.regex(/^https?:\/\/[^\s/]+\.\S+$/i, 'staff_site_url_invalid'),
  ),
)

const slug = v.pipe(
  textField('forms_validation_required'),
  v.trim(),
  v.nonEmpty('forms_validation_required'),
  v.maxLength(100, 'forms_validation_too_long'),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'staff_site_slug_invalid'),
)

const coordinate = (limit: number) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.number('staff_site_coordinate_invalid'),
        v.check((n) => Number.isFinite(n) && Math.abs(n) <= limit, 'staff_site_coordinate_invalid'),
      ),
    ),
    null,
  )

/** Both languages optional, both '' when left out. */
const optionalLocalized = (max: number) => v.optional(localizedText(max, { optional: true }), { ru: '', en: '' })

const published = v.optional(v.boolean('api_invalid_value'), true)

/** A link of the site's own (a path) or of another site. */
const linkField = v.pipe(
  textField('forms_validation_required'),
  v.trim(),
  v.nonEmpty('forms_validation_required'),
  v.maxLength(500, 'forms_validation_too_long'),
  v.check((url) => /^\/(?!\/)\S*$/.test(url) || /^https?:\/\/[^\s/]+\.\S+$/i.test(url), 'staff_site_url_invalid'),
)

/** A menu named in the header or footer settings. */
const menuSlug = v.pipe(
  textField('forms_validation_required'),
  v.trim(),
  v.nonEmpty('forms_validation_required'),
  v.maxLength(100, 'forms_validation_too_long'),
)

export const COLLECTION_INPUTS = {
  faq: v.object({
    question: localizedText(500),
    answer: localizedText(20_000),
    is_published: published,
  }),
  team: v.object({
    name: localizedText(255),
    role: optionalLocalized(255),
    photo: imageUrl,
    email: optionalOf(emailField),
    phone: optionalOf(phoneField),
    is_published: published,
  }),
  partners: v.object({
    title: text(255),
    logo: imageUrl,
    url: webUrl,
    description: optionalLocalized(2000),
    is_published: published,
  }),
  vacancies: v.object({
    slug,
    title: localizedText(255),
    body: optionalLocalized(50_000),
    salary: optionalLocalized(255),
    contact_name: optionalLocalized(255),
    phone: optionalOf(phoneField),
    email: optionalOf(emailField),
    city: optionalLocalized(255),
    place_of_work: optionalLocalized(255),
    schedule: optionalLocalized(255),
    is_published: published,
  }),
  cities: v.object({
    title: localizedText(255),
    email: emailField,
    phone: phoneField,
    is_default: v.optional(v.boolean('api_invalid_value'), false),
  }),
  shops: v.object({
    city_id: v.pipe(
      v.number('forms_validation_required'),
      v.integer('api_invalid_value'),
      v.minValue(1, 'api_invalid_value'),
    ),
    kind: v.picklist(['shop', 'dealer'], 'api_invalid_value'),
    title: text(255),
    address: localizedText(500),
    phone: optionalOf(phoneField),
    hours: optionalLocalized(255),
    latitude: coordinate(90),
    longitude: coordinate(180),
    is_published: published,
  }),
  /** An item of one of the site's menus (main, catalogue, the three footer ones). */
  menu_items: v.object({
    menu_id: v.pipe(
      v.number('forms_validation_required'),
      v.integer('api_invalid_value'),
      v.minValue(1, 'api_invalid_value'),
    ),
    title: localizedText(100),
    url: linkField,
  }),
  /** Product labels (new, hit …): a catalogue setting, so admins only. */
  labels: v.object({
    slug,
    title: localizedText(100),
    color: v.pipe(textField(), v.trim(), v.regex(/^#[0-9a-fA-F]{6}$/, 'staff_site_color_invalid'), v.toLowerCase()),
  }),
} as const

/** Kinds only admins edit. */
export const ADMIN_COLLECTIONS: readonly CollectionKind[] = ['labels']

export type CollectionKind = keyof typeof COLLECTION_INPUTS

export const COLLECTION_KINDS = Object.keys(COLLECTION_INPUTS) as CollectionKind[]

export const isCollectionKind = (value: string): value is CollectionKind => Object.hasOwn(COLLECTION_INPUTS, value)

export type CollectionInput<K extends CollectionKind> = v.InferInput<(typeof COLLECTION_INPUTS)[K]>

/** One item as the back office reads it: its id, its place in the order and its fields. */
export type CollectionItem = { id: number; position: number } & Record<string, unknown>

export const MoveInput = v.object({ direction: v.picklist(['up', 'down'], 'api_invalid_value') })

/**
 * Site settings (admins): the texts and links the storefront reads from the settings rows site, header and
 * footer (server/modules/site/vars.ts). Keys not named here (the languages, and products and disable_panel,
 * which the storefront does not read) are kept as they are.
 */
export const SiteSettingsInput = v.object({
  cookie_bar_text: localizedText(2000),
  user_agreement_link: linkField,
  wait_title: localizedText(255),
  wait_text: localizedText(2000),
  noimage: imageUrl,
  header_email: emailField,
  header_phone: phoneField,
  buy_label: optionalLocalized(100),
  buy_url: v.optional(
    v.union([v.literal(''), linkField], (issue) => issue.issues?.at(-1)?.message ?? ''),
    '',
  ),
  footer_phones: v.pipe(v.array(phoneField, 'api_invalid_value'), v.maxLength(5, 'forms_validation_too_long')),
  footer_emails: v.pipe(v.array(emailField, 'api_invalid_value'), v.maxLength(5, 'forms_validation_too_long')),
  copyright: localizedText(500),
  header_logo: imageUrl,
  footer_logo: imageUrl,
  /** The header without the cart (a catalogue-only site). */
  disable_cart: v.optional(v.boolean('api_invalid_value'), false),
  /** The download button of the header's top bar: shown when it has a link. */
  download_label: optionalLocalized(100),
  download_url: v.optional(
    v.union([v.literal(''), linkField], (issue) => issue.issues?.at(-1)?.message ?? ''),
    '',
  ),
  /** The menus (their slugs) of the header — the first is the main menu, the others join it in the mobile menu —
   * and the footer's three link columns; the server checks that each exists. */
  header_menus: v.pipe(
    v.array(menuSlug, 'api_invalid_value'),
    v.minLength(1, 'forms_validation_required'),
    v.maxLength(3, 'forms_validation_too_long'),
  ),
  footer_menus: v.optional(
    v.pipe(v.array(menuSlug, 'api_invalid_value'), v.maxLength(3, 'forms_validation_too_long')),
    [],
  ),
})
export type SiteSettingsInput = v.InferInput<typeof SiteSettingsInput>
export type StaffSiteSettings = v.InferOutput<typeof SiteSettingsInput>

/** A menu of the site, whose items are the collection `menu_items`. */
export type StaffMenu = { id: number; slug: string; title: { ru: string; en: string } }
