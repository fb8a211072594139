// A publication's day arriving changes the storefront without an edit: the process knows when the next such day
// begins (a publication dated ahead, or the day after a sales action ends) and publishes the change signal then.
import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import type { ChangeKind } from '../../server/changes/signal'
import { localChangeSignal } from '../../server/changes/signal'
import { publications } from '../../server/db/schema/content'
import { msToNextPublicationChange, startPublicationClock } from '../../server/modules/content/publication-schedule'
import { setupApi } from '../fixtures/api-app'

const api = setupApi()
const DAY_MS = 24 * 60 * 60_000
const added: number[] = []

async function addPublication(values: { day: number; endsIn?: number; published?: boolean }) {
  const [row] = await api.database.db
    .insert(publications)
    .values({
      kind: values.endsIn === undefined ? 'info' : 'sales',
      slug: `schedule-${Date.now().toString(36)}-${added.length}`,
      title: { ru: 'Скоро', en: 'Soon' },
      publicationDate: sql`current_date + ${values.day}::int` as unknown as string,
      endsOn: values.endsIn === undefined ? null : (sql`current_date + ${values.endsIn}::int` as unknown as string),
      isPublished: values.published ?? true,
    })
    .returning({ id: publications.id })
  added.push(row!.id)
  return row!.id
}

/** Only what this file adds counts: the demo data's own dated publications are moved into the past. */
async function clearAhead() {
  await api.database.db
    .update(publications)
    .set({ publicationDate: sql`least(publication_date, current_date)`, endsOn: null })
}

afterEach(async () => {
  vi.useRealTimers()
  if (added.length > 0) await api.database.db.delete(publications).where(inArray(publications.id, added.splice(0)))
})
afterAll(() => vi.useRealTimers())

describe('the next publication day', () => {
  it('is unknown when nothing is dated ahead', async () => {
    await clearAhead()
    await addPublication({ day: 3, published: false })
    expect(await msToNextPublicationChange(api.database.db)).toBeNull()
  })

  it('is the start of the day a publication appears', async () => {
    await clearAhead()
    await addPublication({ day: 5 })
    const id = await addPublication({ day: 1 })
    const ms = (await msToNextPublicationChange(api.database.db))!
    expect(ms).toBeGreaterThan(0)
    expect(ms).toBeLessThanOrEqual(DAY_MS)
    await api.database.db.delete(publications).where(eq(publications.id, id))
    expect(await msToNextPublicationChange(api.database.db)).toBeGreaterThan(4 * DAY_MS)
  })

  it('is the day after a current sales action ends', async () => {
    await clearAhead()
    await addPublication({ day: -3, endsIn: 0 })
    const ms = (await msToNextPublicationChange(api.database.db))!
    expect(ms).toBeGreaterThan(0)
    expect(ms).toBeLessThanOrEqual(DAY_MS)
  })

  it('publishes the change signal when the day arrives', async () => {
    await clearAhead()
    await addPublication({ day: 1 })
    const changes = localChangeSignal()
    const heard: ChangeKind[] = []
    changes.subscribe((kind) => heard.push(kind))
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
    const clock = startPublicationClock({ db: api.database.db, changes })
    try {
      await vi.waitFor(() => expect(vi.getTimerCount()).toBeGreaterThan(0))
      vi.advanceTimersByTime(DAY_MS + 2_000)
      expect(heard).toEqual(['content'])
    } finally {
      clock.stop()
    }
  })
})
