// Lighthouse (npm `lighthouse`, mobile preset, Debian's Chromium) on the built shop as a guest, in Russian: home,
// catalogue, a category, a product and search, three runs each, the median run of each page by performance.
// Prints each page's scores, LCP, TBT, CLS and its first-load JavaScript (the scripts and module preloads its HTML
// names, each gzipped), against the targets, with the ratio of the worst page to each target; and, without a
// target, all the JavaScript fetched before Lighthouse stopped (with what loads once the page is idle) and the LCP
// Chromium itself saw in the unthrottled load Lighthouse simulates from (see `observedLcpMs`). Whether the
// server compresses its answers shows in the scores (Lighthouse's text-compression audit), not in the JS columns,
// which gzip every script themselves. With BENCH_BASELINE_DIR naming another built checkout (the main branch's), its
// runs alternate with this one's, page by page, and a second table gives its figures. LIGHTHOUSE_PAGES=home,search
// runs only the pages it names.
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { startBuiltShop, type BuiltShop } from './built-shop'

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
  // Without a display, Chromium's compositor otherwise stops asking the page for frames soon after the load and asks
  // again only a second or two later, so the first paint it observes (and every script the simulated LCP then
  // counts) came at 0.2, 1.2 or 2.2 s by chance (decision 036); a phone's browser draws when the page has a frame.
  '--run-all-compositor-stages-before-draw',
]

type Figures = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
  firstLoadJsKb: number
  /** Every script fetched while Lighthouse watched, first load or not (no target). */
  fetchedJsKb: number
  /**
   * The LCP of the load Lighthouse records without throttling (no target). Its simulated LCP replays, at a phone's
   * speed, every request that ended before this moment: a late one here puts every script on the page's path.
   */
  observedLcpMs: number
  /** The audits that cost points, worst first, for the note under the table. */
  failing: string[]
}

/** Each figure's target and whether larger is better. */
const TARGETS: Record<
  Exclude<keyof Figures, 'failing' | 'fetchedJsKb' | 'observedLcpMs'>,
  { target: number; higher: boolean; digits: number }
> = {
  performance: { target: 95, higher: true, digits: 0 },
  accessibility: { target: 100, higher: true, digits: 0 },
  bestPractices: { target: 100, higher: true, digits: 0 },
  seo: { target: 100, higher: true, digits: 0 },
  lcpMs: { target: 2000, higher: false, digits: 0 },
  tbtMs: { target: 100, higher: false, digits: 0 },
  cls: { target: 0.02, higher: false, digits: 3 },
  firstLoadJsKb: { target: 150, higher: false, digits: 1 },
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

const score = (lhr: Lhr, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100)

const observedLcp = (lhr: Lhr) =>
  (lhr.audits.metrics?.details as { items?: { observedLargestContentfulPaint?: number }[] } | undefined)?.items?.[0]
    ?.observedLargestContentfulPaint ?? NaN

/** The sum of the gzip sizes of the shop's scripts at these paths, in KB. */
async function gzipKb(paths: Iterable<string>, shop: Shop, gzipped: Map<string, number>): Promise<number> {
  let total = 0
  for (const path of new Set(paths)) {
    if (!gzipped.has(path)) {
      const body = Buffer.from(await (await fetch(shop.baseUrl + path)).arrayBuffer())
      gzipped.set(path, gzipSync(body).length)
    }
    total += gzipped.get(path)!
  }
  return total / 1024
}

function fetchedScripts(lhr: Lhr, shop: Shop): string[] {
  const items = (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] })?.items
  return (items ?? [])
    .filter((item) => item.resourceType === 'Script' && item.url.startsWith(shop.origin))
    .map((item) => item.url.slice(shop.origin.length))
}

/** The shop's own scripts the page's HTML loads or preloads: what its first load needs before any interaction. */
async function firstLoadScripts(path: string, shop: Shop): Promise<string[]> {
  const html = await (await fetch(shop.baseUrl + path)).text()
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? []
  return tags
    .filter((tag) => tag.startsWith('<script') || /\brel="modulepreload"/.test(tag))
    .map((tag) => /\b(?:src|href)="(\/[^"]+\.js)"/.exec(tag)?.[1])
    .filter((script) => script !== undefined)
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

async function runOnce(path: string, port: number, shop: Shop, gzipped: Map<string, number>): Promise<Figures> {
  const url = shop.origin + path
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
    firstLoadJsKb: await gzipKb(await firstLoadScripts(path, shop), shop, gzipped),
    fetchedJsKb: await gzipKb(fetchedScripts(lhr, shop), shop, gzipped),
    observedLcpMs: observedLcp(lhr),
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
    observedLcpMs: median(runs.map((run) => run.observedLcpMs)),
  }
}

async function firstProductPath(baseUrl: string): Promise<string> {
  const html = await (await fetch(`${baseUrl}/catalog/dogs/food/`)).text()
  const path = /href="(\/product\/[^"]+\/)"/.exec(html)?.[1]
  if (!path) throw new Error('no product link on /catalog/dogs/food/')
  return path
}

/** One built checkout under test: Lighthouse opens `shop.origin`, SEO runs open `publicOrigin`. */
type Subject = { label: string; server: BuiltShop; shop: Shop; publicOrigin: string; gzipped: Map<string, number> }

async function subject(label: string, checkout?: string): Promise<Subject> {
  const server = await startBuiltShop((port) => ({ SITE_URL: `http://${HOST}:${port}` }), checkout)
  const shop: Shop = { origin: server.baseUrl, baseUrl: server.baseUrl }
  return { label, server, shop, publicOrigin: server.baseUrl.replace('127.0.0.1', HOST), gzipped: new Map() }
}

export async function benchLighthouse(): Promise<void> {
  const baselineDir = process.env.BENCH_BASELINE_DIR
  const subjects = [await subject('this')]
  if (baselineDir) subjects.push(await subject('baseline', baselineDir))
  else console.log('lighthouse: set BENCH_BASELINE_DIR to a built checkout of main to compare with it')
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS })
  try {
    const product = await firstProductPath(subjects[0]!.server.baseUrl)
    const chosen = process.env.LIGHTHOUSE_PAGES?.split(',')
    const pages = (
      [
        ['home', '/'],
        ['catalogue', '/catalog/'],
        ['category', '/catalog/dogs/food/'],
        ['product', product],
        ['search', `/search/?q=${encodeURIComponent('корм')}`],
      ] satisfies [string, string][]
    ).filter(([name]) => !chosen || chosen.includes(name))
    const results = new Map<Subject, [string, Figures][]>(subjects.map((each) => [each, []]))
    for (const [name, path] of pages) {
      const runs = new Map<Subject, Figures[]>(subjects.map((each) => [each, []]))
      // The checkouts take turns, so a busy spell of the machine weighs on both alike.
      for (let run = 0; run < RUNS; run++)
        for (const each of subjects) runs.get(each)!.push(await runOnce(path, chrome.port, each.shop, each.gzipped))
      for (const each of subjects) {
        const seo = await seoRun(`${each.publicOrigin}${path}`, chrome.port)
        const median = medianRun(runs.get(each)!)
        results.get(each)!.push([name, { ...median, seo: seo.seo, failing: [...median.failing, ...seo.failing] }])
      }
      console.log(`lighthouse: ${name} (${path}) done`)
    }
    for (const each of subjects) printTable(`${each.label}: ${each.server.baseUrl}`, results.get(each)!)
  } finally {
    chrome.kill()
    for (const each of subjects) await each.server.stop()
  }
}

function printTable(label: string, results: [string, Figures][]) {
  const columns = Object.keys(TARGETS) as (keyof typeof TARGETS)[]
  const cell = (value: number | string) => String(value).padStart(15)
  console.log(`\nLighthouse, mobile preset, guest, ru; median of ${RUNS} runs; ${label}`)
  const headings: Record<(typeof columns)[number], string> = {
    performance: 'performance',
    accessibility: 'accessibility',
    bestPractices: 'best practices',
    seo: 'SEO',
    lcpMs: 'LCP ms',
    tbtMs: 'TBT ms',
    cls: 'CLS',
    firstLoadJsKb: 'first JS KB gz',
  }
  console.log(
    `${'page'.padEnd(10)}${columns.map((column) => cell(headings[column])).join('')}` +
      `${cell('all JS KB gz')}${cell('seen LCP ms')}`,
  )
  for (const [name, figures] of results)
    console.log(
      `${name.padEnd(10)}${columns.map((column) => cell(figures[column].toFixed(TARGETS[column].digits))).join('')}` +
        cell(figures.fetchedJsKb.toFixed(1)) +
        cell(figures.observedLcpMs.toFixed(0)),
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
