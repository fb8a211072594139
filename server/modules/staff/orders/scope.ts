// Which orders a staff member may see: an admin all, a manager those of the customers assigned to their manager
// card (users.manager_id → managers.id with managers.user_id = the manager's own account).
import { sql, type SQL } from 'drizzle-orm'
import { managers, users } from '../../../db/schema/accounts'
import type { StaffMember } from '../access'

export function orderScope(member: StaffMember): SQL | undefined {
  if (member.role === 'admin') return undefined
  if (member.role === 'manager')
    return sql`${users.managerId} in (select ${managers.id} from ${managers} where ${managers.userId} = ${member.id})`
  return sql`false`
}
