// Sheets as an Excel workbook (exceljs): numbers as numbers, money in roubles with two decimals, moments as dates
// in Moscow time, the header row bold and frozen, the totals bold, each column as wide as its longest cell.
import ExcelJS from 'exceljs'
import type { Cell, ColumnKind, Sheet } from './sheet'

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

const FORMATS: Record<ColumnKind, string | undefined> = {
  text: '@',
  integer: '#,##0',
  money: '#,##0.00',
  datetime: 'dd.mm.yyyy hh:mm',
}

/** Moscow has kept UTC+3 all year since 2014; a workbook's dates have no zone, so they are written as read there. */
const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000
const MIN_WIDTH = 8
const MAX_WIDTH = 60

function value(cell: Cell, kind: ColumnKind): ExcelJS.CellValue {
  if (cell instanceof Date) return new Date(cell.getTime() + MOSCOW_OFFSET_MS)
  if (kind === 'money' && typeof cell === 'number') return cell / 100
  return cell
}

const shownLength = (cell: Cell, kind: ColumnKind) =>
  cell === null
    ? 0
    : cell instanceof Date
      ? 16
      : kind === 'money' && typeof cell === 'number'
        ? (cell / 100).toFixed(2).length + Math.floor(String(Math.trunc(cell / 100)).length / 3)
        : Math.max(
            ...String(cell)
              .split('\n')
              .map((line) => line.length),
          )

/** Excel refuses these characters in a sheet name and more than 31 characters. */
const sheetName = (name: string) => name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31)

type WorkbookMeta = { creator: string; title: string }

export async function workbookXlsx(sheets: Sheet[], meta: WorkbookMeta): Promise<Uint8Array<ArrayBuffer>> {
  const workbook = new ExcelJS.Workbook()
  workbook.creator = meta.creator
  workbook.title = meta.title
  workbook.created = new Date()
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(sheetName(sheet.name), { views: [{ state: 'frozen', ySplit: 1 }] })
    const all = [...sheet.rows, ...(sheet.totals ?? [])]
    worksheet.columns = sheet.columns.map((column, index) => ({
      header: column.title,
      width: Math.min(
        MAX_WIDTH,
        2 + Math.max(MIN_WIDTH, column.title.length, ...all.map((row) => shownLength(row[index] ?? null, column.kind))),
      ),
      style: { numFmt: FORMATS[column.kind] },
    }))
    worksheet.getRow(1).font = { bold: true }
    const kindOf = (index: number) => sheet.columns[index]?.kind ?? 'text'
    for (const row of sheet.rows) worksheet.addRow(row.map((cell, index) => value(cell, kindOf(index))))
    for (const row of sheet.totals ?? [])
      worksheet.addRow(row.map((cell, index) => value(cell, kindOf(index)))).font = { bold: true }
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer())
}
