// Links to the catalogue PDFs (API catalog/download/): the whole catalogue, one category or one brand.
// Plain links, not API calls: the browser downloads the streamed file itself.
import type { Locale } from '../../../contract/site'
import { buildUrl } from '../../api/url'

/** Where the browser reaches the API (src/api/instance.ts uses the same base). */
const API_BASE = '/api'

export type DownloadScope = { brand?: string; path?: string }

export function catalogueDownloadUrl(scope: DownloadScope, locale: Locale): string {
  return buildUrl(API_BASE, locale, 'catalog/download/', { path: scope.path, brand: scope.brand })
}
