// What the back office shows of each ordered collection: its title, the fields of its form (in the contract's
// names) and the text a row of its list is known by.
import type { CollectionKind } from '../../../../../contract/staff/site-collections'
import type { Localized } from '../../../../../contract/staff/localized'
import type { ImagePurpose } from '../../../../../contract/staff/media'
import { m } from '../../../../../messages/compiled/messages.js'

export type FieldSpec =
  | { name: string; label: () => string; type: 'localized' | 'localized-long' | 'rich'; required?: boolean }
  | { name: string; label: () => string; type: 'text' | 'email' | 'phone' | 'url'; required?: boolean }
  | { name: string; label: () => string; type: 'number' | 'color' }
  | { name: string; label: () => string; type: 'checkbox' }
  | { name: string; label: () => string; type: 'image'; purpose: ImagePurpose }
  | { name: string; label: () => string; type: 'select'; options: { value: string; label: () => string }[] }
  | { name: string; label: () => string; type: 'city' }

export type CollectionSpec = {
  title: () => string
  note: () => string
  fields: FieldSpec[]
  /** A row's name in the list. */
  rowTitle: (item: Record<string, unknown>, locale: 'ru' | 'en') => string
  /** A second column of the list, when the kind has one worth seeing. */
  detail?: { header: () => string; cell: (item: Record<string, unknown>, locale: 'ru' | 'en') => string }
  /** The kind can be hidden from the storefront (is_published): the list shows whether each item is. */
  published?: boolean
}

const local = (field: string) => (item: Record<string, unknown>, locale: 'ru' | 'en') => {
  const value = item[field] as Localized | undefined
  return value?.[locale] || value?.ru || ''
}

export const COLLECTION_SPECS: Record<CollectionKind, CollectionSpec> = {
  faq: {
    title: m.staff_site_kind_faq,
    note: m.staff_site_kind_faq_note,
    fields: [
      { name: 'question', label: m.staff_site_f_question, type: 'localized', required: true },
      { name: 'answer', label: m.staff_site_f_answer, type: 'rich', required: true },
      { name: 'is_published', label: m.staff_site_f_is_published, type: 'checkbox' },
    ],
    rowTitle: local('question'),
    published: true,
  },
  team: {
    title: m.staff_site_kind_team,
    note: m.staff_site_kind_team_note,
    fields: [
      { name: 'name', label: m.staff_site_f_name, type: 'localized', required: true },
      { name: 'role', label: m.staff_site_f_role, type: 'localized' },
      { name: 'photo', label: m.staff_site_f_photo, type: 'image', purpose: 'portrait' },
      { name: 'email', label: m.staff_site_f_email, type: 'email' },
      { name: 'phone', label: m.staff_site_f_phone, type: 'phone' },
      { name: 'is_published', label: m.staff_site_f_is_published, type: 'checkbox' },
    ],
    rowTitle: local('name'),
    published: true,
    detail: { header: m.staff_site_f_role, cell: local('role') },
  },
  partners: {
    title: m.staff_site_kind_partners,
    note: m.staff_site_kind_partners_note,
    fields: [
      { name: 'title', label: m.staff_site_f_title, type: 'text', required: true },
      { name: 'logo', label: m.staff_site_f_logo, type: 'image', purpose: 'logo' },
      { name: 'url', label: m.staff_site_f_url, type: 'url' },
      { name: 'description', label: m.staff_site_f_description, type: 'localized-long' },
      { name: 'is_published', label: m.staff_site_f_is_published, type: 'checkbox' },
    ],
    rowTitle: (item) => String(item.title ?? ''),
    published: true,
    detail: { header: m.staff_site_f_url, cell: (item) => String(item.url ?? '') },
  },
  vacancies: {
    title: m.staff_site_kind_vacancies,
    note: m.staff_site_kind_vacancies_note,
    fields: [
      { name: 'slug', label: m.staff_site_f_slug, type: 'text', required: true },
      { name: 'title', label: m.staff_site_f_title, type: 'localized', required: true },
      { name: 'body', label: m.staff_site_f_body, type: 'rich' },
      { name: 'salary', label: m.staff_site_f_salary, type: 'localized' },
      { name: 'city', label: m.staff_site_f_city, type: 'localized' },
      { name: 'place_of_work', label: m.staff_site_f_place_of_work, type: 'localized' },
      { name: 'schedule', label: m.staff_site_f_schedule, type: 'localized' },
      { name: 'contact_name', label: m.staff_site_f_contact_name, type: 'localized' },
      { name: 'phone', label: m.staff_site_f_phone, type: 'phone' },
      { name: 'email', label: m.staff_site_f_email, type: 'email' },
      { name: 'is_published', label: m.staff_site_f_is_published, type: 'checkbox' },
    ],
    rowTitle: local('title'),
    published: true,
  },
  cities: {
    title: m.staff_site_kind_cities,
    note: m.staff_site_kind_cities_note,
    fields: [
      { name: 'title', label: m.staff_site_f_title, type: 'localized', required: true },
      { name: 'email', label: m.staff_site_f_email, type: 'email', required: true },
      { name: 'phone', label: m.staff_site_f_phone, type: 'phone', required: true },
      { name: 'is_default', label: m.staff_site_f_is_default, type: 'checkbox' },
    ],
    rowTitle: local('title'),
    detail: { header: m.staff_site_f_is_default, cell: (item) => (item.is_default ? m.staff_site_yes() : '') },
  },
  menu_items: {
    title: m.staff_site_kind_menus,
    note: m.staff_site_kind_menus_note,
    fields: [
      { name: 'title', label: m.staff_site_f_title, type: 'localized', required: true },
      { name: 'url', label: m.staff_site_f_link, type: 'text', required: true },
    ],
    rowTitle: local('title'),
    detail: { header: m.staff_site_f_link, cell: (item) => String(item.url ?? '') },
  },
  labels: {
    title: m.staff_site_kind_labels,
    note: m.staff_site_kind_labels_note,
    fields: [
      { name: 'slug', label: m.staff_site_f_slug, type: 'text', required: true },
      { name: 'title', label: m.staff_site_f_title, type: 'localized', required: true },
      { name: 'color', label: m.staff_site_f_color, type: 'color' },
    ],
    rowTitle: local('title'),
    detail: { header: m.staff_site_f_color, cell: (item) => String(item.color ?? '') },
  },
  shops: {
    title: m.staff_site_kind_shops,
    note: m.staff_site_kind_shops_note,
    fields: [
      { name: 'city_id', label: m.staff_site_f_city, type: 'city' },
      {
        name: 'kind',
        label: m.staff_site_f_kind,
        type: 'select',
        options: [
          { value: 'shop', label: m.staff_site_f_kind_shop },
          { value: 'dealer', label: m.staff_site_f_kind_dealer },
        ],
      },
      { name: 'title', label: m.staff_site_f_title, type: 'text', required: true },
      { name: 'address', label: m.staff_site_f_address, type: 'localized', required: true },
      { name: 'phone', label: m.staff_site_f_phone, type: 'phone' },
      { name: 'hours', label: m.staff_site_f_hours, type: 'localized' },
      { name: 'latitude', label: m.staff_site_f_latitude, type: 'number' },
      { name: 'longitude', label: m.staff_site_f_longitude, type: 'number' },
      { name: 'is_published', label: m.staff_site_f_is_published, type: 'checkbox' },
    ],
    rowTitle: (item) => String(item.title ?? ''),
    detail: { header: m.staff_site_f_address, cell: local('address') },
    published: true,
  },
}
