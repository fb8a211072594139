// Where each collection kind lives: its table, the column it is ordered by, the fields that are rich text (cleaned
// like every description) and the line the audit log names an item by. The fields themselves are the contract's
// (contract/staff/site-collections.ts); an API field `place_of_work` is the column `placeOfWork`.
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { CollectionKind } from '../../../../../contract/staff/site-collections'
import type { Localized } from '../../../../../contract/staff/localized'
import { labels } from '../../../../db/schema/catalogue'
import { cities, menuItems, faqItems, partners, shops, teamMembers, vacancies } from '../../../../db/schema/content'

export type CollectionTable = {
  table: PgTable
  id: PgColumn
  /** The column the storefront orders by (then by id). */
  order: PgColumn
  /** Its property on a row. */
  orderKey: string
  /** Two-language HTML fields, sanitized before they are stored. */
  rich?: readonly string[]
  /** Items ordered apart from each other in groups (a menu's items): the group's column and its row key. */
  scope?: { column: PgColumn; key: string; field: string }
  /** An item's name in the audit log. */
  label: (row: Record<string, unknown>) => string
}

const ru = (value: unknown) => (value as Localized | null)?.ru ?? ''

export const COLLECTION_TABLES: Record<CollectionKind, CollectionTable> = {
  faq: {
    table: faqItems,
    id: faqItems.id,
    order: faqItems.position,
    orderKey: 'position',
    rich: ['answer'],
    label: (row) => ru(row.question),
  },
  team: {
    table: teamMembers,
    id: teamMembers.id,
    order: teamMembers.position,
    orderKey: 'position',
    label: (row) => ru(row.name),
  },
  partners: {
    table: partners,
    id: partners.id,
    order: partners.position,
    orderKey: 'position',
    label: (row) => String(row.title),
  },
  vacancies: {
    table: vacancies,
    id: vacancies.id,
    order: vacancies.position,
    orderKey: 'position',
    rich: ['body'],
    label: (row) => String(row.slug),
  },
  cities: { table: cities, id: cities.id, order: cities.ordering, orderKey: 'ordering', label: (row) => ru(row.title) },
  menu_items: {
    table: menuItems,
    id: menuItems.id,
    order: menuItems.position,
    orderKey: 'position',
    scope: { column: menuItems.menuId, key: 'menuId', field: 'menu_id' },
    label: (row) => `${ru(row.title)} → ${String(row.url)}`,
  },
  labels: {
    table: labels,
    id: labels.id,
    order: labels.position,
    orderKey: 'position',
    label: (row) => String(row.slug),
  },
  shops: { table: shops, id: shops.id, order: shops.position, orderKey: 'position', label: (row) => String(row.title) },
}
