// `npm run bench`: every benchmark in turn, each printing its figures and the ratio it is judged by.
// `npm run bench -- catalogue` runs only the named ones; a number among the names is the size for those that take
// one (`npm run bench -- exchange 100000`).
import { benchBuyerPages } from './buyer-pages'
import { benchCart } from './cart'
import { benchCatalogue } from './catalogue'
import { benchExchange } from './exchange'
import { benchSearch } from './search'
import { benchSitemap } from './sitemap'
import { benchStartup } from './startup'

const BENCHMARKS: Record<string, (size?: number) => Promise<void>> = {
  startup: benchStartup,
  catalogue: benchCatalogue,
  sitemap: benchSitemap,
  cart: benchCart,
  exchange: benchExchange,
  'buyer-pages': benchBuyerPages,
  search: benchSearch,
}

const SIZE = /^[1-9]\d*$/
const chosen = process.argv.slice(2).filter((arg) => !SIZE.test(arg))
const size = process.argv.slice(2).find((arg) => SIZE.test(arg))
const unknown = chosen.filter((name) => !(name in BENCHMARKS))
if (unknown.length > 0) {
  console.error(`Unknown benchmark ${unknown.join(', ')}; choose from ${Object.keys(BENCHMARKS).join(', ')}`)
  process.exit(2)
}
for (const [name, run] of Object.entries(BENCHMARKS))
  if (chosen.length === 0 || chosen.includes(name)) await run(size === undefined ? undefined : Number(size))
process.exit(0)
