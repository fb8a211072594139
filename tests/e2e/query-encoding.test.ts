// A query may be written in any of its equivalent encodings (a shared link, the no-JS search form, a crawler):
// the page answers 200, or redirects once to a form that then answers 200; never a redirect loop.
import { describe, expect, inject, it } from 'vitest'

const get = (path: string) => fetch(`${inject('baseURL')}${path}`, { redirect: 'manual' })

/** The statuses met following the redirects of `path` by hand, at most five hops. */
async function walk(path: string): Promise<{ statuses: number[]; final: string }> {
  const statuses: number[] = []
  let current = path
  for (let hop = 0; hop < 5; hop++) {
    const response = await get(current)
    statuses.push(response.status)
    const location = response.headers.get('location')
    if (response.status < 300 || response.status >= 400 || !location) break
    const next = new URL(location, `${inject('baseURL')}${current}`)
    current = next.pathname + next.search
  }
  return { statuses, final: current }
}

const ROUTES = ['/catalog/', '/catalog/dogs/', '/brand/aqualis/', '/search/', '/about/']

// Each line: the same query spelled in several ways a browser, a form or a hand can write it.
const QUERIES = [
  'q=%D1%81%D1%83%D1%85%D0%BE%D0%B9%20%D0%BA%D0%BE%D1%80%D0%BC',
  'q=%D1%81%D1%83%D1%85%D0%BE%D0%B9+%D0%BA%D0%BE%D1%80%D0%BC',
  'q=%d1%81%d1%83%d1%85%d0%be%d0%b9+%d0%ba%d0%be%d1%80%d0%bc',
  'q=сухой корм',
  'q=сухой+корм',
  'q=a+b',
  'q=a%20b',
  'c=black,white',
  'c=black%2Cwhite',
  'c=black%2cwhite&f=a,b',
  'utm=a,b',
  "utm=a(b)!~'c",
  'utm=a%28b%29%21%7E%27c',
  'c=black,white&o=-price&v=list',
  // Left out of the canonical spelling (an empty value, a repeated key): one redirect, then the page.
  'q=&utm=a,b',
  'c=black&c=white',
]

describe('query encodings', () => {
  for (const locale of ['', '/en']) {
    it(`answers every encoding of a query without a redirect loop (${locale || '/ru'})`, async () => {
      for (const route of ROUTES) {
        for (const query of QUERIES) {
          const path = `${locale}${route}?${query}`
          const { statuses, final } = await walk(path)
          expect(statuses.at(-1), `${path} ends at ${final} after ${statuses.join(' → ')}`).toBe(200)
          expect(statuses.length, `${path} → ${final}: ${statuses.join(' → ')}`).toBeLessThanOrEqual(2)
        }
      }
    })
  }

  it('answers the spellings of one query with one page: the canonical one at once', async () => {
    for (const query of [
      'q=a+b',
      'q=a%20b',
      'c=black,white',
      'c=black%2Cwhite',
      "utm=a(b)!~'c",
      'utm=a%28b%29%21%7E%27c',
    ]) {
      expect((await get(`/search/?${query}`)).status, query).toBe(200)
    }
  })
})
