// `npm run bench`: every benchmark in turn, each printing its figures and the ratio it is judged by.
// `npm run bench -- catalogue` runs only the named ones; a number among the names is the size for those that take
// one (`npm run bench -- exchange 100000`).
import { benchBuyerPages } from './buyer-pages'
import { benchCart } from './cart'
import { benchCatalogue } from './catalogue'
import { benchCluster } from './cluster'
import { benchExchange } from './exchange'
import { benchPages } from './pages'
import { benchLighthouse } from './lighthouse'
import { benchInstances } from './instances'
import { benchSearch } from './search'
import { benchSitemap } from './sitemap'
import { benchSoak } from './soak'
import { benchStartup } from './startup'

const BENCHMARKS: Record<string, (size?: number) => Promise<void>> = {
  startup: benchStartup,
  catalogue: benchCatalogue,
  sitemap: benchSitemap,
  cart: benchCart,
  exchange: benchExchange,
  pages: benchPages,
  lighthouse: benchLighthouse,
  cluster: benchCluster,
  instances: benchInstances,
  'buyer-pages': benchBuyerPages,
  search: benchSearch,
}

/** Run only when named: `npm run bench -- soak` (ten minutes, or SOAK_SECONDS). */
const ON_REQUEST: Record<string, (size?: number) => Promise<void>> = { soak: benchSoak }

const SIZE = /^[1-9]\d*$/
const chosen = process.argv.slice(2).filter((arg) => !SIZE.test(arg))
const size = process.argv.slice(2).find((arg) => SIZE.test(arg))
const known = { ...BENCHMARKS, ...ON_REQUEST }
const unknown = chosen.filter((name) => !(name in known))
if (unknown.length > 0) {
  console.error(`Unknown benchmark ${unknown.join(', ')}; choose from ${Object.keys(known).join(', ')}`)
  process.exit(2)
}
const runs =
  chosen.length === 0 ? Object.entries(BENCHMARKS) : Object.entries(known).filter(([name]) => chosen.includes(name))
for (const [, run] of runs) await run(size === undefined ? undefined : Number(size))
process.exit(0)
