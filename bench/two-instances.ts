// Two instances of the built shop on one fresh PostgreSQL database and one DATA_DIR (media, mail), started at the
// same moment on the empty database (one migrates and seeds, the other waits for it), behind nginx configured by
// deploy/nginx.conf, with TRUST_PROXY=1 as that file asks.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freshDatabase } from './fresh-database'
import { freePort, startBuiltShop, type BuiltShop } from './built-shop'
import { startNginx } from './nginx'

export type TwoInstances = {
  /** nginx in front of both: the shop's public address (SITE_URL). */
  front: string
  a: BuiltShop
  b: BuiltShop
  /** nginx's master process, and the database's name (to tell their processes apart). */
  nginxPid: number
  database: string
  stop: () => Promise<void>
}

export async function startTwoInstances(serverUrl: string, env: NodeJS.ProcessEnv = {}): Promise<TwoInstances> {
  const database = await freshDatabase(serverUrl, 'vitrina_instances')
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vitrina-instances-'))
  const frontPort = await freePort()
  const front = `http://127.0.0.1:${frontPort}`
  const shared = {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    SITE_URL: front,
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
    RESTOCK_CHECK_SECONDS: '0',
    ...env,
  }
  const started: BuiltShop[] = []
  const stop = async () => {
    await Promise.all(started.map((shop) => shop.stop()))
    await database.drop()
    await rm(dataDir, { recursive: true, force: true })
  }
  try {
    const results = await Promise.allSettled([startBuiltShop(shared), startBuiltShop(shared)])
    for (const result of results) if (result.status === 'fulfilled') started.push(result.value)
    const failed = results.find((result) => result.status === 'rejected')
    if (failed) throw failed.reason
    const [a, b] = started as [BuiltShop, BuiltShop]
    const nginx = await startNginx([portOf(a), portOf(b)], frontPort)
    return {
      front,
      a,
      b,
      nginxPid: nginx.child.pid!,
      database: database.name,
      stop: async () => {
        await nginx.stop()
        await stop()
      },
    }
  } catch (error) {
    await stop()
    throw error
  }
}

const portOf = (shop: BuiltShop) => Number(new URL(shop.baseUrl).port)
