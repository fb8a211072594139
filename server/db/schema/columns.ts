// Column helpers shared by every domain schema.
import { jsonb, timestamp } from 'drizzle-orm/pg-core'

import type { Localized } from '../../../contract/staff/localized'

/** Text kept in both site languages. */
export type { Localized }

export const localized = (name: string) => jsonb(name).$type<Localized>()

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
