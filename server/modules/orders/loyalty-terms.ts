// The loyalty rule in the texts that describe it: the loyalty page, the FAQ and the home tile are written with
// {loyalty_max_share}, {loyalty_accrual} (numbers, the text adds "%") and {loyalty_checkbox} (the checkout
// checkbox's own words), filled in from the configuration when served, so no text can promise another rule.
import type { Locale } from '../../../contract/site'
import type { Env } from '../../env'
import { translate } from '../../i18n'

export type LoyaltyRule = Pick<Env, 'LOYALTY_ACCRUAL_PERCENT' | 'LOYALTY_MAX_SHARE_PERCENT'>

const PLACEHOLDER = /\{loyalty_(max_share|accrual|checkbox)\}/g

export function withLoyaltyTerms(text: string, rule: LoyaltyRule, locale: Locale): string {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 })
  return text.replace(PLACEHOLDER, (_, name: string) => {
    if (name === 'max_share') return number.format(rule.LOYALTY_MAX_SHARE_PERCENT)
    if (name === 'accrual') return number.format(rule.LOYALTY_ACCRUAL_PERCENT)
    return translate('checkout_points', locale)
  })
}
