// Who may do what in the back office. The server checks every staff call against this table; the back office
// shows only the sections a role may open.

export const STAFF_ROLES = ['admin', 'manager', 'editor'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/** Sections of the back office, each a folder of /staff/ and of /api/staff/. */
export const STAFF_AREAS = ['customers', 'orders', 'content', 'inbox', 'audit', 'team'] as const
export type StaffArea = (typeof STAFF_AREAS)[number]

const AREAS_OF: Record<StaffRole, readonly StaffArea[]> = {
  admin: STAFF_AREAS,
  // Customers assigned to them and every pending registration, and those customers' orders.
  manager: ['customers', 'orders', 'inbox'],
  editor: ['content', 'inbox'],
}

export const areasOf = (role: StaffRole): readonly StaffArea[] => AREAS_OF[role]

export const canUse = (role: StaffRole, area: StaffArea): boolean => AREAS_OF[role].includes(area)
