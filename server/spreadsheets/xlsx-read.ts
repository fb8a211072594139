// Reads an uploaded Excel workbook (.xlsx) into the text of its first worksheet's cells, refusing what is not
// one, and a zip bomb: the zip's entries are inflated first through yauzl, which holds each entry to the size it
// declares, and the declared sizes must add up to at most MAX_INFLATED before exceljs opens the workbook.
import ExcelJS from 'exceljs'
import yauzl, { type Entry, type ZipFile } from 'yauzl'

/** An Excel workbook of a few thousand rows unpacks to well under this. */
const MAX_INFLATED = 32 * 1024 * 1024
const MAX_ENTRIES = 1000

export type UnreadableReason = 'not_xlsx' | 'old_xls' | 'too_large'

export class UnreadableWorkbook extends Error {
  constructor(readonly reason: UnreadableReason) {
    super(`unreadable workbook: ${reason}`)
  }
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]
/** The Compound File header of the old binary .xls. */
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0]
const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((byte, index) => bytes[index] === byte)

/** Whether the bytes are a zip (an .xlsx is one) or an old .xls, so worth reading as a workbook. */
export const looksLikeWorkbook = (bytes: Uint8Array) => startsWith(bytes, ZIP_MAGIC) || startsWith(bytes, OLE_MAGIC)

const openZip = (bytes: Uint8Array) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(Buffer.from(bytes), { lazyEntries: true, validateEntrySizes: true }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    ),
  )

/** Every entry inflated and thrown away, each held to its declared size; the names of the entries. */
const inflateAll = (zip: ZipFile) =>
  new Promise<string[]>((resolve, reject) => {
    const names: string[] = []
    let declared = 0
    zip.on('error', reject)
    zip.on('end', () => resolve(names))
    zip.on('entry', (entry: Entry) => {
      names.push(entry.fileName)
      declared += entry.uncompressedSize
      if (names.length > MAX_ENTRIES || declared > MAX_INFLATED) return reject(new UnreadableWorkbook('too_large'))
      if (entry.fileName.endsWith('/')) return zip.readEntry()
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error)
        stream.on('error', reject)
        stream.on('end', () => zip.readEntry())
        stream.resume()
      })
    })
    zip.readEntry()
  })

/** The text of a cell as shown: a formula's result, rich text joined, a link's text; dates and errors as none. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined || typeof value === 'boolean' || value instanceof Date) return ''
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  if (typeof value === 'string') return value.trim()
  if ('richText' in value)
    return value.richText
      .map((run) => run.text)
      .join('')
      .trim()
  if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue)
  if ('text' in value) return String(value.text).trim()
  return ''
}

/**
 * The first worksheet's rows as text cells: `rows[n]` is row n + 1 and `rows[n][c]` its column c + 1 (empty rows
 * and cells as ''). Reading stops with `tooMany` once more than `maxRows` rows hold a value, or one lies below
 * row 5 × `maxRows`.
 */
export async function readFirstSheet(
  bytes: Uint8Array,
  maxRows: number,
): Promise<{ rows: string[][]; tooMany: boolean }> {
  if (startsWith(bytes, OLE_MAGIC)) throw new UnreadableWorkbook('old_xls')
  if (!startsWith(bytes, ZIP_MAGIC)) throw new UnreadableWorkbook('not_xlsx')
  const workbook = new ExcelJS.Workbook()
  try {
    const zip = await openZip(bytes)
    const names = await inflateAll(zip)
    if (!names.includes('xl/workbook.xml')) throw new UnreadableWorkbook('not_xlsx')
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer)
  } catch (error) {
    throw error instanceof UnreadableWorkbook ? error : new UnreadableWorkbook('not_xlsx')
  }
  const sheet = workbook.worksheets[0]
  const rows: string[][] = []
  let filled = 0
  let tooMany = false
  sheet?.eachRow({ includeEmpty: false }, (row, number) => {
    if (tooMany) return
    // A value far below the rest would make every row above it a blank line to carry.
    if (number > maxRows * 5) {
      tooMany = true
      return
    }
    const cells: string[] = []
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      cells[column - 1] = cellText(cell.value)
    })
    if (!cells.some(Boolean)) return
    filled += 1
    if (filled > maxRows) {
      tooMany = true
      return
    }
    rows[number - 1] = Array.from(cells, (cell) => cell ?? '')
  })
  return { rows: Array.from(rows, (row) => row ?? []), tooMany }
}
