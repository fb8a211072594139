// The home page's slides, the about section and the feature tiles in the back office
// (server/modules/staff/content/slides and about).
import type { AboutInput, FeatureInput, StaffAbout, StaffFeature } from '../../../contract/staff/content/about'
import type { MoveDirection } from '../../../contract/staff/content/fields'
import type { SlideInput, StaffSlide } from '../../../contract/staff/content/slides'
import type { CallControl } from '../call-control'
import { api } from '../instance'

export const listStaffSlides = (options?: CallControl) =>
  api().get<{ results: StaffSlide[] }>('staff/content/slides/', options)

export const getStaffSlide = (id: number, options?: CallControl) =>
  api().get<StaffSlide>(`staff/content/slides/${id}/`, options)

export const createSlide = (body: SlideInput, options?: CallControl) =>
  api().post<StaffSlide>('staff/content/slides/', body, options)

export const updateSlide = (id: number, body: SlideInput, options?: CallControl) =>
  api().put<StaffSlide>(`staff/content/slides/${id}/`, body, options)

export const deleteSlide = (id: number, options?: CallControl) =>
  api().delete<null>(`staff/content/slides/${id}/`, options)

export const moveSlide = (id: number, direction: MoveDirection, options?: CallControl) =>
  api().post<{ results: StaffSlide[] }>(`staff/content/slides/${id}/move/`, { direction }, options)

export const getStaffAbout = (options?: CallControl) => api().get<StaffAbout>('staff/content/about/', options)

export const updateAbout = (body: AboutInput, options?: CallControl) =>
  api().put<StaffAbout>('staff/content/about/', body, options)

export const listStaffFeatures = (options?: CallControl) =>
  api().get<{ results: StaffFeature[] }>('staff/content/features/', options)

export const createFeature = (body: FeatureInput, options?: CallControl) =>
  api().post<StaffFeature>('staff/content/features/', body, options)

export const updateFeature = (id: number, body: FeatureInput, options?: CallControl) =>
  api().put<StaffFeature>(`staff/content/features/${id}/`, body, options)

export const deleteFeature = (id: number, options?: CallControl) =>
  api().delete<null>(`staff/content/features/${id}/`, options)

export const moveFeature = (id: number, direction: MoveDirection, options?: CallControl) =>
  api().post<{ results: StaffFeature[] }>(`staff/content/features/${id}/move/`, { direction }, options)
