// The site's pages and redirects in the back office (server/modules/staff/content/{pages,redirects}).
import type {
  PageInput,
  RedirectInput,
  StaffPage,
  StaffPageRow,
  StaffRedirect,
} from '../../../contract/staff/site-content'
import type {
  CollectionItem,
  CollectionKind,
  SiteSettingsInput,
  StaffMenu,
  StaffSiteSettings,
} from '../../../contract/staff/site-collections'
import type { TablePage } from '../../../contract/staff/table'
import type { CallControl } from '../call-control'
import { api } from '../instance'

export type PageListSearch = { page?: number; page_size?: number; sort?: string; q?: string; kind?: string }
export type RedirectListSearch = { page?: number; page_size?: number; sort?: string; q?: string }

export const listStaffPages = (search: PageListSearch, options?: CallControl) =>
  api().get<TablePage<StaffPageRow>>('staff/content/pages/', { ...options, query: search })

export const getStaffPage = (id: number, options?: CallControl) =>
  api().get<StaffPage>(`staff/content/pages/${id}/`, options)

export const createStaffPage = (body: PageInput & { slug: string }, options?: CallControl) =>
  api().post<StaffPage>('staff/content/pages/', body, options)

export const updateStaffPage = (id: number, body: PageInput & { slug?: string }, options?: CallControl) =>
  api().put<StaffPage>(`staff/content/pages/${id}/`, body, options)

export const publishStaffPage = (id: number, published: boolean, options?: CallControl) =>
  api().post<StaffPage>(`staff/content/pages/${id}/publish/`, { is_published: published }, options)

export const deleteStaffPage = (id: number, options?: CallControl) =>
  api().delete<void>(`staff/content/pages/${id}/`, options)

/** The body as the storefront will show it: sanitized by the server. */
export const previewStaffPageBody = (body: string, options?: CallControl) =>
  api().post<{ body: string }>('staff/content/page-preview/', { body }, options)

export const listStaffRedirects = (search: RedirectListSearch, options?: CallControl) =>
  api().get<TablePage<StaffRedirect>>('staff/content/redirects/', { ...options, query: search })

export const createStaffRedirect = (body: RedirectInput, options?: CallControl) =>
  api().post<StaffRedirect>('staff/content/redirects/', body, options)

export const updateStaffRedirect = (id: number, body: RedirectInput, options?: CallControl) =>
  api().put<StaffRedirect>(`staff/content/redirects/${id}/`, body, options)

export const deleteStaffRedirect = (id: number, options?: CallControl) =>
  api().delete<void>(`staff/content/redirects/${id}/`, options)

/** An ordered collection of the site (FAQ, team, partners, vacancies, cities, shops), in the storefront's order. */
export const listCollection = (kind: CollectionKind, options?: CallControl & { scope?: number }) =>
  api().get<CollectionItem[]>(`staff/content/collections/${kind}/`, {
    ...options,
    query: options?.scope ? { scope: String(options.scope) } : undefined,
  })

/** The site's menus, whose items are the collection `menu_items`. */
export const listMenus = (options?: CallControl) => api().get<StaffMenu[]>('staff/content/menus/', options)

export const createCollectionItem = (kind: CollectionKind, body: Record<string, unknown>, options?: CallControl) =>
  api().post<CollectionItem>(`staff/content/collections/${kind}/`, body, options)

export const updateCollectionItem = (
  kind: CollectionKind,
  id: number,
  body: Record<string, unknown>,
  options?: CallControl,
) => api().put<CollectionItem>(`staff/content/collections/${kind}/${id}/`, body, options)

export const deleteCollectionItem = (kind: CollectionKind, id: number, options?: CallControl) =>
  api().delete<void>(`staff/content/collections/${kind}/${id}/`, options)

/** Moves an item one place; answers the list in its new order. */
export const moveCollectionItem = (kind: CollectionKind, id: number, direction: 'up' | 'down', options?: CallControl) =>
  api().post<CollectionItem[]>(`staff/content/collections/${kind}/${id}/move/`, { direction }, options)

/** The site's texts and links (admins). */
export const getSiteSettings = (options?: CallControl) =>
  api().get<StaffSiteSettings>('staff/content/settings/', options)

export const saveSiteSettings = (body: SiteSettingsInput, options?: CallControl) =>
  api().put<StaffSiteSettings>('staff/content/settings/', body, options)
