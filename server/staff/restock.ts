// notify-restocked: one back-in-stock check of the wait list, run by staff after stock changed.
import type { Db } from '../db/client'
import { notifyRestocked } from '../modules/wait-list/restock'
import type { StaffServices } from './commands'
import { StaffInputError } from './staff-error'

export async function notifyRestockedCommand(db: Db, services: StaffServices | undefined): Promise<string[]> {
  if (!services) throw new StaffInputError('notify-restocked needs the mailer; run it through `npm run staff`')
  const sent = await notifyRestocked(db, services.mailer, services.siteUrl)
  return [
    sent === 0
      ? 'No wait-list subscriber is waiting for a product that is back in stock.'
      : `Mailed ${sent} wait-list subscriber(s) about goods back in stock.`,
  ]
}
