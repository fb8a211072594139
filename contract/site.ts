// Shapes of the site-wide API answers (vars/, catalog/categories/), shared by the server and the storefront.

export type Locale = 'ru' | 'en'

export type Label = { id: number; slug: string; title: string; color: string }

export type MenuItem = { title: string; url: string }
export type Menu = { slug: string; title: string; items: MenuItem[] }

export type CategoryLink = { slug: string; title: string; path: string }

export type CategoryNode = {
  id: number
  slug: string
  title: string
  /** Slug path from the root, e.g. 'dogs/food/dry'; the page lives at /catalog/{path}/. */
  path: string
  /** Ancestors from the root, this category excluded. */
  categories_path: CategoryLink[]
  /** Published products in this category and all below it. */
  count: number
  children: CategoryNode[]
  updated: string
}

/** A category as menus, tiles and listing navigation show it: a link, its product count, the categories below. */
export type MenuCategory = { title: string; path: string; count: number; children: MenuCategory[] }

/** catalog/menu/: the category tree of the catalogue menu and the version naming it (its address for caches). */
export type MenuTreeResponse = { version: string; categories: MenuCategory[] }

export type HeaderConfig = {
  logo: string
  /** Slugs of the menus shown in the header, first is the main menu. */
  menus: string[]
  products: boolean
  disable_cart: boolean
  disable_panel: boolean
  lang: { code: Locale; title: string }[]
  email: string
  phone: string
  buy_label: string | null
  buy_url: string | null
  download_button: { label: string; url: string } | null
}

export type FooterConfig = {
  logo: string
  /** Slugs of the three footer menus. */
  menus: string[]
  phones: string[]
  emails: string[]
  copyright: string
}

export type SiteSettings = {
  site_name: string
  /** The production address (SITE_URL), for canonical links. */
  site_url: string
  /** Counter ids of the analytics services, when configured (they load only outside localhost). */
  analytics: { yandex_metrika_id: string | null; google_analytics_id: string | null }
  /** The most packs of one product a cart line may hold (CART_MAX_QUANTITY). */
  cart_max_quantity: number
  labels: Label[]
  /** Moscow time (HH:MM) after which the earliest delivery date is the next working day (DELIVERY_CUTOFF_TIME). */
  delivery_cutoff: string
  noimage: string
  cookie_bar_text: string
  user_agreement_link: string
  wait_title: string
  wait_text: string
}

export type VarsResponse = {
  settings: SiteSettings
  menus: Menu[]
  categories: CategoryNode[]
  header: HeaderConfig
  footer: FooterConfig
}

/** vars/ as every page keeps it: without the category tree, which the catalogue menu fetches once, by version,
 * and without the settings only the back office edits (the wait-list texts, the labels). */
export type PageVars = Omit<VarsResponse, 'categories' | 'settings'> & { settings: PageSettings }
export type PageSettings = Omit<SiteSettings, 'wait_title' | 'wait_text' | 'labels'>

export type Country = { id: number; code: string; title: string }
export type CountriesResponse = { count: number; results: Country[] }

export type RedirectAnswer = { to_url: string | null; status: number | null }
