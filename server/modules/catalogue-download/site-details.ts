// What the PDF cover says about the publisher and the reader: site name and contacts from the settings,
// and the buyer's organisation.
import { eq, inArray } from 'drizzle-orm'
import type { HeaderConfig, Locale, SiteSettings } from '../../../contract/site'
import type { Db } from '../../db/client'
import { users } from '../../db/schema/accounts'
import { settings } from '../../db/schema/content'
import { translate } from '../../i18n'
import { localizeDeep } from '../../localize'

export type SiteDetails = { name: string; phone: string; email: string }

export async function siteDetails(db: Db, locale: Locale): Promise<SiteDetails> {
  const rows = await db
    .select()
    .from(settings)
    .where(inArray(settings.key, ['site', 'header']))
  const byKey = new Map(rows.map((row) => [row.key, localizeDeep(row.value, locale)]))
  const site = (byKey.get('site') ?? {}) as Partial<SiteSettings>
  const header = (byKey.get('header') ?? {}) as Partial<HeaderConfig>
  return {
    name: site.site_name || translate('site_name', locale),
    phone: header.phone ?? '',
    email: header.email ?? '',
  }
}

/** The organisation a buyer buys for, or the buyer's own name when none is on file. */
export async function organizationOf(db: Db, userId: number): Promise<string> {
  const [user] = await db
    .select({ organization: users.organizationName, fullName: users.fullName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
  return user?.organization || user?.fullName || ''
}
