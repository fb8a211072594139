// The back office's own session call (server/modules/staff/routes.ts).
import type { StaffMe } from '../../../contract/staff/session'
import type { CallControl } from '../call-control'
import { api } from '../instance'

/** The signed-in staff member; a 404 for everybody else. */
export const getStaffMe = (options?: CallControl) => api().get<StaffMe>('staff/me/', options)
