// The catalogue's product table: category headings in tree order and one row per product, laid out by hand
// so pages break between rows (never inside one) and a heading never ends a page alone.
import { formatPrice } from '../../../../contract/format/price'
import { availabilityLevel, AVAILABILITY_BARS, type AvailabilityLevel } from '../../../../contract/format/availability'
import type { CategoryNode } from '../../../../contract/site'
import { FONT_BOLD, FONT_REGULAR } from '../../../pdf/fonts'
import type { PdfImages } from '../../../pdf/images'
import { amountBand } from '../../catalogue/product-cards'
import type { DownloadRow } from '../rows'
import { type Column, type ColumnKey, tableColumns } from './columns'
import { COLOR, HEADER_ROW_HEIGHT, IMAGE_BOX, MARGIN, ROW_HEIGHT, TABLE_TOP } from './style'

export type TableTexts = {
  /** Running title at the top of every table page, followed by the current category's trail. */
  running: string
  page: (page: number) => string
  columns: Record<Exclude<ColumnKey, 'image'>, string>
  pack: (count: number) => string
  stock: (level: AvailabilityLevel) => string
  /** In the price column of a product the buyer's price list has no price for. */
  noPrice: string
}

type TextStyle = { font?: string; size?: number; color?: string; align?: 'left' | 'right' }

const HEADING_SIZES = [13, 11, 9.5] as const
const CELL_PADDING = 4

export class CatalogueTable {
  private readonly columns: Column[]
  /** Pages so far, the cover included. */
  private page = 1
  /** Top of the next block; null until the first table page exists. */
  private y: number | null = null
  /** Trail of the category being listed, so a page that starts mid-category says which one it is. */
  private trail = ''

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly images: PdfImages,
    private readonly texts: TableTexts,
    withPrices: boolean,
  ) {
    this.columns = tableColumns(MARGIN, withPrices)
  }

  heading(node: CategoryNode): void {
    const depth = Math.min(node.categories_path.length, HEADING_SIZES.length - 1)
    const size = HEADING_SIZES[depth] ?? 9.5
    const top = depth === 0 ? 14 : 8
    const height = top + size * 1.25 + 6
    this.trail = [...node.categories_path.map((link) => link.title), node.title].join(' / ')
    const y = this.reserve(height + ROW_HEIGHT) + top
    this.text(node.title, MARGIN, y, this.width, size * 1.3, {
      font: FONT_BOLD,
      size,
      color: depth === 0 ? COLOR.accent : COLOR.text,
    })
    if (depth === 0)
      this.doc
        .moveTo(MARGIN, y + size * 1.3 + 2)
        .lineTo(MARGIN + this.width, y + size * 1.3 + 2)
        .lineWidth(1)
        .strokeColor(COLOR.accent)
        .stroke()
    this.y = y - top + height
  }

  row(row: DownloadRow): void {
    const y = this.reserve(ROW_HEIGHT)
    const textTop = y + 6
    const textHeight = ROW_HEIGHT - 10
    for (const column of this.columns) {
      const x = column.x + (column.key === 'image' ? 0 : CELL_PADDING)
      const width = column.width - (column.key === 'image' ? 0 : 2 * CELL_PADDING)
      const cell = (value: string, style: TextStyle = {}) =>
        this.text(value, x, textTop, width, textHeight, { align: column.align, ...style })
      switch (column.key) {
        case 'image':
          if (!this.images.draw(row.image, x, y + (ROW_HEIGHT - IMAGE_BOX) / 2, IMAGE_BOX)) {
            this.doc
              .rect(x, y + (ROW_HEIGHT - IMAGE_BOX) / 2, IMAGE_BOX, IMAGE_BOX)
              .fillColor(COLOR.surface)
              .fill()
          }
          break
        case 'product':
          cell(row.title)
          break
        case 'sku':
          cell(row.sku, { color: COLOR.muted })
          break
        case 'brand':
          cell(row.brand ?? '', { color: COLOR.muted })
          break
        case 'pack':
          cell(this.texts.pack(row.packQuantity))
          break
        case 'price':
          cell(row.price === null ? this.texts.noPrice : formatPrice(row.price), { font: FONT_BOLD })
          break
        case 'stock':
          this.stock(availabilityLevel(amountBand(row.stock)), x, textTop, width)
          break
      }
    }
    this.rule(y + ROW_HEIGHT)
    this.y = y + ROW_HEIGHT
  }

  /** A line of text in place of rows, e.g. when the selection is empty. */
  note(value: string): void {
    const y = this.reserve(ROW_HEIGHT)
    this.text(value, MARGIN, y + 12, this.width, ROW_HEIGHT, { color: COLOR.muted, size: 10 })
    this.y = y + ROW_HEIGHT
  }

  private get width(): number {
    return this.doc.page.width - 2 * MARGIN
  }

  /** The top of a block of `height`, on a new page when the current one has no room. */
  private reserve(height: number): number {
    if (this.y === null || this.y + height > this.doc.page.height - MARGIN) this.newPage()
    return this.y ?? TABLE_TOP
  }

  private newPage(): void {
    this.doc.addPage()
    this.page += 1
    const top = MARGIN - 20
    this.text([this.texts.running, this.trail].filter(Boolean).join(' · '), MARGIN, top, this.width - 80, 10, {
      size: 7,
      color: COLOR.subtle,
    })
    this.text(this.texts.page(this.page), MARGIN + this.width - 80, top, 80, 10, {
      size: 7,
      color: COLOR.subtle,
      align: 'right',
    })
    this.doc.rect(MARGIN, MARGIN, this.width, HEADER_ROW_HEIGHT).fillColor(COLOR.surface).fill()
    for (const column of this.columns) {
      if (column.key === 'image') continue
      this.text(
        this.texts.columns[column.key],
        column.x + CELL_PADDING,
        MARGIN + 4.5,
        column.width - 2 * CELL_PADDING,
        10,
        {
          font: FONT_BOLD,
          size: 7,
          color: COLOR.muted,
          align: column.align,
        },
      )
    }
    this.y = TABLE_TOP
  }

  /** Bars (filled up to the level) and the band in words: colour is never the only signal. */
  private stock(level: AvailabilityLevel, x: number, y: number, width: number): void {
    for (let bar = 1; bar <= AVAILABILITY_BARS; bar++) {
      const height = 2 + bar * 2
      this.doc
        .rect(x + (bar - 1) * 6, y + 10 - height, 4, height)
        .fillColor(bar <= level ? COLOR.stock : COLOR.stockEmpty)
        .fill()
    }
    this.text(this.texts.stock(level), x, y + 13, width, 16, { size: 7, color: COLOR.muted })
  }

  private rule(y: number): void {
    this.doc
      .moveTo(MARGIN, y - 0.5)
      .lineTo(MARGIN + this.width, y - 0.5)
      .lineWidth(0.5)
      .strokeColor(COLOR.border)
      .stroke()
  }

  /** Text confined to a box: a `height` keeps pdfkit from flowing onto a new page, longer text ends in "…". */
  private text(value: string, x: number, y: number, width: number, height: number, style: TextStyle = {}): void {
    this.doc
      .font(style.font ?? FONT_REGULAR)
      .fontSize(style.size ?? 8)
      .fillColor(style.color ?? COLOR.text)
      .text(value, x, y, { width, height, ellipsis: true, align: style.align ?? 'left', lineGap: 0.5 })
  }
}
