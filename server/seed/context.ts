// What every part of the seed receives: the database (inside the seeding transaction), media and the clock.
import type { Db } from '../db/client'
import type { MediaWriter } from './media'

export type SeedContext = {
  db: Db
  media: MediaWriter
  /** The moment the data set is anchored to; every date is computed from it, so runs are reproducible. */
  now: Date
  log: (line: string) => void
}
