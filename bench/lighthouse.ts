// Lighthouse (npm `lighthouse`, mobile preset, Debian's Chromium) on the built shop as a guest, in Russian: home,
// catalogue, a category, a product and search, three runs each, the median run of each page by performance.
// Prints each page's scores, LCP, TBT, CLS and the gzip size of the JavaScript its first load fetches, against the
// targets, with the ratio of the worst page to each target. Whether the server compresses its answers shows
// in the scores (Lighthouse's text-compression audit), not in the JS column, which gzips every script itself.
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { startBuiltShop } from './built-shop'

const RUNS = 3
/**
 * The shop's public name in this run (SITE_URL), which Chromium resolves to 127.0.0.1. The SEO category is taken
 * from a run under this name, where robots.txt is open to crawlers as in production (a bare 127.0.0.1 is closed to
 * them on purpose); the other categories from runs on 127.0.0.1, which Chromium counts as a secure origin as it
 * does the production HTTPS one (under a plain-HTTP name best practices would lose the HTTPS audits).
 */
const HOST = 'shop.example'
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--host-resolver-rules=MAP ${HOST} 127.0.0.1`,
]

type Figures = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
  jsGzipKb: number
  /** The audits that cost points, worst first, for the note under the table. */
  failing: string[]
}

/** Each figure's target and whether larger is better. */
const TARGETS: Record<Exclude<keyof Figures, 'failing'>, { target: number; higher: boolean; digits: number }> = {
  performance: { target: 95, higher: true, digits: 0 },
  accessibility: { target: 100, higher: true, digits: 0 },
  bestPractices: { target: 100, higher: true, digits: 0 },
  seo: { target: 100, higher: true, digits: 0 },
  lcpMs: { target: 2000, higher: false, digits: 0 },
  tbtMs: { target: 100, higher: false, digits: 0 },
  cls: { target: 0.02, higher: false, digits: 3 },
  jsGzipKb: { target: 150, higher: false, digits: 1 },
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

const score = (lhr: Lhr, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100)

async function scriptsGzipKb(lhr: Lhr, shop: Shop, gzipped: Map<string, number>): Promise<number> {
  const items = (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] })?.items
  const scripts = (items ?? []).filter((item) => item.resourceType === 'Script' && item.url.startsWith(shop.origin))
  let total = 0
  for (const { url } of scripts) {
    const direct = shop.baseUrl + url.slice(shop.origin.length)
    if (!gzipped.has(url)) gzipped.set(url, gzipSync(Buffer.from(await (await fetch(direct)).arrayBuffer())).length)
    total += gzipped.get(url)!
  }
  return total / 1024
}

async function seoRun(url: string, port: number): Promise<{ seo: number; failing: string[] }> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['seo'] })
  if (!result) throw new Error(`lighthouse gave no result for ${url}`)
  return { seo: score(result.lhr, 'seo'), failing: failingAudits(result.lhr, (id) => id === 'seo') }
}

/** The audits that cost points in the categories counted from this run. */
function failingAudits(lhr: Lhr, counted = (id: string) => id !== 'seo'): string[] {
  const weights = new Map<string, number>()
  for (const category of Object.values(lhr.categories).filter((category) => counted(category.id)))
    for (const ref of category.auditRefs) weights.set(ref.id, Math.max(weights.get(ref.id) ?? 0, ref.weight))
  const opportunities = Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
    .filter((audit) => (weights.get(audit.id) ?? 0) > 0 || (counted('performance') && audit.id.endsWith('-insight')))
    .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`)
  return opportunities
}

/** Where Lighthouse opens the shop (`origin`, by its public name) and where this process reaches it (`baseUrl`). */
type Shop = { origin: string; baseUrl: string }

async function runOnce(url: string, port: number, shop: Shop, gzipped: Map<string, number>): Promise<Figures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' })
  if (!result) throw new Error(`lighthouse gave no result for ${url}`)
  const { lhr } = result
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    jsGzipKb: await scriptsGzipKb(lhr, shop, gzipped),
    failing: failingAudits(lhr),
  }
}

/** The median run by performance score (its other figures from the same run), and each figure's own median. */
function medianRun(runs: Figures[]): Figures {
  const byPerformance = [...runs].sort((a, b) => a.performance - b.performance)
  const middle = byPerformance[Math.floor(runs.length / 2)]!
  return {
    ...middle,
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
  }
}

async function firstProductPath(baseUrl: string): Promise<string> {
  const html = await (await fetch(`${baseUrl}/catalog/dogs/food/`)).text()
  const path = /href="(\/product\/[^"]+\/)"/.exec(html)?.[1]
  if (!path) throw new Error('no product link on /catalog/dogs/food/')
  return path
}

export async function benchLighthouse(): Promise<void> {
  const server = await startBuiltShop((port) => ({ SITE_URL: `http://${HOST}:${port}` }))
  const shop: Shop = { origin: server.baseUrl, baseUrl: server.baseUrl }
  const publicOrigin = server.baseUrl.replace('127.0.0.1', HOST)
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS })
  try {
    const pages: [string, string][] = [
      ['home', '/'],
      ['catalogue', '/catalog/'],
      ['category', '/catalog/dogs/food/'],
      ['product', await firstProductPath(server.baseUrl)],
      ['search', `/search/?q=${encodeURIComponent('корм')}`],
    ]
    const gzipped = new Map<string, number>()
    const results: [string, Figures][] = []
    for (const [name, path] of pages) {
      const runs: Figures[] = []
      for (let run = 0; run < RUNS; run++) runs.push(await runOnce(`${shop.origin}${path}`, chrome.port, shop, gzipped))
      const seo = await seoRun(`${publicOrigin}${path}`, chrome.port)
      const run = medianRun(runs)
      results.push([name, { ...run, seo: seo.seo, failing: [...run.failing, ...seo.failing] }])
      console.log(`lighthouse: ${name} (${path}) done`)
    }
    printTable(results)
  } finally {
    chrome.kill()
    await server.stop()
  }
}

function printTable(results: [string, Figures][]) {
  const columns = Object.keys(TARGETS) as (keyof typeof TARGETS)[]
  const cell = (value: number | string) => String(value).padStart(15)
  console.log(`\nLighthouse, mobile preset, guest, ru; median of ${RUNS} runs`)
  const headings: Record<(typeof columns)[number], string> = {
    performance: 'performance',
    accessibility: 'accessibility',
    bestPractices: 'best practices',
    seo: 'SEO',
    lcpMs: 'LCP ms',
    tbtMs: 'TBT ms',
    cls: 'CLS',
    jsGzipKb: 'JS KB gzip',
  }
  console.log(`${'page'.padEnd(10)}${columns.map((column) => cell(headings[column])).join('')}`)
  for (const [name, figures] of results)
    console.log(
      `${name.padEnd(10)}${columns.map((column) => cell(figures[column].toFixed(TARGETS[column].digits))).join('')}`,
    )
  const target = columns.map((column) => `${TARGETS[column].higher ? '≥' : '≤'} ${TARGETS[column].target}`)
  console.log(`${'target'.padEnd(10)}${target.map(cell).join('')}`)
  // Worst page ÷ target: ≥ 1 meets it for scores, ≤ 1 for times and sizes.
  const ratios = columns.map((column) => {
    const { target: goal, higher } = TARGETS[column]
    const values = results.map(([, figures]) => figures[column])
    return ((higher ? Math.min(...values) : Math.max(...values)) / goal).toFixed(2)
  })
  console.log(`${'worst÷tgt'.padEnd(10)}${ratios.map(cell).join('')}`)
  const met = columns.every((column, index) =>
    TARGETS[column].higher ? Number(ratios[index]) >= 1 : Number(ratios[index]) <= 1,
  )
  console.log(met ? 'every page meets every target' : 'some targets missed; what costs points, by page:')
  if (!met) for (const [name, figures] of results) console.log(`  ${name}: ${figures.failing.join(', ') || '—'}`)
}
