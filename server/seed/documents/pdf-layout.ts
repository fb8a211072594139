// A plain printable A4 layout for the demo documents: headings, paragraphs, label–value fields and ruled
// tables, in DejaVu Sans (PDF's built-in fonts have no Cyrillic). Rendered whole into memory: they are small.
import PDFDocument from 'pdfkit'
import { FONT_BOLD, FONT_REGULAR } from '../../pdf/fonts'

const MARGIN = 50
const INK = '#1f2933'
const MUTED = '#52606d'
const RULE = '#9aa5b1'

export type PdfMeta = { title: string; author: string; lang: 'ru' | 'en'; date: Date }

export async function renderPdf(meta: PdfMeta, draw: (page: PdfPage) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    font: FONT_REGULAR,
    lang: meta.lang,
    displayTitle: true,
    info: { Title: meta.title, Author: meta.author, CreationDate: meta.date, ModDate: meta.date },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  draw(new PdfPage(doc))
  doc.end()
  return done
}

export class PdfPage {
  constructor(private readonly doc: PDFKit.PDFDocument) {}

  private get width(): number {
    return this.doc.page.width - MARGIN * 2
  }

  /** Starts a new page when fewer than `height` points are left. */
  private room(height: number): void {
    if (this.doc.y + height > this.doc.page.height - MARGIN) this.doc.addPage()
  }

  title(text: string, subtitle?: string): this {
    this.doc.font(FONT_BOLD).fontSize(18).fillColor(INK).text(text, MARGIN, this.doc.y, { width: this.width })
    if (subtitle)
      this.doc.moveDown(0.2).font(FONT_REGULAR).fontSize(10).fillColor(MUTED).text(subtitle, { width: this.width })
    this.doc.moveDown(1)
    return this
  }

  heading(text: string): this {
    this.room(60)
    this.doc
      .moveDown(0.4)
      .font(FONT_BOLD)
      .fontSize(12)
      .fillColor(INK)
      .text(text, MARGIN, this.doc.y, { width: this.width })
      .moveDown(0.4)
    return this
  }

  paragraph(text: string): this {
    this.doc
      .font(FONT_REGULAR)
      .fontSize(10)
      .fillColor(INK)
      .text(text, MARGIN, this.doc.y, { width: this.width, align: 'justify', lineGap: 2 })
      .moveDown(0.6)
    return this
  }

  /** Label–value lines; an empty value leaves a ruled line to fill in by hand. */
  fields(rows: readonly (readonly [label: string, value: string])[]): this {
    const labelWidth = this.width * 0.36
    for (const [label, value] of rows) {
      this.room(24)
      const y = this.doc.y
      this.doc
        .font(FONT_REGULAR)
        .fontSize(9)
        .fillColor(MUTED)
        .text(label, MARGIN, y, { width: labelWidth - 8 })
      const labelBottom = this.doc.y
      this.doc
        .font(FONT_REGULAR)
        .fontSize(10)
        .fillColor(INK)
        .text(value || ' ', MARGIN + labelWidth, y, { width: this.width - labelWidth })
      const bottom = Math.max(labelBottom, this.doc.y) + 4
      if (!value)
        this.doc
          .moveTo(MARGIN + labelWidth, bottom - 2)
          .lineTo(MARGIN + this.width, bottom - 2)
          .lineWidth(0.5)
          .strokeColor(RULE)
          .stroke()
      this.doc.y = bottom + 2
    }
    this.doc.moveDown(0.6)
    return this
  }

  /** A ruled table; `widths` are shares of the text width. Empty rows make a blank to fill in. */
  table(
    headers: readonly string[],
    widths: readonly number[],
    rows: readonly (readonly string[])[],
    rowHeight = 18,
  ): this {
    const columns = widths.map((share) => share * this.width)
    const line = (cells: readonly string[], bold: boolean) => {
      this.room(rowHeight + 4)
      const y = this.doc.y
      let x = MARGIN
      cells.forEach((cell, i) => {
        const w = columns[i] ?? 0
        this.doc.rect(x, y, w, rowHeight).lineWidth(0.5).strokeColor(RULE).stroke()
        this.doc
          .font(bold ? FONT_BOLD : FONT_REGULAR)
          .fontSize(8)
          .fillColor(INK)
          .text(cell, x + 3, y + 5, { width: w - 6, height: rowHeight - 6, ellipsis: true, lineBreak: false })
        x += w
      })
      this.doc.y = y + rowHeight
    }
    line(headers, true)
    for (const row of rows) line(row, false)
    this.doc.x = MARGIN
    this.doc.moveDown(1)
    return this
  }

  /** Signature lines at the foot of a form. */
  signatures(labels: readonly string[]): this {
    this.room(50)
    const y = this.doc.y + 24
    const w = this.width / labels.length
    labels.forEach((label, i) => {
      const x = MARGIN + i * w
      this.doc
        .moveTo(x, y)
        .lineTo(x + w - 20, y)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke()
      this.doc
        .font(FONT_REGULAR)
        .fontSize(8)
        .fillColor(MUTED)
        .text(label, x, y + 4, { width: w - 20 })
    })
    this.doc.x = MARGIN
    this.doc.y = y + 24
    return this
  }
}
