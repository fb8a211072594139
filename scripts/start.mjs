// `npm start`: builds when the sources changed, brings up the backend (migrations, demo data on an empty
// database), then serves the storefront, its assets, the API and media on PORT — in WEB_CONCURRENCY processes
// sharing the port when it asks for more than one (scripts/workers.mjs).
import { execFileSync } from 'node:child_process'
import cluster from 'node:cluster'
import { existsSync, readFileSync } from 'node:fs'
import { STAMP, sourceFingerprint } from './fingerprint.mjs'
import { requestedWorkers, runWorkers } from './workers.mjs'

if (existsSync('.env')) process.loadEnvFile('.env')
process.env.NODE_ENV ??= 'production'

const built = cluster.isWorker || (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === sourceFingerprint())
if (!built) {
  console.log('[start] building the storefront…')
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' })
}

const workers = requestedWorkers()
if (cluster.isPrimary && workers > 1) {
  await runWorkers(workers)
} else {
  await serve()
}

/** One app process: the backend and the HTTP server on PORT. */
async function serve() {
  const { serve: listen } = await import('srvx')
  const { staticMiddleware } = await import('srvx/static')
  const entry = await import('../dist/server/server.js')

  let backend
  try {
    backend = await entry.ready
  } catch (error) {
    console.error(error instanceof Error && error.name === 'EnvError' ? error.message : error)
    process.exit(1)
  }

  const assets = staticMiddleware({ dir: 'dist/client', maxAge: 31_536_000, immutable: true, compress: true })
  const files = staticMiddleware({ dir: 'dist/client', maxAge: 3600, compress: true })

  const server = listen({
    port: backend.env.PORT,
    hostname: backend.env.HOST,
    silent: true,
    // Workers listen through the primary, which hands their connections out in turn (srvx asks for a port of
    // its own otherwise, which a second worker could not get).
    node: cluster.isWorker ? { exclusive: false } : undefined,
    middleware: [
      async (request, next) => entry.withSecurityHeaders(await next()),
      // Hashed build assets never change; everything else in public/ may. A path ending in / is a page: public/
      // holds files, so no disk lookup is worth making for it.
      (request, next) => {
        const { pathname } = new URL(request.url)
        if (pathname.endsWith('/')) return next()
        return pathname.startsWith('/assets/') ? assets(request, next) : files(request, next)
      },
    ],
    fetch: entry.default.fetch,
  })
  await server.ready()
  // Requests Node's parser refuses (oversized headers, malformed lines) get a JSON answer instead of an empty one.
  server.node.server.on('clientError', (error, socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) socket.destroy(error)
    else socket.end(entry.parserRefusal(error))
  })
  const worker = cluster.isWorker ? `worker ${cluster.worker.id} (pid ${process.pid}) ` : ''
  console.log(
    `[start] ${worker}Vitrina is listening on http://${backend.env.HOST}:${backend.env.PORT}/ ` +
      `(public address ${backend.env.SITE_URL})`,
  )

  let stopping = false
  const stop = async () => {
    // Ctrl-C reaches every process of the group, and the primary passes SIGTERM on as well.
    if (stopping) return
    stopping = true
    await server.close()
    await backend.database.close()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
