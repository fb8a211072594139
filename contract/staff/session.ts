// The signed-in staff member, as the back office sees them (staff/me/).
import type { StaffArea, StaffRole } from './roles'

export type StaffMe = {
  id: number
  email: string
  full_name: string
  role: StaffRole
  /** The sections this role may open, in menu order. */
  areas: StaffArea[]
}
