// The change signal a process needs: across instances with PostgreSQL, in process with the embedded database.
import type { Database } from '../db/client'
import { postgresChangeSignal } from './postgres-signal'
import { localChangeSignal, type ChangeSignal } from './signal'

export const openChangeSignal = (database: Database): Promise<ChangeSignal> =>
  database.url ? postgresChangeSignal(database.url, database.db) : Promise.resolve(localChangeSignal())
