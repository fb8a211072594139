// The first page: who publishes the catalogue, what it covers, as of when, and whose prices it shows (or
// that prices come after registration).
import { FONT_BOLD, FONT_REGULAR } from '../../../pdf/fonts'
import { COLOR, MARGIN } from './style'

export type CoverContent = {
  siteName: string
  title: string
  /** A brand logo as a JPEG thumbnail, for the brand catalogue. */
  logo: Buffer | null
  date: string
  count: string
  prices: string
  contacts: string[]
}

export function drawCover(doc: PDFKit.PDFDocument, cover: CoverContent): void {
  const width = doc.page.width - 2 * MARGIN
  const line = (value: string, y: number, size: number, font: string, color: string) => {
    doc.font(font).fontSize(size).fillColor(color)
    const height = doc.heightOfString(value, { width })
    doc.text(value, MARGIN, y, { width, height })
    return y + height
  }

  doc.rect(0, 0, doc.page.width, 8).fillColor(COLOR.accent).fill()
  let y = line(cover.siteName, 120, 14, FONT_BOLD, COLOR.muted) + 40
  if (cover.logo) {
    doc.image(cover.logo, MARGIN, y, { fit: [160, 80], valign: 'center' })
    y += 100
  }
  y = line(cover.title, y, 28, FONT_BOLD, COLOR.text) + 16
  y = line(cover.date, y, 12, FONT_REGULAR, COLOR.muted) + 4
  y = line(cover.count, y, 12, FONT_REGULAR, COLOR.muted) + 28

  doc.font(FONT_BOLD).fontSize(12)
  const boxHeight = doc.heightOfString(cover.prices, { width: width - 28 }) + 24
  doc.rect(MARGIN, y, width, boxHeight).fillColor(COLOR.accentSoft).fill()
  doc.rect(MARGIN, y, 4, boxHeight).fillColor(COLOR.accent).fill()
  doc.fillColor(COLOR.text).text(cover.prices, MARGIN + 16, y + 12, { width: width - 28, height: boxHeight })

  let bottom = doc.page.height - MARGIN - cover.contacts.length * 14
  for (const contact of cover.contacts) bottom = line(contact, bottom, 10, FONT_REGULAR, COLOR.muted)
}
