// Publications, sales actions and their categories in the back office (server/modules/staff/content/publications).
import type { PublicationDetail } from '../../../contract/content'
import type { MoveDirection } from '../../../contract/staff/content/fields'
import type {
  CategoryInput,
  PublicationInput,
  PublicationKind,
  PublicationState,
  StaffPublication,
  StaffPublicationCategory,
  StaffPublicationProduct,
  StaffPublicationRow,
} from '../../../contract/staff/content/publications'
import type { TablePage } from '../../../contract/staff/table'
import type { CallControl } from '../call-control'
import { api } from '../instance'

export type PublicationTableParams = {
  kind: PublicationKind
  page?: number
  page_size?: number
  sort?: string
  category?: number
  state?: PublicationState
  search?: string
}

export const listStaffPublications = (params: PublicationTableParams, options?: CallControl) =>
  api().get<TablePage<StaffPublicationRow>>('staff/content/publications/', {
    ...options,
    query: { ...params, search: params.search || undefined },
  })

export const getStaffPublication = (id: number, options?: CallControl) =>
  api().get<StaffPublication>(`staff/content/publications/${id}/`, options)

export const createPublication = (body: PublicationInput, options?: CallControl) =>
  api().post<StaffPublication>('staff/content/publications/', body, options)

export const updatePublication = (id: number, body: PublicationInput, options?: CallControl) =>
  api().put<StaffPublication>(`staff/content/publications/${id}/`, body, options)

export const deletePublication = (id: number, options?: CallControl) =>
  api().delete<null>(`staff/content/publications/${id}/`, options)

export const previewPublication = (id: number, options?: CallControl) =>
  api().get<PublicationDetail>(`staff/content/publications/${id}/preview/`, options)

export const findPublicationProducts = (search: string, options?: CallControl) =>
  api().get<{ results: StaffPublicationProduct[] }>('staff/content/publication-products/', {
    ...options,
    query: { search },
  })

export const listPublicationCategories = (kind: PublicationKind, options?: CallControl) =>
  api().get<{ results: StaffPublicationCategory[] }>('staff/content/publication-categories/', {
    ...options,
    query: { kind },
  })

export const createPublicationCategory = (body: CategoryInput, options?: CallControl) =>
  api().post<StaffPublicationCategory>('staff/content/publication-categories/', body, options)

export const updatePublicationCategory = (id: number, body: CategoryInput, options?: CallControl) =>
  api().put<StaffPublicationCategory>(`staff/content/publication-categories/${id}/`, body, options)

export const deletePublicationCategory = (id: number, options?: CallControl) =>
  api().delete<null>(`staff/content/publication-categories/${id}/`, options)

export const movePublicationCategory = (id: number, direction: MoveDirection, options?: CallControl) =>
  api().post<{ results: StaffPublicationCategory[] }>(
    `staff/content/publication-categories/${id}/move/`,
    { direction },
    options,
  )
