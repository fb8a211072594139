// A guest's crawl of the whole site: from / and /en/, every internal <a href> is fetched (plain HTTP GET of the
// server-rendered HTML, breadth first), and no link may be broken, no page may lack a <title>, and no page may
// carry a price. Query-string variants (listing pages, sorts, filters) are followed only on a bounded number
// of pages; every distinct path is visited. Downloads (PDF) linked from the pages are requested too.
import { describe, expect, inject, it } from 'vitest'
import { findKeysInHtml } from '../fixtures/forbidden-keys'

const START = ['/', '/en/']
/** Query variants followed per path, and over the whole crawl. */
const VARIANTS_PER_PATH = 1
const VARIANTS_IN_ALL = 40
/** A safety net: a crawl this big means a link generator has run away. */
const MAX_PAGES = 20_000
const CONCURRENCY = 4
const FILE = /\.[a-z0-9]{2,5}$/i

type Target = { url: string; from: string; download: boolean }
type Problem = { url: string; from: string; problem: string }

function linksOf(html: string): string[] {
  return [...html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'))
}

/** Queries the same page with its parameters in another order are one variant. */
function normalised(url: URL): string {
  url.hash = ''
  url.searchParams.sort()
  return `${url.pathname}${url.search}`
}

function crawler(baseURL: string) {
  const origin = new URL(baseURL).origin
  const seen = new Set<string>()
  const variants = new Map<string, number>()
  let variantsInAll = 0
  const queue: Target[] = []

  function enqueue(href: string, from: string) {
    let url: URL
    try {
      url = new URL(href, `${origin}${from}`)
    } catch {
      return
    }
    if (url.origin !== origin) return
    const download = url.pathname.startsWith('/api/') || FILE.test(url.pathname)
    // Of the API, only the downloads a page offers (catalogue PDFs) are links a visitor follows.
    if (url.pathname.startsWith('/api/') && !url.pathname.includes('/download/')) return
    if (FILE.test(url.pathname) && !/\.pdf$/i.test(url.pathname)) return
    const key = normalised(url)
    if (seen.has(key)) return
    if (url.search) {
      const used = variants.get(url.pathname) ?? 0
      if (used >= VARIANTS_PER_PATH || variantsInAll >= VARIANTS_IN_ALL) return
      variants.set(url.pathname, used + 1)
      variantsInAll += 1
    }
    seen.add(key)
    queue.push({ url: key, from, download })
  }

  async function visit(target: Target, problems: Problem[]) {
    const response = await fetch(`${origin}${target.url}`)
    const { url, from } = target
    if (response.status >= 400) {
      await response.body?.cancel()
      problems.push({ url, from, problem: `status ${response.status}` })
      return
    }
    const type = response.headers.get('content-type') ?? ''
    if (target.download) {
      await response.body?.cancel()
      if (!type.includes('pdf')) problems.push({ url, from, problem: `a download of type ${type}` })
      return
    }
    if (!type.includes('text/html')) {
      await response.body?.cancel()
      return
    }
    const html = await response.text()
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.trim()
    if (!title) problems.push({ url, from, problem: 'no <title>' })
    const priceKeys = findKeysInHtml(html)
    if (priceKeys.length > 0)
      problems.push({ url, from, problem: `price or stock for a guest: ${[...new Set(priceKeys)].join(', ')}` })
    // Links are read where the page really is (a redirect may have moved it).
    const landed = new URL(response.url)
    for (const href of linksOf(html)) enqueue(href, `${landed.pathname}${landed.search}`)
  }

  async function run() {
    for (const path of START) enqueue(path, path)
    const problems: Problem[] = []
    let pages = 0
    let downloads = 0
    let next = 0
    const worker = async () => {
      while (next < queue.length && next < MAX_PAGES) {
        const target = queue[next++]!
        if (target.download) downloads += 1
        else pages += 1
        await visit(target, problems)
      }
    }
    // Workers stop when the queue runs dry; a page still being read may add more, so go round again.
    while (next < queue.length && next < MAX_PAGES) await Promise.all(Array.from({ length: CONCURRENCY }, worker))
    return { problems, pages, downloads, total: queue.length }
  }

  return { run }
}

describe('a guest crawling the site', () => {
  it('finds no broken link, no page without a title and no price, from / and /en/', async () => {
    const { problems, pages, downloads, total } = await crawler(inject('baseURL')).run()
    console.log(`crawl: ${pages} pages and ${downloads} downloads visited (${total} links queued)`)
    expect(total, 'the crawl ran away').toBeLessThan(MAX_PAGES)
    const report = problems.map((problem) => `${problem.url} (linked from ${problem.from}): ${problem.problem}`)
    expect(report, `\n${report.join('\n')}`).toEqual([])
  }, 900_000)
})
