// orders/fast/template/: the Excel workbook a buyer fills in for a quick order: the SKU and packs header the
// upload reads (quick-order-sheet.ts) and two example rows to overwrite.
import type { Locale } from '../../../contract/site'
import type { DownloadFile } from '../../http/download'
import { translate } from '../../i18n'
import { workbookXlsx, XLSX_TYPE } from '../../spreadsheets/xlsx-write'

export const TEMPLATE_EXAMPLE = [
  ['VT-000001', 2],
  ['VT-000002', 10],
] as const

export async function quickOrderTemplate(locale: Locale): Promise<DownloadFile> {
  const body = await workbookXlsx(
    [
      {
        name: translate('quick_order_template_sheet', locale),
        columns: [
          { title: translate('export_column_sku', locale), kind: 'text' },
          { title: translate('export_column_packs', locale), kind: 'integer' },
        ],
        rows: TEMPLATE_EXAMPLE.map((row) => [...row]),
      },
    ],
    { creator: translate('site_name', locale), title: translate('quick_order_template_file', locale) },
  )
  return {
    name: `${translate('quick_order_template_file', locale)}.xlsx`,
    ascii: 'quick-order-template.xlsx',
    contentType: XLSX_TYPE,
    body,
  }
}
