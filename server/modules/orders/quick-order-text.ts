// Reads the text of a quick order: one `SKU quantity` a line, as typed, pasted from a spreadsheet or exported as
// CSV. Spaces, tabs, semicolons and commas all separate; quotes around cells, blank lines and a header line are
// ignored; a line without a quantity means one pack; the same SKU on several lines (in any case) is summed.
import { MAX_CART_QUANTITY } from '../../../contract/cart'

export type ParsedQuickOrder = {
  /** Keyed by the upper-cased SKU, in the order first seen. */
  skus: Map<string, { sku: string; quantity: number; lines: number[] }>
  invalid: { text: string; lines: number[] }[]
  /** Non-blank lines read, the header not counted. */
  lineCount: number
}

const SEPARATORS = /[\s;,]+/
const QUANTITY = /^\d{1,9}$/

export function parseQuickOrder(text: string): ParsedQuickOrder {
  const skus: ParsedQuickOrder['skus'] = new Map()
  const invalid: ParsedQuickOrder['invalid'] = []
  let lineCount = 0
  let header = false
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const cells = raw.replace(/["']/g, ' ').trim().split(SEPARATORS).filter(Boolean)
    if (cells.length === 0) return
    lineCount += 1
    const [sku, quantityText = '1', ...rest] = cells
    const quantity = QUANTITY.test(quantityText) ? Number(quantityText) : NaN
    // A first line like "Артикул;Количество" is a spreadsheet header, not a product.
    if (lineCount === 1 && !header && Number.isNaN(quantity) && rest.length === 0) {
      header = true
      lineCount = 0
      return
    }
    const line = index + 1
    if (!sku || rest.length > 0 || !(quantity >= 1 && quantity <= MAX_CART_QUANTITY)) {
      invalid.push({ text: raw.trim(), lines: [line] })
      return
    }
    const key = sku.toUpperCase()
    const seen = skus.get(key)
    if (seen) {
      seen.quantity = Math.min(seen.quantity + quantity, MAX_CART_QUANTITY)
      seen.lines.push(line)
    } else skus.set(key, { sku, quantity, lines: [line] })
  })
  return { skus, invalid, lineCount }
}
