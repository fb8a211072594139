// The built feed is kept as a file, DATA_DIR/feeds/yml.xml, written beside it and renamed into place, so a reader
// never sees half of one. It is built on the first request after it was dropped, by the catalogue import
// (`invalidateYmlFeed`) or by age (`MAX_AGE_MS`, for catalogue edits made any other way); requests arriving during
// a build wait for that build. Dropping is removing the file, so an import run by another process on the same
// machine (the staff CLI) is seen too. A process builds the feed once before serving it, since its configuration
// (SITE_URL, YML_PRICE_TYPE) may differ from the one that wrote the file found on disk.
import { randomBytes } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { Db } from '../../db/client'
import type { Env } from '../../env'
import { ymlChunks } from './document'

export type YmlFeedDeps = { db: Db; env: Pick<Env, 'DATA_DIR' | 'SITE_URL' | 'YML_PRICE_TYPE'> }

/** A feed older than this is built again even without an import. */
export const MAX_AGE_MS = 15 * 60_000

export const ymlFeedFile = (env: Pick<Env, 'DATA_DIR'>) => path.resolve(env.DATA_DIR, 'feeds', 'yml.xml')

/** Per feed file: the build in progress, how many times the feed was dropped (a build outdated by a drop is not put
 * in place), and whether this process has built it yet. */
const state = new Map<string, { building: Promise<void> | null; drops: number; builtHere: boolean }>()

const stateOf = (file: string) => {
  let entry = state.get(file)
  if (!entry) {
    entry = { building: null, drops: 0, builtHere: false }
    state.set(file, entry)
  }
  return entry
}

async function build(deps: YmlFeedDeps, file: string): Promise<void> {
  const entry = stateOf(file)
  const drops = entry.drops
  await mkdir(path.dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`
  try {
    const chunks = ymlChunks(deps.db, { siteUrl: deps.env.SITE_URL, priceType: deps.env.YML_PRICE_TYPE })
    await pipeline(Readable.from(chunks), createWriteStream(temporary))
    if (entry.drops !== drops) return
    await rename(temporary, file)
    entry.builtHere = true
  } finally {
    await rm(temporary, { force: true })
  }
}

async function isFresh(file: string): Promise<boolean> {
  const info = await stat(file).catch(() => null)
  return info !== null && Date.now() - info.mtimeMs < MAX_AGE_MS
}

/** The path of a current feed file, built first when there is none. */
export async function currentYmlFeed(deps: YmlFeedDeps): Promise<string> {
  const file = ymlFeedFile(deps.env)
  const entry = stateOf(file)
  while (!entry.builtHere || !(await isFresh(file))) {
    entry.building ??= build(deps, file).finally(() => {
      entry.building = null
    })
    await entry.building
  }
  return file
}

/** Drops the built feed so the next request builds it from the catalogue as it is now. The catalogue import calls
 * it (through `catalogueChanged`) once its changes are committed. */
export async function invalidateYmlFeed(ctx: Pick<YmlFeedDeps, 'env'>): Promise<void> {
  const file = ymlFeedFile(ctx.env)
  stateOf(file).drops += 1
  await rm(file, { force: true })
}
