// What must follow any change of the catalogue from outside the storefront (a 1C import): every shared cache of
// every instance is dropped through the change signal (server/changes/), the dealer feed is dropped, and the wait
// list is checked now, so subscribers of products that came back in stock get their mail without waiting for the
// periodic check. The PDF catalogue and its thumbnails need nothing: the PDF is written from the database on each
// request and thumbnails are keyed by file.
import type { AppContext } from '../../context'
import { invalidateYmlFeed } from '../../feeds/yml/cache'
import { notifyRestocked } from '../wait-list/restock'

/** Answers how many back-in-stock mails went out; a failed check is logged (the periodic one tries again). */
export async function catalogueChanged(ctx: AppContext): Promise<{ restockMails: number }> {
  await ctx.changes.publish('catalogue')
  await invalidateYmlFeed(ctx)
  try {
    return { restockMails: await notifyRestocked(ctx.db, ctx.mailer, ctx.env.SITE_URL) }
  } catch (error) {
    console.error('[exchange] restock check after the import failed:', error instanceof Error ? error.message : error)
    return { restockMails: 0 }
  }
}
