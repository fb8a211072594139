// Back-in-stock mail, sent once per subscription. Rows are claimed by setting `notified_at` in the statement that
// finds them, skipping rows another runner has locked, so two servers running this at once never mail twice.
// A mail that fails to send un-claims its row, and the next run tries again.
import { eq, sql } from 'drizzle-orm'
import type { Locale } from '../../../contract/site'
import type { Db } from '../../db/client'
import type { Localized } from '../../db/schema/columns'
import { waitList } from '../../db/schema/ordering'
import { pick } from '../../localize'
import type { Mailer } from '../../mail/mailer'
import { restockNotice } from '../../mail/restock-mail'
import { rowsOf } from '../catalogue/sql-rows'

const BATCH = 200

type Claimed = { id: number; email: string; locale: Locale | null; title: Localized; sku: string; slug: string }

async function claimBatch(db: Db): Promise<Claimed[]> {
  return rowsOf<Claimed>(
    await db.execute(sql`
      update wait_list w set notified_at = now()
      from products p
      where p.id = w.product_id and w.notified_at is null and w.id in (
        select ready.id from wait_list ready join products stocked on stocked.id = ready.product_id
        where ready.notified_at is null and stocked.stock > 0 and stocked.is_published
        order by ready.id limit ${BATCH} for update of ready skip locked)
      returning w.id, w.email, (select u.locale from users u where u.id = w.user_id) as locale,
        p.title, p.sku, p.slug`),
  )
}

/** Mails every subscriber whose product is back in stock; answers how many mails went out. */
export async function notifyRestocked(db: Db, mailer: Mailer, siteUrl: string): Promise<number> {
  let sent = 0
  for (;;) {
    const claimed = await claimBatch(db)
    let failed = false
    for (const row of claimed) {
      const locale = row.locale ?? 'ru'
      const mail = restockNotice(
        { email: row.email, locale, title: pick(row.title, locale), sku: row.sku, slug: row.slug },
        siteUrl,
      )
      try {
        await mailer.send(mail)
        sent += 1
      } catch (error) {
        console.error(
          `[wait-list] could not mail ${row.email} about ${row.sku}:`,
          error instanceof Error ? error.message : error,
        )
        await db.update(waitList).set({ notifiedAt: null }).where(eq(waitList.id, row.id))
        failed = true
      }
    }
    // After a failure the rest waits for the next run rather than re-claiming the same rows at once.
    if (claimed.length < BATCH || failed) return sent
  }
}

/** Runs `notifyRestocked` every `seconds` (never two runs of this process at once); stop() ends it. */
export function startRestockChecks(db: Db, mailer: Mailer, siteUrl: string, seconds: number): { stop: () => void } {
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    notifyRestocked(db, mailer, siteUrl)
      .catch((error: unknown) =>
        console.error('[wait-list] restock check failed:', error instanceof Error ? error.message : error),
      )
      .finally(() => (running = false))
  }, seconds * 1000)
  timer.unref()
  return { stop: () => clearInterval(timer) }
}
