// Draws the catalogue PDF: the cover, then section by section the headings and product rows, a batch at a
// time, pausing while the reader catches up.
import type { AvailabilityLevel } from '../../../../contract/format/availability'
import type { CategoryNode, Locale } from '../../../../contract/site'
import type { AppContext } from '../../../context'
import { translate } from '../../../i18n'
import { PdfImages } from '../../../pdf/images'
import type { PdfWriter } from '../../../pdf/stream'
import { jpegThumbnail, mediaFile } from '../../../pdf/thumbnails'
import { productBatches, type RowWindow } from '../rows'
import type { DownloadScope } from '../scope'
import type { Viewer } from '../../catalogue/product-cards'
import { type CoverContent, drawCover } from './cover'
import { CatalogueTable } from './table'
import { THUMBNAIL_PX } from './style'

export type CatalogueDocument = {
  scope: DownloadScope
  window: RowWindow
  /** The buyer whose prices and stock the table shows; null for a guest (no such columns). */
  viewer: Viewer
  locale: Locale
  /** The cover without the brand logo, which is rasterised once writing starts. */
  cover: Omit<CoverContent, 'logo'>
}

const LOGO_PX = 480

export function catalogueWriter(ctx: AppContext, plan: CatalogueDocument) {
  const { scope, window, viewer, locale } = plan
  const withPrices = viewer !== null
  const t = (key: string, params?: Record<string, unknown>) => translate(key, locale, params)

  return async ({ doc, ready }: PdfWriter): Promise<void> => {
    const logoFile = mediaFile(ctx.mediaDir, scope.brand?.logo ?? null)
    drawCover(doc, { ...plan.cover, logo: logoFile ? await jpegThumbnail(logoFile, LOGO_PX) : null })

    const images = new PdfImages(doc, ctx.mediaDir, THUMBNAIL_PX)
    const table = new CatalogueTable(
      doc,
      images,
      {
        running: plan.cover.title,
        page: (page) => t('pdf_doc_page', { page }),
        columns: {
          product: t('pdf_col_product'),
          sku: t('pdf_col_sku'),
          brand: t('pdf_col_brand'),
          pack: t('pdf_col_pack'),
          price: t('pdf_col_price'),
          stock: t('pdf_col_stock'),
        },
        pack: (count) => t('pdf_pack_units', { count }),
        stock: (level: AvailabilityLevel) => t(`pdf_stock_${level}`),
        noPrice: t('pdf_no_price'),
      },
      withPrices,
    )

    const byPath = new Map(scope.sections.map((section) => [section.node.path, section.node]))
    const headed = new Set<string>()
    const headings = (node: CategoryNode) => {
      const chain = [...node.categories_path.flatMap((link) => byPath.get(link.path) ?? []), node]
      for (const category of chain) {
        if (headed.has(category.path)) continue
        headed.add(category.path)
        table.heading(category)
      }
    }

    let rows = 0
    for await (const batch of productBatches(
      ctx.db,
      scope.sections,
      scope.brand?.id ?? null,
      viewer?.priceTypeId ?? null,
      locale,
      window,
    )) {
      if (!(await ready())) return
      await images.load(batch.rows.map((row) => row.image))
      headings(batch.section.node)
      for (const row of batch.rows) table.row(row)
      rows += batch.rows.length
    }
    if (rows === 0) table.note(t('pdf_doc_empty'))
  }
}
