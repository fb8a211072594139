// The catalogue and brand PDFs (catalog/download/) and the download page (catalog/download/page/).
import type { CatalogueDownloadPage } from '../../../contract/catalogue-download'
import type { Locale } from '../../../contract/site'
import type { AppContext } from '../../context'
import { translate } from '../../i18n'
import { attachment } from '../../pdf/content-disposition'
import { streamPdf } from '../../pdf/stream'
import type { Viewer } from '../catalogue/product-cards'
import { catalogueWriter } from './document/write-catalogue'
import type { DownloadQuery } from './query'
import { categoryTree } from '../catalogue/categories'
import { type DownloadScope, resolveScope } from './scope'
import { organizationOf, siteDetails } from './site-details'

export type CatalogueDownload = { contentDisposition: string; body: ReadableStream<Uint8Array> }

/** Dates on the cover and in file names are Moscow dates, where the distributor works. */
const TIME_ZONE = 'Europe/Moscow'
const isoDate = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(date)
const longDate = (date: Date, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', { dateStyle: 'long', timeZone: TIME_ZONE }).format(date)

function documentTitle(scope: DownloadScope, locale: Locale): string {
  if (scope.brand) return translate('pdf_doc_title_brand', locale, { brand: scope.brand.title })
  if (scope.category) return translate('pdf_doc_title_category', locale, { category: scope.category.title })
  return translate('pdf_doc_title', locale)
}

function fileNames(scope: DownloadScope, date: string, locale: Locale) {
  const subject = scope.brand?.title ?? scope.category?.title ?? translate('site_name', locale)
  const slug = [scope.brand?.slug, scope.category?.path.replaceAll('/', '-')].filter(Boolean).join('-')
  return {
    name: `${translate('pdf_file_name', locale)} ${subject} ${date}.pdf`,
    ascii: `catalogue-${slug ? `${slug}-` : ''}${date}.pdf`,
  }
}

/** Resolves the scope first, so unknown brands and paths are 404s before a byte of PDF is sent. */
export async function prepareCatalogueDownload(
  ctx: AppContext,
  query: DownloadQuery,
  viewer: Viewer,
  locale: Locale,
): Promise<CatalogueDownload> {
  const scope = await resolveScope(ctx, query, locale)
  const [site, organization] = await Promise.all([
    siteDetails(ctx.db, locale),
    viewer ? organizationOf(ctx.db, viewer.userId) : null,
  ])
  const now = new Date()
  const title = documentTitle(scope, locale)
  const siteHost = new URL(ctx.env.SITE_URL).host
  const count = Math.max(0, Math.min(query.limit, scope.total - query.offset))
  const writer = catalogueWriter(ctx, {
    scope,
    window: query,
    viewer,
    locale,
    cover: {
      siteName: site.name,
      title,
      date: translate('pdf_doc_date', locale, { date: longDate(now, locale) }),
      count: translate('pdf_products_count', locale, { count }),
      prices:
        organization === null
          ? translate('pdf_doc_prices_guest', locale, { site: siteHost })
          : translate('pdf_doc_prices_for', locale, { organization }),
      contacts: [site.phone, site.email, siteHost].filter(Boolean),
    },
  })
  const names = fileNames(scope, isoDate(now), locale)
  return {
    contentDisposition: attachment(names.name, names.ascii),
    body: streamPdf({ title, author: site.name, lang: locale }, writer),
  }
}

export async function downloadPage(ctx: AppContext, viewer: Viewer, locale: Locale): Promise<CatalogueDownloadPage> {
  const tree = await categoryTree(ctx, locale)
  const title = translate('pdf_page_title', locale)
  return {
    title,
    text: translate('pdf_page_text', locale),
    meta: {
      title: `${title} — ${translate('site_name', locale)}`,
      description: translate('pdf_page_meta_description', locale),
      keywords: translate('pdf_page_meta_keywords', locale),
    },
    with_prices: viewer !== null,
    total: tree.reduce((sum, node) => sum + node.count, 0),
    categories: tree
      .filter((node) => node.count > 0)
      .map(({ slug, title, path, count }) => ({ slug, title, path, count })),
  }
}
