// Site settings in the back office (admins): the storefront's texts and links kept in the settings rows site,
// header and footer: texts, contacts, logos, the cart switch, the download button and the menus shown. Only the keys
// staff edit are written; the rest of each row (the languages; products and disable_panel, unread) stays.
import { inArray, sql } from 'drizzle-orm'
import type { Localized } from '../../../../../contract/staff/localized'
import type { StaffSiteSettings } from '../../../../../contract/staff/site-collections'
import type { Db } from '../../../../db/client'
import type { Locale } from '../../../../../contract/site'
import { menus, settings } from '../../../../db/schema/content'
import { InvalidFields } from '../../../../domain-errors'
import { translate } from '../../../../i18n'
import { richText } from '../../../../http/rich-text'
import { changedFields, recordAudit, type AuditActor } from '../../../audit/record'

type Json = Record<string, unknown>
type Rows = { site: Json; header: Json; footer: Json }

const EMPTY: Localized = { ru: '', en: '' }
const both = (value: unknown): Localized =>
  typeof value === 'string' ? { ru: value, en: value } : { ...EMPTY, ...(value as Localized | undefined) }
const text = (value: unknown) => (typeof value === 'string' ? value : '')
const texts = (value: unknown) => (Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [])

async function loadRows(db: Db): Promise<Rows> {
  const rows = await db
    .select()
    .from(settings)
    .where(inArray(settings.key, ['site', 'header', 'footer']))
  const byKey = new Map(rows.map((row) => [row.key, (row.value ?? {}) as Json]))
  return { site: byKey.get('site') ?? {}, header: byKey.get('header') ?? {}, footer: byKey.get('footer') ?? {} }
}

function settingsOf({ site, header, footer }: Rows): StaffSiteSettings {
  return {
    cookie_bar_text: both(site.cookie_bar_text),
    user_agreement_link: text(site.user_agreement_link),
    wait_title: both(site.wait_title),
    wait_text: both(site.wait_text),
    noimage: text(site.noimage),
    header_email: text(header.email),
    header_phone: text(header.phone),
    buy_label: both(header.buy_label),
    buy_url: text(header.buy_url),
    footer_phones: texts(footer.phones),
    footer_emails: texts(footer.emails),
    copyright: both(footer.copyright),
    header_logo: text(header.logo),
    footer_logo: text(footer.logo),
    disable_cart: header.disable_cart === true,
    download_label: both((header.download_button as Json | null | undefined)?.label),
    download_url: text((header.download_button as Json | null | undefined)?.url),
    header_menus: texts(header.menus),
    footer_menus: texts(footer.menus),
  }
}

export const loadSiteSettings = async (db: Db) => settingsOf(await loadRows(db))

const upsert = (db: Db, key: string, value: Json) =>
  db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } })

/** Writes the settings staff edit into their rows and audits what changed. */
export async function saveSiteSettings(
  db: Db,
  actor: AuditActor,
  input: StaffSiteSettings,
  locale: Locale,
): Promise<StaffSiteSettings> {
  return db.transaction(async (tx) => {
    const known = new Set((await tx.select({ slug: menus.slug }).from(menus)).map((menu) => menu.slug))
    const unknown: Record<string, string[]> = {}
    for (const field of ['header_menus', 'footer_menus'] as const)
      input[field].forEach((slug, index) => {
        if (!known.has(slug)) unknown[`${field}.${index}`] = [translate('staff_site_menu_unknown', locale)]
      })
    if (Object.keys(unknown).length) throw new InvalidFields(unknown)
    const rows = await loadRows(tx)
    const before = settingsOf(rows)
    const cookie = { ru: richText(input.cookie_bar_text.ru), en: richText(input.cookie_bar_text.en) }
    const site = {
      ...rows.site,
      cookie_bar_text: cookie,
      user_agreement_link: input.user_agreement_link,
      wait_title: input.wait_title,
      wait_text: input.wait_text,
      noimage: input.noimage,
    }
    const header = {
      ...rows.header,
      email: input.header_email,
      phone: input.header_phone,
      buy_label: input.buy_label.ru ? input.buy_label : null,
      buy_url: input.buy_url || null,
      logo: input.header_logo,
      disable_cart: input.disable_cart,
      download_button: input.download_url ? { label: input.download_label, url: input.download_url } : null,
      menus: [...new Set(input.header_menus)],
    }
    const footer = {
      ...rows.footer,
      phones: input.footer_phones,
      emails: input.footer_emails,
      copyright: input.copyright,
      logo: input.footer_logo,
      menus: [...new Set(input.footer_menus)],
    }
    await upsert(tx, 'site', site)
    await upsert(tx, 'header', header)
    await upsert(tx, 'footer', footer)
    const after = settingsOf({ site, header, footer })
    const change = changedFields(before, after)
    if (change) await recordAudit(tx, actor, { action: 'content.settings.update', entityType: 'settings', ...change })
    return after
  })
}
