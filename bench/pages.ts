// `npm run bench -- pages`: guest pages of the built shop (PGlite, production) beside a bare node:http server that
// answers the same bytes with the same headers: requests/s, p50 and p99 at 50 connections, and the ratio of the
// shop's requests/s to the bare server's (goal ≥ 0.5). Then the sizes of /catalog/ (identity, gzip, brotli) and the
// revalidation path (If-None-Match → 304). Shop and bare server alternate in PAGES_PAIRS pairs (3 by default) of
// PAGES_SECONDS each (10 by default); the median pair is printed, the machine being shared and noisy.
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http'
import { loadSamples } from '../tests/e2e/page-checks/page-types'
import { freePort, startBuiltShop } from './built-shop'
import { load, loadLine, type LoadResult } from './load'

const SECONDS = Number(process.env.PAGES_SECONDS ?? 10)
const PAIRS = Number(process.env.PAGES_PAIRS ?? 3)
const CONNECTIONS = 50
const TARGET_RATIO = 0.5
const ENCODINGS = 'br, gzip'
const WEIGHT_TARGET_KB = { identity: 60, brotli: 15 }

type Raw = { status: number; headers: IncomingHttpHeaders; body: Buffer }

/** A GET whose body is left as it came (fetch would decode it). */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      )
      response.on('error', reject)
    })
      .on('error', reject)
      .end()
  })
}

/** Headers of an answer worth replaying; the connection's own are the server's business. */
const replayed = (headers: IncomingHttpHeaders) =>
  Object.entries(headers).filter(
    (entry): entry is [string, string | string[]] =>
      entry[1] !== undefined && !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(entry[0]),
  )

/** The bare server: the same bytes and headers for every request. */
async function bareServer(page: Raw): Promise<{ url: string; server: Server }> {
  const port = await freePort()
  const headers = [...replayed(page.headers), ['content-length', String(page.body.length)] as [string, string]]
  const server = createServer((_request, response) => {
    for (const [name, value] of headers) response.setHeader(name, value)
    response.end(page.body)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${port}/`, server }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

export async function benchPages(): Promise<void> {
  console.log('pages: starting the built shop (PGlite, seeded demo data)…')
  const shop = await startBuiltShop()
  try {
    const samples = await loadSamples(shop.baseUrl)
    const pages = [
      { name: 'guest /', path: '/' },
      { name: 'guest /catalog/', path: '/catalog/' },
      { name: `guest /catalog/${samples.leaf}/`, path: `/catalog/${samples.leaf}/` },
      { name: 'guest product page', path: `/product/${samples.product}/` },
    ]
    // load() hands autocannon its method as given: an unset one is refused.
    const headers = { 'accept-encoding': ENCODINGS }
    console.log(
      `pages: ${CONNECTIONS} connections, ${PAIRS} pairs of ${SECONDS} s runs, Accept-Encoding: ${ENCODINGS}; the ` +
        `shop, then a bare node:http server answering the same bytes and headers`,
    )
    const ratios: number[] = []
    for (const page of pages) {
      const url = `${shop.baseUrl}${page.path}`
      await rawGet(url, headers)
      const sample = await rawGet(url, headers)
      if (sample.status !== 200) throw new Error(`${page.path} answered ${sample.status}`)
      const bare = await bareServer(sample)
      try {
        const runs: { shop: LoadResult; bare: LoadResult; ratio: number }[] = []
        for (let pair = 0; pair < PAIRS; pair += 1) {
          const shopResult = await load(url, { connections: CONNECTIONS, seconds: SECONDS, headers, method: 'GET' })
          const bareResult = await load(bare.url, {
            connections: CONNECTIONS,
            seconds: SECONDS,
            headers,
            method: 'GET',
          })
          runs.push({
            shop: shopResult,
            bare: bareResult,
            ratio: shopResult.requestsPerSecond / bareResult.requestsPerSecond,
          })
        }
        runs.sort((a, b) => a.ratio - b.ratio)
        const median = runs[Math.floor(runs.length / 2)]!
        ratios.push(median.ratio)
        console.log(loadLine(`${page.name} (${sample.headers['x-cache'] ?? '-'})`, median.shop))
        console.log(loadLine(`  bare node:http, same ${kb(sample.body.length)}`, median.bare))
        console.log(
          `  ratio ${median.ratio.toFixed(2)} (goal ≥ ${TARGET_RATIO}) ` +
            `${median.ratio >= TARGET_RATIO ? 'met' : 'MISSED'}` +
            ` — median of ${runs.map((run) => run.ratio.toFixed(2)).join(', ')}; ` +
            `content-encoding ${sample.headers['content-encoding'] ?? 'none'}`,
        )
      } finally {
        await new Promise((resolve) => bare.server.close(resolve))
      }
    }
    const catalog = `${shop.baseUrl}/catalog/`
    const [identity, gzip, brotli] = await Promise.all(
      ['identity', 'gzip', 'br'].map((coding) => rawGet(catalog, { 'accept-encoding': coding })),
    )
    const weight = (bytes: number, targetKb: number) =>
      `${kb(bytes)} (${bytes} bytes; ratio ${(bytes / 1024 / targetKb).toFixed(2)} to ≤ ${targetKb} KB, ` +
      `${bytes <= targetKb * 1024 ? 'met' : 'MISSED'})`
    console.log(
      `/catalog/ weight: uncompressed ${weight(identity!.body.length, WEIGHT_TARGET_KB.identity)}; ` +
        `brotli ${weight(brotli!.body.length, WEIGHT_TARGET_KB.brotli)} (${brotli!.headers['content-encoding']}); ` +
        `gzip ${kb(gzip!.body.length)} (${gzip!.headers['content-encoding']})`,
    )
    const etag = String(brotli!.headers.etag ?? '')
    const revalidated = await rawGet(catalog, { 'accept-encoding': ENCODINGS, 'if-none-match': etag })
    console.log(
      `/catalog/ revalidation: If-None-Match ${etag} → ${revalidated.status} with ${revalidated.body.length} bytes ` +
        `${revalidated.status === 304 ? '(ok)' : '(EXPECTED 304)'}`,
    )
    const worst = Math.min(...ratios)
    console.log(
      `pages: lowest ratio ${worst.toFixed(2)} (goal ≥ ${TARGET_RATIO}) ${worst >= TARGET_RATIO ? 'met' : 'MISSED'}`,
    )
  } finally {
    await shop.stop()
  }
}
