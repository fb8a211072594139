// Where each back-office section lives and what the menu calls it.
import type { StaffArea, StaffRole } from '../../../../contract/staff/roles'
import { m } from '../../../../messages/compiled/messages.js'

export const AREA_PATHS: Record<StaffArea, string> = {
  customers: '/staff/customers/',
  orders: '/staff/orders/',
  content: '/staff/content/',
  inbox: '/staff/inbox/',
  audit: '/staff/audit/',
  team: '/staff/team/',
}

export const areaTitle = (area: StaffArea): string =>
  ({
    customers: m.staff_area_customers,
    orders: m.staff_area_orders,
    content: m.staff_area_content,
    inbox: m.staff_area_inbox,
    audit: m.staff_area_audit,
    team: m.staff_area_team,
  })[area]()

export const roleTitle = (role: StaffRole): string =>
  ({ admin: m.staff_role_admin, manager: m.staff_role_manager, editor: m.staff_role_editor })[role]()
