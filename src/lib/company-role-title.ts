// The name of a company role in the current language.
import type { CompanyRole } from '../../contract/company-roles'
import { m } from '../../messages/compiled/messages.js'

const TITLES: Record<CompanyRole, () => string> = {
  admin: () => m.company_role_admin(),
  buyer: () => m.company_role_buyer(),
  viewer: () => m.company_role_viewer(),
}

export const roleTitle = (role: CompanyRole) => TITLES[role]()
