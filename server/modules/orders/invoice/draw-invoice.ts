// Draws the invoice for payment on A4 in the usual Russian layout: the bank block of the recipient, the title with
// the number and date, supplier, buyer and basis, the lines table (its header repeated on every page it runs
// onto, rows never split), the totals with the VAT, the total in words and the signature block.
import { amountInWords } from '../../../../contract/format/amount-in-words'
import { formatLongDate } from '../../../../contract/format/date'
import { formatPhone } from '../../../../contract/format/phone'
import { FONT_BOLD, FONT_REGULAR } from '../../../pdf/fonts'
import type { Invoice, InvoiceLine } from './invoice-data'
import { LABELS } from './invoice-labels'

const MARGIN = 40
const CELL = 3
const LINE = 0.6
const TEXT = '#000000'
const MUTED = '#444444'
const HEADER_FILL = '#eeeeee'

type Style = { font?: string; size?: number; align?: 'left' | 'right' | 'center'; color?: string }

const amounts = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
/** Kopecks as "123 456,78" (roubles, no sign: the invoice names its currency once). */
export const invoiceMoney = (kopecks: number) => amounts.format(kopecks / 100).replace(/\u202f/g, '\u00a0')
const quantities = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 3 })

type ColumnKey = keyof typeof LABELS.columns
const COLUMNS: { key: ColumnKey; width: number; align: 'left' | 'right' | 'center' }[] = [
  { key: 'no', width: 24, align: 'center' },
  { key: 'name', width: 204, align: 'left' },
  { key: 'sku', width: 70, align: 'left' },
  { key: 'quantity', width: 48, align: 'right' },
  { key: 'unit', width: 28, align: 'center' },
  { key: 'price', width: 70, align: 'right' },
  { key: 'amount', width: 71, align: 'right' },
]

export class InvoiceDrawing {
  private y = MARGIN
  private page = 1
  private readonly date: string

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly invoice: Invoice,
  ) {
    this.date = formatLongDate(invoice.date, 'ru')
  }

  /** Draws the head; then `lines` in batches (the caller may pause between them), then `finish`. */
  head(): void {
    this.bankBlock()
    this.title()
    this.parties()
    this.tableHeader()
  }

  lines(batch: InvoiceLine[], startIndex: number): void {
    batch.forEach((line, i) => this.row(line, startIndex + i + 1))
  }

  finish(): void {
    this.totals()
    this.signatures()
  }

  private get width(): number {
    return this.doc.page.width - 2 * MARGIN
  }

  private get bottom(): number {
    return this.doc.page.height - MARGIN
  }

  private text(value: string, x: number, y: number, width: number, style: Style = {}, height?: number): void {
    this.doc
      .font(style.font ?? FONT_REGULAR)
      .fontSize(style.size ?? 8)
      .fillColor(style.color ?? TEXT)
      .text(value, x, y, {
        width,
        height: height ?? this.heightOf(value, width, style) + 2,
        align: style.align ?? 'left',
        lineGap: 0.5,
      })
  }

  private heightOf(value: string, width: number, style: Style = {}): number {
    this.doc.font(style.font ?? FONT_REGULAR).fontSize(style.size ?? 8)
    return this.doc.heightOfString(value || ' ', { width, lineGap: 0.5 })
  }

  private box(x: number, y: number, width: number, height: number): void {
    this.doc.rect(x, y, width, height).lineWidth(LINE).strokeColor(TEXT).stroke()
  }

  private rule(y: number, weight = 1.5): void {
    this.doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + this.width, y)
      .lineWidth(weight)
      .strokeColor(TEXT)
      .stroke()
  }

  private bankBlock(): void {
    const { supplier } = this.invoice
    const left = 290
    const mid = 50
    const right = this.width - left - mid
    const [x0, x1, x2] = [MARGIN, MARGIN + left, MARGIN + left + mid]
    const y = this.y
    const bankHeight = 40
    const innHeight = 16
    const recipientHeight = 40
    this.box(x0, y, left, bankHeight)
    this.text(supplier.bank, x0 + CELL, y + CELL, left - 2 * CELL)
    this.text(LABELS.bankOfRecipient, x0 + CELL, y + bankHeight - 12, left - 2 * CELL, { size: 7, color: MUTED })
    const halfLeft = left / 2
    this.box(x0, y + bankHeight, halfLeft, innHeight)
    this.text(`${LABELS.inn} ${supplier.inn}`, x0 + CELL, y + bankHeight + 4, halfLeft - 2 * CELL)
    this.box(x0 + halfLeft, y + bankHeight, halfLeft, innHeight)
    this.text(
      supplier.kpp ? `${LABELS.kpp} ${supplier.kpp}` : LABELS.kpp,
      x0 + halfLeft + CELL,
      y + bankHeight + 4,
      halfLeft - 2 * CELL,
    )
    const recipientTop = y + bankHeight + innHeight
    this.box(x0, recipientTop, left, recipientHeight)
    this.text(supplier.name, x0 + CELL, recipientTop + CELL, left - 2 * CELL)
    this.text(LABELS.recipient, x0 + CELL, recipientTop + recipientHeight - 12, left - 2 * CELL, {
      size: 7,
      color: MUTED,
    })

    const bikHeight = 18
    const rows: [string, string, number, number][] = [
      [LABELS.bik, supplier.bik, y, bikHeight],
      [LABELS.accountNo, supplier.correspondentAccount, y + bikHeight, bankHeight - bikHeight],
      [LABELS.accountNo, supplier.account, y + bankHeight, innHeight + recipientHeight],
    ]
    for (const [label, value, top, height] of rows) {
      this.box(x1, top, mid, height)
      this.text(label, x1 + CELL, top + CELL, mid - 2 * CELL)
      this.box(x2, top, right, height)
      this.text(value, x2 + CELL, top + CELL, right - 2 * CELL)
    }
    this.y = recipientTop + recipientHeight + 18
  }

  private title(): void {
    const title = LABELS.title(this.invoice.number, this.date)
    this.text(title, MARGIN, this.y, this.width, { font: FONT_BOLD, size: 14 })
    this.y += this.heightOf(title, this.width, { font: FONT_BOLD, size: 14 }) + 4
    this.rule(this.y)
    this.y += 10
  }

  private parties(): void {
    const { supplier, buyer } = this.invoice
    const supplierText = [
      supplier.name,
      `${LABELS.inn} ${supplier.inn}`,
      supplier.kpp ? `${LABELS.kpp} ${supplier.kpp}` : '',
      supplier.ogrn ? `${supplier.ogrn.length === 15 ? LABELS.ogrnip : LABELS.ogrn} ${supplier.ogrn}` : '',
      supplier.address,
    ]
    const buyerText = [
      buyer.name,
      buyer.inn ? `${LABELS.inn} ${buyer.inn}` : '',
      buyer.address,
      buyer.phone ? `${LABELS.phone} ${formatPhone(buyer.phone, 'ru')}` : '',
    ]
    const rows: [string, string][] = [
      [LABELS.supplier, supplierText.filter(Boolean).join(', ')],
      [LABELS.buyer, buyerText.filter(Boolean).join(', ')],
      [LABELS.basis, LABELS.basisText(this.invoice.number, this.date)],
    ]
    const labelWidth = 110
    const valueWidth = this.width - labelWidth
    for (const [label, value] of rows) {
      this.text(label, MARGIN, this.y, labelWidth - 6, { size: 9 })
      this.text(value, MARGIN + labelWidth, this.y, valueWidth, { font: FONT_BOLD, size: 9 })
      this.y +=
        Math.max(
          this.heightOf(label, labelWidth - 6, { size: 9 }),
          this.heightOf(value, valueWidth, { font: FONT_BOLD, size: 9 }),
        ) + 8
    }
    this.y += 4
  }

  private tableHeader(): void {
    const height = 18
    let x = MARGIN
    this.doc.rect(MARGIN, this.y, this.width, height).fillColor(HEADER_FILL).fill()
    for (const column of COLUMNS) {
      this.box(x, this.y, column.width, height)
      this.text(LABELS.columns[column.key], x + CELL, this.y + 5, column.width - 2 * CELL, {
        font: FONT_BOLD,
        align: 'center',
      })
      x += column.width
    }
    this.y += height
  }

  private cells(line: InvoiceLine, no: number): Record<ColumnKey, string> {
    return {
      no: String(no),
      name: line.name,
      sku: line.sku,
      quantity: quantities.format(line.quantity),
      unit: LABELS.units[line.unit],
      price: invoiceMoney(line.price),
      amount: invoiceMoney(line.amount),
    }
  }

  private row(line: InvoiceLine, no: number): void {
    const values = this.cells(line, no)
    const height =
      Math.max(...COLUMNS.map((column) => this.heightOf(values[column.key], column.width - 2 * CELL))) + 2 * CELL + 1
    if (this.y + height > this.bottom) {
      this.newPage()
      this.tableHeader()
    }
    let x = MARGIN
    for (const column of COLUMNS) {
      this.box(x, this.y, column.width, height)
      this.text(values[column.key], x + CELL, this.y + CELL + 0.5, column.width - 2 * CELL, { align: column.align })
      x += column.width
    }
    this.y += height
  }

  private newPage(): void {
    this.doc.addPage()
    this.page += 1
    this.y = MARGIN - 16
    this.text(LABELS.continued(this.invoice.number, this.page), MARGIN, this.y, this.width, {
      size: 7,
      color: MUTED,
      align: 'right',
    })
    this.y = MARGIN
  }

  private totals(): void {
    const { invoice } = this
    const rows: [string, string, boolean][] = [[LABELS.subtotal, invoiceMoney(invoice.subtotal), true]]
    if (invoice.discount > 0) rows.push([LABELS.discount, invoiceMoney(invoice.discount), false])
    if (invoice.pointsSpent > 0) rows.push([LABELS.points, invoiceMoney(invoice.pointsSpent), false])
    rows.push(
      invoice.vat.rate === null
        ? [LABELS.noVat, '—', true]
        : [LABELS.vat(invoice.vat.rate), invoiceMoney(invoice.vat.amount), true],
    )
    rows.push([LABELS.total, invoiceMoney(invoice.total), true])
    const summary = LABELS.summary(invoice.lines.length, invoiceMoney(invoice.total))
    const words = amountInWords(invoice.total)
    const needed =
      8 +
      rows.length * 13 +
      10 +
      this.heightOf(summary, this.width, { size: 9 }) +
      this.heightOf(words, this.width, { font: FONT_BOLD, size: 9 }) +
      this.heightOf(LABELS.terms, this.width, { size: 7 }) +
      90
    if (this.y + needed > this.bottom) this.newPage()

    this.y += 6
    const valueWidth = 90
    const labelWidth = 220
    const valueX = MARGIN + this.width - valueWidth
    for (const [label, value, bold] of rows) {
      const style: Style = { font: bold ? FONT_BOLD : FONT_REGULAR, size: 9, align: 'right' }
      this.text(label, valueX - labelWidth - 6, this.y, labelWidth, style)
      this.text(value, valueX, this.y, valueWidth, style)
      this.y += 13
    }
    this.y += 8
    this.text(summary, MARGIN, this.y, this.width, { size: 9 })
    this.y += this.heightOf(summary, this.width, { size: 9 }) + 2
    this.text(words, MARGIN, this.y, this.width, { font: FONT_BOLD, size: 9 })
    this.y += this.heightOf(words, this.width, { font: FONT_BOLD, size: 9 }) + 8
    this.text(LABELS.terms, MARGIN, this.y, this.width, { size: 7, color: MUTED })
    this.y += this.heightOf(LABELS.terms, this.width, { size: 7 }) + 6
    this.rule(this.y)
    this.y += 26
  }

  private signatures(): void {
    const { supplier } = this.invoice
    const half = this.width / 2
    const people: [string, string, number][] = [
      [LABELS.director, supplier.director, MARGIN],
      [LABELS.accountant, supplier.accountant, MARGIN + half + 10],
    ]
    for (const [role, name, x] of people) {
      const roleWidth = 86
      const lineWidth = 80
      this.text(role, x, this.y, roleWidth, { font: FONT_BOLD, size: 9 })
      this.doc
        .moveTo(x + roleWidth, this.y + 10)
        .lineTo(x + roleWidth + lineWidth, this.y + 10)
        .lineWidth(LINE)
        .strokeColor(TEXT)
        .stroke()
      this.text(name, x + roleWidth + lineWidth + 6, this.y, half - roleWidth - lineWidth - 16, { size: 9 })
    }
    this.y += 20
  }
}
