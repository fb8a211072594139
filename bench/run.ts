// `npm run bench`: every benchmark in turn, each printing its figures and the ratio it is judged by.
// `npm run bench -- catalogue` runs only the named ones.
import { benchCart } from './cart'
import { benchCatalogue } from './catalogue'
import { benchSitemap } from './sitemap'
import { benchStartup } from './startup'

const BENCHMARKS: Record<string, () => Promise<void>> = {
  startup: benchStartup,
  catalogue: benchCatalogue,
  sitemap: benchSitemap,
  cart: benchCart,
}

const chosen = process.argv.slice(2)
const unknown = chosen.filter((name) => !(name in BENCHMARKS))
if (unknown.length > 0) {
  console.error(`Unknown benchmark ${unknown.join(', ')}; choose from ${Object.keys(BENCHMARKS).join(', ')}`)
  process.exit(2)
}
for (const [name, run] of Object.entries(BENCHMARKS)) if (chosen.length === 0 || chosen.includes(name)) await run()
process.exit(0)
