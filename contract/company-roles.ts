/** What a user of a company account may do: `admin` manages the company's users and orders, `buyer` orders,
 * `viewer` sees prices and the company's orders but cannot order. */
export const COMPANY_ROLES = ['admin', 'buyer', 'viewer'] as const
export type CompanyRole = (typeof COMPANY_ROLES)[number]

/** The roles an administrator gives a colleague (another administrator is made by staff). */
export const MEMBER_ROLES = ['buyer', 'viewer'] as const satisfies readonly CompanyRole[]
