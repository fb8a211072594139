// Query of catalog/download/: which part of the catalogue goes into the PDF. Unknown keys are refused so a
// typo never yields a silently different file.
import * as v from 'valibot'
import { PagingQuery } from '../../http/paging'

/** No catalogue comes near this: without `limit` the PDF holds every product in scope. */
const WHOLE_CATALOGUE = 1_000_000

const CategoryPath = v.pipe(
  v.string(),
  v.maxLength(300, 'api_invalid_value'),
  v.regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/, 'api_invalid_value'),
)
const BrandSlug = v.pipe(
  v.string(),
  v.maxLength(100, 'api_invalid_value'),
  v.regex(/^[a-z0-9-]+$/, 'api_invalid_value'),
)

export const DownloadQuery = v.strictObject(
  {
    ...PagingQuery(WHOLE_CATALOGUE, WHOLE_CATALOGUE).entries,
    path: v.optional(CategoryPath),
    brand: v.optional(BrandSlug),
  },
  'pdf_unknown_parameter',
)

export type DownloadQuery = v.InferOutput<typeof DownloadQuery>
