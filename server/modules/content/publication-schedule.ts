// Publications appear on their publication date and sales actions leave the current list the day after they end,
// without anybody editing them: at that moment the storefront changes, so every shared cache must hear it. One
// timer per process waits for the next such day (in the database's own time zone, which decides `current_date`),
// publishes the change signal and arms itself for the one after; any change re-arms it (a new publication may be
// due sooner).
import { sql } from 'drizzle-orm'
import type { AppContext } from '../../context'
import type { Db } from '../../db/client'
import { rowsOf } from '../catalogue/sql-rows'

/** Node's timers hold at most about 24.8 days; a farther day is reached by waking up once a day to look again. */
const LONGEST_WAIT_MS = 24 * 60 * 60_000
/** Past the boundary by a second, so a database clock slightly behind ours has crossed it too. */
const PAST_BOUNDARY_MS = 1_000

/** Milliseconds until the next day a publication appears or a sales action ends; null when none is ahead. */
export async function msToNextPublicationChange(db: Db): Promise<number | null> {
  const [row] = rowsOf<{ ms: number | string | null }>(
    await db.execute(sql`select extract(epoch from (min(day)::timestamptz - now())) * 1000 as ms from (
        select publication_date as day from publications where is_published and publication_date > current_date
        union all
        select ends_on + 1 from publications where is_published and ends_on is not null and ends_on >= current_date
      ) ahead`),
  )
  return row?.ms === null || row?.ms === undefined ? null : Math.max(0, Number(row.ms))
}

export type PublicationClock = { stop: () => void }

export function startPublicationClock(ctx: Pick<AppContext, 'db' | 'changes'>): PublicationClock {
  let timer: NodeJS.Timeout | null = null
  let stopped = false
  let arming = Promise.resolve()

  const arm = async () => {
    const ms = await msToNextPublicationChange(ctx.db)
    if (stopped) return
    if (timer) clearTimeout(timer)
    timer = null
    if (ms === null) return
    const due = ms + PAST_BOUNDARY_MS <= LONGEST_WAIT_MS
    timer = setTimeout(
      () => {
        timer = null
        // Publishing re-arms the clock through the subscription below.
        if (due) void ctx.changes.publish('content')
        else rearm()
      },
      Math.min(ms + PAST_BOUNDARY_MS, LONGEST_WAIT_MS),
    )
    timer.unref()
  }
  const rearm = () => {
    arming = arming
      .then(arm)
      .catch((error: unknown) =>
        console.error(
          '[publications] the next publication day is unknown:',
          error instanceof Error ? error.message : error,
        ),
      )
  }

  const unsubscribe = ctx.changes.subscribe(rearm)
  rearm()
  return {
    stop() {
      stopped = true
      unsubscribe()
      if (timer) clearTimeout(timer)
    },
  }
}
