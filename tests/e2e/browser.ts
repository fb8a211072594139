// Debian's Chromium driven by playwright-core (test tools cannot download browsers here).
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core'
import { afterAll, beforeAll, inject } from 'vitest'
import { csrfTokenFor } from '../../server/http/session-cookies'

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS })
}

/** The cookies a signed-in browser holds: the httpOnly session and the readable CSRF token beside it. */
export function buyerCookies(baseURL: string, token = inject('buyerToken')) {
  return [
    { name: 'session', value: token, url: baseURL, httpOnly: true, sameSite: 'Lax' as const },
    { name: 'csrftoken', value: csrfTokenFor(token), url: baseURL, sameSite: 'Lax' as const },
  ]
}

/** One browser per test file. */
export function setupBrowser() {
  const state: { browser?: Browser; baseURL: string } = { baseURL: '' }
  beforeAll(async () => {
    state.baseURL = inject('baseURL')
    state.browser = await launchChromium()
  })
  afterAll(async () => {
    await state.browser?.close()
  })
  return {
    get baseURL() {
      return state.baseURL
    },
    /** A clean visitor (no cookies, no storage); `buyer: true` browses as the signed-in demo buyer. */
    newContext: async (options: { width?: number; height?: number; buyer?: boolean } = {}): Promise<BrowserContext> => {
      const context = await state.browser!.newContext({
        baseURL: state.baseURL,
        viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
      })
      if (options.buyer) await context.addCookies(buyerCookies(state.baseURL))
      return context
    },
  }
}

/** Opens a page and waits until React has hydrated it, so clicks reach their handlers. */
export async function open(page: Page, path: string) {
  const response = await page.goto(path)
  await page.waitForSelector('html[data-hydrated]')
  return response
}

/**
 * Moves a hydrated page to `path` inside the app, without a page load, as the browser's forward button does: the
 * router takes it as a history step. No guest-visible link leads to an account page, yet a guest can still get
 * there this way (history, a link a staff member put in a menu).
 */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    const index = (window.history.state as { __TSR_index?: number } | null)?.__TSR_index ?? 0
    window.history.pushState({ __TSR_index: index + 1 }, '', to)
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }))
  }, path)
}

/** Where a guest (a fresh context, no cookies) who opens `path` ends up: the path of the final page. */
export async function guestLanding(browser: ReturnType<typeof setupBrowser>, path: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await open(page, path)
  const landed = new URL(page.url()).pathname
  await context.close()
  return landed
}
