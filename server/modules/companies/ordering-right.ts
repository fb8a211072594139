// Whether an account may order: staff may switch ordering off for a customer (users.can_order), and a company's
// viewer sees prices and the company's orders but never orders. Placing an order, quick order, repeating an order
// and every cart change that adds goods ask this one rule.
import type { CompanyRole } from '../../../contract/company-roles'
import type { Locale } from '../../../contract/site'
import { NotAllowed } from '../../domain-errors'
import { translate } from '../../i18n'

export type OrderingAccount = { canOrder: boolean; companyRole: CompanyRole | null }

export const mayOrder = (account: OrderingAccount): boolean => account.canOrder && account.companyRole !== 'viewer'

/** The refusal to throw when the account may not order, else null. */
export function orderingRefusal(account: OrderingAccount, locale: Locale): NotAllowed | null {
  if (!account.canOrder) return new NotAllowed(translate('cart_user_cannot_order', locale))
  if (account.companyRole === 'viewer') return new NotAllowed(translate('company_viewer_cannot_order', locale))
  return null
}
