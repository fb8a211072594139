// Pages a signed-in buyer gets, rendered for them on every request (never from a shared cache): the catalogue with
// 24 products, a product page and the cart holding three lines, each at 50 connections, p50 and p99 against the
// target; then the API's catalog/products/?ps=24&p=3 at 10 connections. The built shop runs on PGlite with the demo
// data. With BENCH_BASELINE_DIR naming another built checkout (the main branch's), the same figures are taken from
// it in turn, page by page, and each line prints the ratio of requests/s. The load comes from wrk (C), which costs
// far less CPU per request than autocannon (Node) on the cores the server uses, and asks as a browser does
// (Accept-Encoding), so each page's compression is part of what is measured.
import { readFile } from 'node:fs/promises'
import { loadavg } from 'node:os'
import { startBuiltShop, type BuiltShop } from './built-shop'
import { loadLine, type LoadResult } from './load'
import { BROWSER, requireWrk, wrk } from './wrk'

const PAGE_CONNECTIONS = 50
const API_CONNECTIONS = 10
const TARGET_P99_MS = 300
const TARGET_RATIO = 4
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15)
const WARM_UP_SECONDS = 3
const BUYER = { username: 'buyer@example.com', password: 'buyer12345' }

type Shop = { label: string; shop: BuiltShop; cookie: string; productPath: string }

/** Signs the demo buyer in and fills the cart with three lines; the session cookie and a product page's path. */
async function signIn(label: string, shop: BuiltShop): Promise<Shop> {
  const login = await fetch(`${shop.baseUrl}/api/authorization/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: shop.baseUrl },
    body: JSON.stringify(BUYER),
  })
  if (!login.ok) throw new Error(`${label}: signing in answered ${login.status}`)
  const { token } = (await login.json()) as { token: string }
  const bearer = { authorization: `Bearer ${token}` }
  const listing = await fetch(`${shop.baseUrl}/api/catalog/products/?ps=24`, { headers: bearer })
  type Card = { id: number; slug: string; price?: number | null; amount?: string; permissions: { can_order: boolean } }
  const { products } = (await listing.json()) as { products: Card[] }
  const orderable = products.filter((card) => card.permissions.can_order && card.price && card.amount !== 'нет')
  for (const product of orderable.slice(0, 3)) {
    const added = await fetch(`${shop.baseUrl}/api/carts/items/`, {
      method: 'POST',
      headers: { ...bearer, 'content-type': 'application/json' },
      body: JSON.stringify({ product: product.id, quantity: 1 }),
    })
    if (!added.ok)
      throw new Error(`${label}: adding product ${product.id} answered ${added.status} ${await added.text()}`)
  }
  const first = products[0]
  if (!first) throw new Error(`${label}: the catalogue is empty`)
  return { label, shop, cookie: `session=${token}`, productPath: `/product/${first.slug}/` }
}

/** The page must render for the buyer (their prices in it), not fall back to a guest's view or an error. */
async function checkSignedIn(shop: Shop, path: string): Promise<void> {
  const response = await fetch(`${shop.shop.baseUrl}${path}`, { headers: { cookie: shop.cookie } })
  const html = await response.text()
  if (response.status !== 200) throw new Error(`${shop.label} ${path} answered ${response.status}`)
  if (!html.includes('total_sum:')) throw new Error(`${shop.label} ${path} did not render the buyer's cart`)
}

/** CPU time the server process has used, in ms (Linux: utime + stime of /proc/<pid>/stat, in 1/100 s). */
async function cpuMs(shop: BuiltShop): Promise<number> {
  const fields = (await readFile(`/proc/${shop.child.pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? []
  return (Number(fields[11]) + Number(fields[12])) * 10
}

type Measured = LoadResult & { cpuPerRequest: number }

const ratio = (now: Measured, before: Measured | undefined) =>
  before
    ? `  ×${(now.requestsPerSecond / before.requestsPerSecond).toFixed(2)} req/s, ` +
      `×${(before.cpuPerRequest / now.cpuPerRequest).toFixed(2)} by CPU of main (target ≥ ${TARGET_RATIO})`
    : ''

const line = (what: string, result: Measured) =>
  `${loadLine(what, result)}  cpu ${result.cpuPerRequest.toFixed(1)} ms/req`

const verdict = (result: LoadResult, target: number | null) =>
  target === null ? '' : `  ${result.p99 <= target ? 'meets' : 'misses'} p99 ≤ ${target} ms`

async function compare(
  shops: { now: Shop; before?: Shop },
  what: string,
  url: (shop: Shop) => string,
  options: { connections: number; target: number | null; bearer?: boolean },
): Promise<void> {
  // The server's own CPU time per answer is steadier than requests/s on a machine other work shares.
  const run = async (shop: Shop): Promise<Measured> => {
    const target = `${shop.shop.baseUrl}${url(shop)}`
    const credentials: Record<string, string> = options.bearer
      ? { authorization: `Bearer ${shop.cookie.slice('session='.length)}` }
      : { cookie: shop.cookie }
    const headers = { ...BROWSER, ...credentials }
    await wrk(target, { connections: options.connections, seconds: WARM_UP_SECONDS, headers })
    const cpu = await cpuMs(shop.shop)
    const result = await wrk(target, { connections: options.connections, seconds: SECONDS, headers })
    const answered = Math.max(1, result.requestsPerSecond * SECONDS)
    return { ...result, cpuPerRequest: ((await cpuMs(shop.shop)) - cpu) / answered }
  }
  const before = shops.before ? await run(shops.before) : undefined
  const now = await run(shops.now)
  if (before) console.log(line(`  main     ${what}`, before))
  console.log(
    line(`  ${shops.before ? 'this     ' : ''}${what}`, now) + verdict(now, options.target) + ratio(now, before),
  )
}

export async function benchBuyerPages(): Promise<void> {
  requireWrk()
  const baselineDir = process.env.BENCH_BASELINE_DIR
  const started: BuiltShop[] = []
  try {
    const nowShop = await startBuiltShop()
    started.push(nowShop)
    const now = await signIn('this', nowShop)
    let before: Shop | undefined
    if (baselineDir) {
      const baselineShop = await startBuiltShop({}, baselineDir)
      started.push(baselineShop)
      before = await signIn('main', baselineShop)
    } else console.log('buyer pages: set BENCH_BASELINE_DIR to a built checkout of main to compare with it')
    const shops = { now, before }
    for (const shop of [now, before]) {
      if (!shop) continue
      for (const path of ['/catalog/', shop.productPath, '/order/cart/']) await checkSignedIn(shop, path)
    }
    console.log(
      `buyer pages (PGlite, demo data, signed-in buyer, ${PAGE_CONNECTIONS} connections, ${SECONDS} s each; ` +
        `target p99 ≤ ${TARGET_P99_MS} ms and ≥ ${TARGET_RATIO}× main's requests/s; wrk, Accept-Encoding ` +
        `${BROWSER['accept-encoding']}; load average ${loadavg()[0]!.toFixed(2)}):`,
    )
    const page = { connections: PAGE_CONNECTIONS, target: TARGET_P99_MS }
    await compare(shops, '/catalog/', () => '/catalog/', page)
    await compare(shops, 'product page', (shop) => shop.productPath, page)
    await compare(shops, '/order/cart/', () => '/order/cart/', page)
    console.log(`buyer API (${API_CONNECTIONS} connections):`)
    await compare(shops, 'catalog/products/?ps=24&p=3', () => '/api/catalog/products/?ps=24&p=3', {
      connections: API_CONNECTIONS,
      target: null,
      bearer: true,
    })
    console.log(`load average at the end ${loadavg()[0]!.toFixed(2)}`)
  } finally {
    for (const shop of started) await shop.stop()
  }
}
