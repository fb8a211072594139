// The change signal across app instances on one PostgreSQL: NOTIFY (through the pool) on a channel every instance
// LISTENs to on a connection of its own. A publisher hears its own notification too, so it tells its listeners at
// once and skips the echo. While the listening connection is down nothing can be heard, so on reconnecting every
// kind counts as changed.
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Client } from 'pg'
import type { Db } from '../db/client'
import { CHANGE_KINDS, changeListeners, type ChangeKind, type ChangeSignal } from './signal'

export const CHANGE_CHANNEL = 'vitrina_changes'

const RECONNECT_MS = 1_000

const isKind = (value: string): value is ChangeKind => (CHANGE_KINDS as readonly string[]).includes(value)

export async function postgresChangeSignal(databaseUrl: string, db: Db): Promise<ChangeSignal> {
  const { default: pg } = await import('pg')
  const origin = randomUUID()
  const listeners = changeListeners()
  let client: Client | null = null
  let closed = false
  let retry: NodeJS.Timeout | null = null

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl })
    next.on('notification', (message) => {
      const [kind, from] = (message.payload ?? '').split(':')
      if (from !== origin && kind && isKind(kind)) listeners.tell(kind)
    })
    next.on('error', (error) => {
      console.error('[changes] the listening connection failed:', error.message)
      lost(next)
    })
    next.on('end', () => lost(next))
    await next.connect()
    await next.query(`listen ${CHANGE_CHANNEL}`)
    client = next
  }

  const lost = (which: Client) => {
    if (client !== which || closed) return
    client = null
    void which.end().catch(() => {})
    scheduleReconnect()
  }

  const scheduleReconnect = () => {
    if (closed || retry) return
    retry = setTimeout(() => {
      retry = null
      connect().then(
        () => CHANGE_KINDS.forEach((kind) => listeners.tell(kind)),
        (error: unknown) => {
          console.error('[changes] reconnecting failed:', error instanceof Error ? error.message : error)
          scheduleReconnect()
        },
      )
    }, RECONNECT_MS)
    retry.unref()
  }

  await connect()
  return {
    async publish(kind) {
      listeners.tell(kind)
      try {
        await db.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${`${kind}:${origin}`})`)
      } catch (error) {
        console.error('[changes] other instances were not told:', error instanceof Error ? error.message : error)
      }
    },
    subscribe: listeners.add,
    async close() {
      closed = true
      if (retry) clearTimeout(retry)
      const last = client
      client = null
      await last?.end()
    },
  }
}
