// The change signal: heard in the publishing process at once; with PostgreSQL also by every other instance on the
// database, each hearing a change once; shared caches subscribed to it are dropped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openChangeSignal } from '../../server/changes/open'
import type { ChangeKind, ChangeSignal } from '../../server/changes/signal'
import { TtlCache } from '../../server/http/ttl-cache'
import { setupApi } from '../fixtures/api-app'

const api = setupApi()
const signals: ChangeSignal[] = []

beforeAll(async () => {
  for (let i = 0; i < 2; i += 1) signals.push(await openChangeSignal(api.database))
})
afterAll(async () => {
  await Promise.all(signals.map((signal) => signal.close()))
})

const heard = (signal: ChangeSignal) => {
  const kinds: ChangeKind[] = []
  const stop = signal.subscribe((kind) => kinds.push(kind))
  return { kinds, stop }
}

describe('the change signal', () => {
  it('tells the publishing process before publish resolves, once per change', async () => {
    const [first] = signals
    const own = heard(first!)
    const done = first!.publish('content')
    expect(own.kinds).toEqual(['content'])
    await done
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(own.kinds).toEqual(['content'])
    own.stop()
  })

  it('reaches the other instance on the same database with PostgreSQL, and only this process with PGlite', async () => {
    const [first, second] = signals
    const other = heard(second!)
    await first!.publish('catalogue')
    if (api.database.kind === 'postgres') await expect.poll(() => other.kinds).toEqual(['catalogue'])
    else {
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(other.kinds).toEqual([])
    }
    other.stop()
  })

  it('drops the caches of a subscribed context; a listener that throws keeps no other from hearing', async () => {
    api.ctx.cache = new TtlCache(60_000)
    let loads = 0
    const load = () => api.ctx.cache.get('probe', async () => (loads += 1))
    await load()
    await load()
    expect(loads).toBe(1)
    const stopBroken = api.ctx.changes.subscribe(() => {
      throw new Error('broken listener')
    })
    await api.ctx.changes.publish('site')
    await load()
    expect(loads).toBe(2)
    stopBroken()
    api.ctx.cache = new TtlCache(0)
  })
})
