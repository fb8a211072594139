// The buyer's downloads of the cart, an order and the order history (carts/export/, orders/{id}/export/,
// orders/export/): `?format=xlsx` (the default) or `csv`. The quick order's template is orders/fast/template/.
import * as v from 'valibot'

export const EXPORT_FORMATS = ['xlsx', 'csv'] as const
export type ExportFormat = (typeof EXPORT_FORMATS)[number]

export const ExportQuery = v.object({
  format: v.optional(v.picklist(EXPORT_FORMATS, 'export_format_invalid'), 'xlsx'),
})
