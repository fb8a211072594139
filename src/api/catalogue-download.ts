// The catalogue PDFs (server/modules/catalogue-download): the page that offers them, and the links to the files
// (the whole catalogue, one category or one brand). The links are plain links, not calls: the browser downloads
// the streamed file itself.
import type { CatalogueDownloadPage } from '../../contract/catalogue-download'
import type { Locale } from '../../contract/site'
import type { CallControl } from './call-control'
import { api } from './instance'
import { BROWSER_API_BASE, buildUrl } from './url'

export const getCatalogueDownloadPage = (options?: CallControl) =>
  api().get<CatalogueDownloadPage>('catalog/download/page/', options)

export type DownloadScope = { brand?: string; path?: string }

export function catalogueDownloadUrl(scope: DownloadScope, locale: Locale): string {
  return buildUrl(BROWSER_API_BASE, locale, 'catalog/download/', { path: scope.path, brand: scope.brand })
}
