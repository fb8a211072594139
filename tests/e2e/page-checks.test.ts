// Accessibility and markup validity of every page type (page-checks/page-types.ts), in Russian and English, as
// a guest and as the signed-in buyer: no serious or critical axe-core violation on the hydrated page, and no
// Nu HTML checker error in the server-rendered HTML (all saved pages checked in one Java run at the end).
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { open, setupBrowser } from './browser'
import { addOrderableProduct, clearCart } from './buyer-session'
import { axeProblems, nuErrors } from './page-checks/checkers'
import { loadSamples, PAGE_TYPES, type Samples } from './page-checks/page-types'

const browser = setupBrowser()
const LOCALES = [
  { name: 'ru', prefix: '' },
  { name: 'en', prefix: '/en' },
]

let samples: Samples
let folder: string
const contexts: { guest?: BrowserContext; buyer?: BrowserContext } = {}
const saved: string[] = []

beforeAll(async () => {
  samples = await loadSamples(browser.baseURL)
  folder = await mkdtemp(path.join(tmpdir(), 'vitrina-page-checks-'))
  contexts.guest = await browser.newContext()
  contexts.buyer = await browser.newContext({ buyer: true })
  // The cart and checkout pages show their full forms only with goods in the cart.
  const page = await contexts.buyer.newPage()
  await open(page, '/my/')
  await clearCart(page)
  await addOrderableProduct(page)
  await page.close()
})

afterAll(async () => {
  const page = await contexts.buyer?.newPage()
  if (page) await clearCart(page).catch(() => undefined)
  if (folder) await rm(folder, { recursive: true, force: true })
})

// Pages are checked a few at a time (each in its own tab): axe's work in the page is most of the time.
describe.concurrent.each(LOCALES)('every page type in $name', ({ name, prefix }) => {
  it.each(PAGE_TYPES)('$name has no serious axe violation', async (type) => {
    const page = await (type.buyer ? contexts.buyer! : contexts.guest!).newPage()
    const address = `${prefix}${type.path(samples)}`
    // The page is checked once hydrated; its images need not have loaded.
    const response = await page.goto(address, { waitUntil: 'domcontentloaded' })
    await page.waitForSelector('html[data-hydrated]')
    const file = path.join(folder, `${name}-${type.buyer ? 'buyer' : 'guest'}-${type.name.replace(/\W+/g, '-')}.html`)
    await writeFile(file, (await response?.text()) ?? '')
    saved.push(file)
    expect(response?.status(), address).toBe(type.name === 'not found' ? 404 : 200)
    expect(new URL(page.url()).pathname, 'no redirect').toBe(new URL(address, browser.baseURL).pathname)
    expect(await axeProblems(page), address).toEqual([])
    await page.close()
  })
})

describe('the server-rendered HTML of every page type', () => {
  it('has no Nu HTML checker error', async () => {
    expect(saved).toHaveLength(PAGE_TYPES.length * LOCALES.length)
    expect(await nuErrors(saved)).toEqual([])
  })
})
