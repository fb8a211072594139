// A table to download, independent of the file format: typed columns, data rows and total rows below them.
// `sheetCsv` writes it as CSV (server/spreadsheets/csv.ts), `workbookXlsx` (xlsx-write.ts) as an Excel workbook.
import { csvDateTime, csvRoubles, csvText } from './csv'

/** money: kopecks, shown in roubles; datetime: a moment, shown in Moscow time. */
export type ColumnKind = 'text' | 'integer' | 'money' | 'datetime'

export type Column = { title: string; kind: ColumnKind }

export type Cell = string | number | Date | null

export type Sheet = {
  /** The worksheet's tab (Excel allows 31 characters). */
  name: string
  columns: Column[]
  rows: Cell[][]
  /** Rows after the data, in bold in a workbook: the totals. */
  totals?: Cell[][]
}

function csvCell(cell: Cell, kind: ColumnKind): string | number {
  if (cell === null) return ''
  if (cell instanceof Date) return csvDateTime(cell)
  if (kind === 'money' && typeof cell === 'number') return csvRoubles(cell)
  return cell
}

/** The sheet as one CSV file: the header, the data rows and the totals. */
export function sheetCsv(sheet: Sheet): string {
  const row = (cells: Cell[]) => cells.map((cell, index) => csvCell(cell, sheet.columns[index]?.kind ?? 'text'))
  return csvText([sheet.columns.map((column) => column.title), ...[...sheet.rows, ...(sheet.totals ?? [])].map(row)])
}
