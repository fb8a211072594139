// SPEC 9: the priority and change frequency of each of the twelve sitemap sources (SPEC 7), plus the catalogue
// and the section indexes (sales, news, shops, vacancies), which link to everything else.
export type SitemapSource =
  | 'home'
  | 'catalogue'
  | 'section'
  | 'flat'
  | 'product'
  | 'category'
  | 'publication'
  | 'sale'
  | 'brand'
  | 'contacts'
  | 'team'
  | 'partners'
  | 'faq'
  | 'about'

export type ChangeFreq = 'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never'

export type SitemapRule = { priority: string; changefreq: ChangeFreq }

export const SITEMAP_RULES: Record<SitemapSource, SitemapRule> = {
  home: { priority: '1.0', changefreq: 'daily' },
  catalogue: { priority: '0.9', changefreq: 'daily' },
  section: { priority: '0.8', changefreq: 'daily' },
  category: { priority: '0.9', changefreq: 'daily' },
  sale: { priority: '0.9', changefreq: 'daily' },
  contacts: { priority: '0.9', changefreq: 'monthly' },
  about: { priority: '0.9', changefreq: 'monthly' },
  flat: { priority: '0.8', changefreq: 'daily' },
  product: { priority: '0.8', changefreq: 'daily' },
  publication: { priority: '0.8', changefreq: 'weekly' },
  brand: { priority: '0.8', changefreq: 'weekly' },
  partners: { priority: '0.8', changefreq: 'monthly' },
  team: { priority: '0.7', changefreq: 'monthly' },
  faq: { priority: '0.7', changefreq: 'monthly' },
}

/** The sitemaps.org limit of URLs in one file; a larger site is served as an index of parts. */
export const MAX_URLS_PER_FILE = 50_000
