// vars/: site settings, menus, the category tree, header and footer, in one answer cached by the client.
import { asc, inArray } from 'drizzle-orm'
import type { FooterConfig, HeaderConfig, Locale, Menu, SiteSettings, VarsResponse } from '../../../contract/site'
import type { Db } from '../../db/client'
import type { Env } from '../../env'
import { labels } from '../../db/schema/catalogue'
import { menuItems, menus, settings } from '../../db/schema/content'
import { localizeDeep, pick } from '../../localize'
import { loadCategoryTree } from '../catalogue/categories'

const SETTING_KEYS = ['site', 'header', 'footer'] as const

async function loadSettings(db: Db, locale: Locale) {
  const rows = await db
    .select()
    .from(settings)
    .where(inArray(settings.key, [...SETTING_KEYS]))
  const byKey = new Map(rows.map((row) => [row.key, localizeDeep(row.value, locale)]))
  return {
    site: (byKey.get('site') ?? {}) as Omit<SiteSettings, 'labels'>,
    header: (byKey.get('header') ?? {}) as HeaderConfig,
    footer: (byKey.get('footer') ?? {}) as FooterConfig,
  }
}

async function loadMenus(db: Db, locale: Locale): Promise<Menu[]> {
  const [menuRows, itemRows] = await Promise.all([
    db.select().from(menus).orderBy(asc(menus.id)),
    db.select().from(menuItems).orderBy(asc(menuItems.menuId), asc(menuItems.position), asc(menuItems.id)),
  ])
  return menuRows.map((menu) => ({
    slug: menu.slug,
    title: pick(menu.title, locale),
    items: itemRows
      .filter((item) => item.menuId === menu.id)
      .map((item) => ({ title: pick(item.title, locale), url: item.url })),
  }))
}

export async function loadVars(
  db: Db,
  locale: Locale,
  env: Pick<
    Env,
    'SITE_URL' | 'YANDEX_METRIKA_ID' | 'GOOGLE_ANALYTICS_ID' | 'CART_MAX_QUANTITY' | 'DELIVERY_CUTOFF_TIME'
  >,
): Promise<VarsResponse> {
  const [{ site, header, footer }, menuList, categories, labelRows] = await Promise.all([
    loadSettings(db, locale),
    loadMenus(db, locale),
    loadCategoryTree(db, locale),
    db.select().from(labels).orderBy(asc(labels.position), asc(labels.id)),
  ])
  return {
    settings: {
      ...site,
      site_url: env.SITE_URL,
      analytics: {
        yandex_metrika_id: env.YANDEX_METRIKA_ID ?? null,
        google_analytics_id: env.GOOGLE_ANALYTICS_ID ?? null,
      },
      cart_max_quantity: env.CART_MAX_QUANTITY,
      delivery_cutoff: env.DELIVERY_CUTOFF_TIME,
      labels: labelRows.map((row) => ({
        id: row.id,
        slug: row.slug,
        title: pick(row.title, locale),
        color: row.color,
      })),
    },
    menus: menuList,
    categories,
    header,
    footer,
  }
}
