// Cold start (first 200 of the home page after `npm start` on existing data) and the home page's first-load
// JavaScript (gzip). The start time is also given as a ratio to a bare srvx server started the same way.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { firstOk, startServer, stopServer } from './server-process'

const RUNS = 3
const PORT = 3917

async function timeStart(args: string[], env: NodeJS.ProcessEnv, url: string): Promise<number> {
  const started = performance.now()
  const child = startServer(args, env)
  try {
    return await firstOk(url, child, started)
  } finally {
    await stopServer(child)
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

async function firstLoadJs(baseURL: string): Promise<{ files: number; gzip: number }> {
  const html = await (await fetch(`${baseURL}/`)).text()
  const urls = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!))
  let gzip = 0
  for (const url of urls) gzip += gzipSync(Buffer.from(await (await fetch(`${baseURL}${url}`)).arrayBuffer())).length
  return { files: urls.size, gzip }
}

export async function benchStartup() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vitrina-bench-start-'))
  const env = { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'production' }
  const url = `http://127.0.0.1:${PORT}/`
  try {
    const first = await timeStart(['scripts/start.mjs'], env, url) // builds if needed, seeds the empty database
    const starts: number[] = []
    for (let run = 0; run < RUNS; run += 1) starts.push(await timeStart(['scripts/start.mjs'], env, url))
    const bare =
      `import { serve } from 'srvx'; ` +
      `serve({ port: ${PORT}, hostname: '127.0.0.1', silent: true, fetch: () => new Response('ok') })`
    const baseline: number[] = []
    for (let run = 0; run < RUNS; run += 1) baseline.push(await timeStart(['--input-type=module', '-e', bare], {}, url))

    const child = startServer(['scripts/start.mjs'], env)
    await firstOk(url, child, performance.now())
    const js = await firstLoadJs(`http://127.0.0.1:${PORT}`)
    await stopServer(child)

    const start = median(starts)
    const bareStart = median(baseline)
    console.log(`startup: first start with seeding ${first.toFixed(0)} ms`)
    console.log(
      `startup: cold start on existing data, median of ${RUNS}: ${start.toFixed(0)} ms ` +
        `(bare srvx ${bareStart.toFixed(0)} ms, ratio ${(start / bareStart).toFixed(1)}×)`,
    )
    console.log(`startup: home page first-load JS ${(js.gzip / 1024).toFixed(1)} KB gzip in ${js.files} files`)
  } finally {
    await rm(dataDir, { recursive: true, force: true })
  }
}
