// set-loyalty: sets a balance through a ledger entry for the difference, so the ledger always adds up to it.
import type { Db } from '../db/client'
import { COMMAND_ACTOR } from '../modules/audit/record'
import { changeLoyalty } from '../modules/staff/customers/customer-actions'
import { accountByEmail, describeAccount, wholeNumber } from './lookup'

const MAX_POINTS = 1_000_000_000_000

export async function setLoyalty(db: Db, email: string, pointsArg: string): Promise<string[]> {
  const points = wholeNumber(pointsArg, 'points', MAX_POINTS)
  const account = await accountByEmail(db, email)
  const { before } = await changeLoyalty(
    db,
    COMMAND_ACTOR,
    account,
    { to: points },
    `Balance set to ${points} by staff`,
  )
  if (before === points) return [`${describeAccount(account)} already has ${points} points; nothing changed.`]
  const change = points > before ? `accrued ${points - before}` : `debited ${before - points}`
  return [`${describeAccount(account)}: loyalty balance ${before} → ${points} points (ledger entry: ${change}).`]
}
