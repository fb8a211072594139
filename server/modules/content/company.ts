// The fixed company pages: about, team, contacts, partners and FAQ, each a page with its own list.
import { asc, eq } from 'drizzle-orm'
import type { AboutPage, ContactsPage, ContentPage, FaqItem, Partner, TeamMember } from '../../../contract/content'
import type { Locale } from '../../../contract/site'
import type { Db } from '../../db/client'
import { cities, faqItems, partners, settings, teamMembers } from '../../db/schema/content'
import { richText } from '../../http/rich-text'
import { pick } from '../../localize'
import { withLoyaltyTerms, type LoyaltyRule } from '../orders/loyalty-terms'
import { aboutSectionOf, loadFeatures } from './about-section'
import { loadPageRow, toContentPage } from './page-rows'

export async function loadAboutPage(db: Db, locale: Locale, rule: LoyaltyRule): Promise<AboutPage | null> {
  const row = await loadPageRow(db, 'about')
  if (!row) return null
  return {
    ...toContentPage(row, locale),
    about: aboutSectionOf(row.data, locale),
    features: await loadFeatures(db, locale, rule),
  }
}

export async function loadTeamPage(db: Db, locale: Locale): Promise<(ContentPage & { members: TeamMember[] }) | null> {
  const row = await loadPageRow(db, 'team')
  if (!row) return null
  const members = await db
    .select()
    .from(teamMembers)
    .where(eq(teamMembers.isPublished, true))
    .orderBy(asc(teamMembers.position), asc(teamMembers.id))
  return {
    ...toContentPage(row, locale),
    members: members.map((m) => ({
      id: m.id,
      name: pick(m.name, locale),
      role: pick(m.role, locale),
      photo: m.photo,
      email: m.email,
      phone: m.phone,
    })),
  }
}

export async function loadPartnersPage(
  db: Db,
  locale: Locale,
): Promise<(ContentPage & { partners: Partner[] }) | null> {
  const row = await loadPageRow(db, 'partners')
  if (!row) return null
  const list = await db
    .select()
    .from(partners)
    .where(eq(partners.isPublished, true))
    .orderBy(asc(partners.position), asc(partners.id))
  return {
    ...toContentPage(row, locale),
    partners: list.map((p) => ({
      id: p.id,
      title: p.title,
      logo: p.logo,
      url: p.url,
      description: richText(pick(p.description, locale)),
    })),
  }
}

/** The answers state the configured loyalty rule (see loyalty-terms). */
export async function loadFaqPage(
  db: Db,
  locale: Locale,
  rule: LoyaltyRule,
): Promise<(ContentPage & { items: FaqItem[] }) | null> {
  const row = await loadPageRow(db, 'faq')
  if (!row) return null
  const items = await db
    .select()
    .from(faqItems)
    .where(eq(faqItems.isPublished, true))
    .orderBy(asc(faqItems.position), asc(faqItems.id))
  return {
    ...toContentPage(row, locale),
    items: items.map((item) => ({
      id: item.id,
      question: pick(item.question, locale),
      answer: richText(withLoyaltyTerms(pick(item.answer, locale), rule, locale)),
    })),
  }
}

type FooterSettings = { phones?: string[]; emails?: string[] }

/** The contacts page: its text, the company's phones and e-mails (footer settings) and every city's contacts. */
export async function loadContactsPage(db: Db, locale: Locale): Promise<ContactsPage | null> {
  const row = await loadPageRow(db, 'contacts')
  if (!row) return null
  const [[footer], cityRows] = await Promise.all([
    db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'footer')).limit(1),
    db.select().from(cities).orderBy(asc(cities.ordering), asc(cities.id)),
  ])
  const value = (footer?.value ?? {}) as FooterSettings
  return {
    ...toContentPage(row, locale),
    phones: value.phones ?? [],
    emails: value.emails ?? [],
    cities: cityRows.map((c) => ({
      id: c.id,
      title: pick(c.title, locale),
      phone: c.phone,
      email: c.email,
      is_default: c.isDefault,
    })),
  }
}
