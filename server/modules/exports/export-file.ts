// One export as the file asked for: a workbook of its sheets (XLSX) or its one CSV sheet, named for the buyer.
import type { ExportFormat } from '../../../contract/exports'
import type { Locale } from '../../../contract/site'
import type { DownloadFile } from '../../http/download'
import { translate } from '../../i18n'
import type { Sheet } from '../../spreadsheets/sheet'
import { sheetCsv } from '../../spreadsheets/sheet'
import { workbookXlsx, XLSX_TYPE } from '../../spreadsheets/xlsx-write'

const CONTENT_TYPES: Record<ExportFormat, string> = {
  xlsx: XLSX_TYPE,
  csv: 'text/csv; charset=utf-8',
}

/** Today in Moscow, where the distributor works, as YYYY-MM-DD: the date in a file's name. */
export const moscowDay = (date = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(date)

export type ExportContent = {
  /** The workbook's sheets; a CSV holds the one `csv` says. */
  sheets: Sheet[]
  csv: Sheet
  /** The file's name without extension, as read and in ASCII. */
  name: string
  ascii: string
}

export async function exportFile(content: ExportContent, format: ExportFormat, locale: Locale): Promise<DownloadFile> {
  const body =
    format === 'csv'
      ? sheetCsv(content.csv)
      : await workbookXlsx(content.sheets, { creator: translate('site_name', locale), title: content.name })
  return {
    name: `${content.name}.${format}`,
    ascii: `${content.ascii}.${format}`,
    contentType: CONTENT_TYPES[format],
    body,
  }
}
