// Soak: the built shop (production, the embedded database) under a steady mixed load for ten minutes (SOAK_SECONDS
// to try it shorter): guest pages, the API listing and a signed-in buyer adding to the cart, all at once on two
// connections each (a steady load, not a saturating one: a closed loop of many connections on a shared machine ends
// in timeouts), in windows of 30 s after which the cart is emptied (so it never reaches its limit). The server's
// resident memory is sampled every few seconds. Judged by its growth from the end of the warm-up to the end
// (goal ≤ 10 %) and the errors (goal 0: answers other than 2xx/3xx, connection errors, timeouts).
import { loadavg } from 'node:os'
import type { ProductListResponse } from '../contract/catalogue'
import { startBuiltShop } from './built-shop'
import { load, loadLine, type LoadResult } from './load'
import { residentMb } from './server-process'
import { signIn, writeHeaders } from './sign-in'

const SECONDS = Number(process.env.SOAK_SECONDS ?? 600)
const WINDOW_SECONDS = Math.min(30, SECONDS)
const WARM_UP_SECONDS = Math.min(60, Math.round(SECONDS / 5))
const SAMPLE_MS = 5_000
const TARGET_GROWTH = 0.1

type Sample = { second: number; mb: number }

/** The mean of the samples in the `seconds` before `at`: one sample is too noisy to compare. */
const meanBefore = (samples: Sample[], at: number, seconds = 15) => {
  const near = samples.filter((sample) => sample.second <= at && sample.second > at - seconds)
  const chosen = near.length > 0 ? near : samples.slice(-1)
  return chosen.reduce((sum, sample) => sum + sample.mb, 0) / chosen.length
}

export async function benchSoak() {
  const shop = await startBuiltShop({ LOG_LEVEL: 'warn' })
  const pid = shop.child.pid!
  const samples: Sample[] = []
  const started = performance.now()
  const sampler = setInterval(() => {
    residentMb(pid).then(
      (mb) => samples.push({ second: (performance.now() - started) / 1000, mb }),
      () => {},
    )
  }, SAMPLE_MS)
  try {
    const session = await signIn(shop.baseUrl, shop.baseUrl)
    const listing = (await (
      await fetch(`${shop.baseUrl}/api/catalog/products/?ps=48`, { headers: { cookie: session.cookie } })
    ).json()) as ProductListResponse
    // Goods out of stock are refused (400): each window adds one the buyer may order now.
    const orderable = listing.products.filter(
      (card) => card.permissions.can_order && (card.price ?? 0) > 0 && card.amount && card.amount !== 'нет',
    )
    const product = listing.products[0]
    if (!product || orderable.length === 0) throw new Error('the demo catalogue has no product the buyer may order')
    const write = writeHeaders(session, shop.baseUrl)
    const totals = new Map<string, LoadResult[]>()
    console.log(`\nSoak: ${SECONDS} s of mixed load in ${WINDOW_SECONDS} s windows; RSS sampled every ${SAMPLE_MS} ms`)
    for (let window = 0; (performance.now() - started) / 1000 < SECONDS; window += 1) {
      const seconds = Math.max(1, Math.min(WINDOW_SECONDS, Math.round(SECONDS - (performance.now() - started) / 1000)))
      const adding = orderable[window % orderable.length]!
      const runs: [string, Promise<LoadResult>][] = [
        ['guest /', load(`${shop.baseUrl}/`, { connections: 2, seconds })],
        ['guest /catalog/', load(`${shop.baseUrl}/catalog/`, { connections: 2, seconds })],
        ['guest product page', load(`${shop.baseUrl}/product/${product.slug}/`, { connections: 2, seconds })],
        [
          'API catalog/products/?ps=24&p=3',
          load(`${shop.baseUrl}/api/catalog/products/?ps=24&p=3`, {
            connections: 2,
            seconds,
          }),
        ],
        [
          'signed-in add to cart',
          load(`${shop.baseUrl}/api/carts/items/`, {
            connections: 2,
            seconds,
            method: 'POST',
            headers: write,
            body: JSON.stringify({ product: adding.id, quantity: 1 }),
          }),
        ],
      ]
      for (const [what, run] of runs) totals.set(what, [...(totals.get(what) ?? []), await run])
      const cleared = await fetch(`${shop.baseUrl}/api/carts/clear/`, { method: 'POST', headers: write })
      if (!cleared.ok) throw new Error(`emptying the cart answered ${cleared.status}`)
    }
    clearInterval(sampler)
    const end = (performance.now() - started) / 1000
    let errors = 0
    for (const [what, results] of totals) {
      const count = results.length
      const mean = (pick: (result: LoadResult) => number) => results.reduce((sum, r) => sum + pick(r), 0) / count
      const worstP99 = Math.max(...results.map((result) => result.p99))
      const windowErrors = results.reduce((sum, result) => sum + result.errors, 0)
      errors += windowErrors
      console.log(
        loadLine(what, {
          requestsPerSecond: mean((r) => r.requestsPerSecond),
          p50: mean((r) => r.p50),
          p99: worstP99,
          errors: windowErrors,
          bytesPerRequest: 0,
        }),
      )
    }
    const warm = meanBefore(samples, WARM_UP_SECONDS)
    const last = meanBefore(samples, end)
    const peak = Math.max(...samples.map((sample) => sample.mb))
    const growth = (last - warm) / warm
    console.log(
      `RSS after the ${WARM_UP_SECONDS} s warm-up ${warm.toFixed(0)} MB, at the end ${last.toFixed(0)} MB, ` +
        `peak ${peak.toFixed(0)} MB (${samples.length} samples)`,
    )
    // The curve tells a heap that settles at its high-water mark from one that keeps growing.
    const byMinute = Array.from({ length: Math.ceil(end / 60) }, (_, minute) =>
      meanBefore(samples, (minute + 1) * 60, 60),
    )
    console.log(`RSS by minute: ${byMinute.map((mb) => mb.toFixed(0)).join(', ')} MB`)
    const verdict = (met: boolean) => (met ? 'meets' : 'misses')
    console.log(
      `growth ${(growth * 100).toFixed(1)} % (goal ≤ ${TARGET_GROWTH * 100} %: ${verdict(growth <= TARGET_GROWTH)} it)`,
    )
    console.log(`errors ${errors} (goal 0: ${verdict(errors === 0)} it)`)
    console.log(`load average ${loadavg()[0]?.toFixed(1)} at the end (the machine is shared)`)
  } finally {
    clearInterval(sampler)
    await shop.stop()
  }
}
