// Yandex Metrika and Google Analytics (SPEC 1, 9): loaded only outside localhost and only when their ids are
// configured; page views, the buy goal and Metrika's e-commerce events go through here, nowhere else.

export type CounterIds = { yandex_metrika_id: string | null; google_analytics_id: string | null }

type Counters = {
  ym?: (id: number, method: string, ...args: unknown[]) => void
  gtag?: (...args: unknown[]) => void
  dataLayer?: unknown[]
}

const LOCAL_HOST = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|.*\.localhost)$/i

let active: CounterIds | null = null

/** Counters run on a real host when at least one id is configured. */
export function shouldLoadCounters(hostname: string, ids: CounterIds): boolean {
  return !LOCAL_HOST.test(hostname) && Boolean(ids.yandex_metrika_id || ids.google_analytics_id)
}

function addScript(src: string): void {
  const script = document.createElement('script')
  script.async = true
  script.src = src
  document.head.append(script)
}

/** Starts the configured counters once per page load. Their first hit is the page that loads them. */
export function loadCounters(ids: CounterIds, win: Window & Counters = window): void {
  if (active || !shouldLoadCounters(win.location.hostname, ids)) return
  active = ids
  win.dataLayer ??= []
  if (ids.yandex_metrika_id) {
    const queue: unknown[][] = []
    win.ym ??= Object.assign((...args: unknown[]) => void queue.push(args), {
      a: queue,
      l: Date.now(),
    }) as Counters['ym']
    addScript('https://mc.yandex.ru/metrika/tag.js')
    win.ym?.(Number(ids.yandex_metrika_id), 'init', {
      clickmap: true,
      trackLinks: true,
      accurateTrackBounce: true,
      ecommerce: 'dataLayer',
    })
  }
  if (ids.google_analytics_id) {
    const dataLayer = win.dataLayer
    // gtag reads the arguments object itself from the data layer.
    win.gtag ??= function gtag() {
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments)
    }
    addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ids.google_analytics_id)}`)
    win.gtag('js', new Date())
    win.gtag('config', ids.google_analytics_id)
  }
}

const counters = (): Counters | null => (active && typeof window !== 'undefined' ? (window as Window & Counters) : null)

export function trackPageView(url: string, title: string): void {
  const win = counters()
  if (!win || !active) return
  if (active.yandex_metrika_id) win.ym?.(Number(active.yandex_metrika_id), 'hit', url, { title })
  if (active.google_analytics_id) win.gtag?.('event', 'page_view', { page_location: url, page_title: title })
}

/** SPEC 1: after a successful add to cart. */
export function trackBuyGoal(): void {
  const win = counters()
  if (!win || !active) return
  if (active.yandex_metrika_id) win.ym?.(Number(active.yandex_metrika_id), 'reachGoal', 'buy')
  if (active.google_analytics_id) win.gtag?.('event', 'add_to_cart')
}

export type EcommerceProduct = {
  id: number
  name: string
  brand?: string | null
  category?: string | null
  price?: number | null
  quantity?: number
}

/** Metrika e-commerce through the data layer; `price` is in roubles and only present for buyers. */
export function trackEcommerce(
  action: 'detail' | 'add' | 'remove' | 'purchase',
  products: EcommerceProduct[],
  orderId?: string,
): void {
  const win = counters()
  if (!win) return
  const event = action === 'purchase' ? { actionField: { id: orderId }, products } : { products }
  win.dataLayer?.push({ ecommerce: { currencyCode: 'RUB', [action]: event } })
}

/** Test seam: forget the started counters. */
export function resetCountersForTests(): void {
  active = null
}
