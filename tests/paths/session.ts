// What an adapter gets for one path: a fresh page in the path's locale and viewport (signed in where the adapter
// walks as the buyer), the app's own messages in that locale, the API as the page's user, and held requests.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { open as openHydrated } from '../e2e/browser'
import type { Locale, PathAdapter, Viewport } from './adapter'
import { holdRequests, type HeldRequests, type HoldRule } from './held-requests'
import { BlockedWrite, guardWrites, safeToSend } from './safe-mode'

/** A paraglide message: `m.some_key` from messages/compiled/messages.js. */
export type Message<P> = (inputs: P, options: { locale?: Locale }) => string

export type Credentials = { email: string; password: string }

export type PathSession = {
  page: Page
  context: BrowserContext
  locale: Locale
  viewport: Viewport
  /** Safe mode: writes other than the cart, favourites and sign-in are blocked (safe-mode.ts). */
  safe: boolean
  /** The path as the locale serves it: `/catalog/` stays in Russian, is `/en/catalog/` in English. */
  url: (path: string) => string
  /** Opens the localized `path` and waits until React has hydrated it and its machines run. */
  open: (path: string) => Promise<void>
  /** A message of the app's in the path's locale. */
  t: <P>(message: Message<P>, ...inputs: Record<string, never> extends P ? [P?] : [P]) => string
  /** Calls the API as the page's user (`carts/` is /api/carts/ or /api/en/carts/), with the CSRF token. */
  api: <T = unknown>(method: string, path: string, body?: unknown) => Promise<T>
  /** Holds the page's requests the rule picks until the path releases or answers them (held-requests.ts). */
  hold: (rule: HoldRule) => Promise<HeldRequests>
  /** Who is signed in: the buyer's credentials, or null for a guest. */
  buyer: Credentials | null
}

export const VIEWPORTS: Record<Viewport, { width: number; height: number; mobile: boolean }> = {
  desktop: { width: 1280, height: 900, mobile: false },
  mobile: { width: 375, height: 812, mobile: true },
}

export type SessionOptions = {
  browser: Browser
  baseURL: string
  locale: Locale
  viewport: Viewport
  safe: boolean
  /** The signed-in buyer's cookies and storage, for an adapter that walks as the buyer. */
  signedIn: Awaited<ReturnType<BrowserContext['storageState']>> | null
  buyer: Credentials | null
}

/** A fresh context and page for one path of `adapter`; `blocked` collects what safe mode refused. */
export async function openSession(options: SessionOptions, adapter: PathAdapter, blocked: BlockedWrite[]) {
  const { browser, baseURL, locale, viewport, safe } = options
  const size = VIEWPORTS[viewport]
  const context = await browser.newContext({
    baseURL,
    locale: locale === 'ru' ? 'ru-RU' : 'en-US',
    viewport: { width: size.width, height: size.height },
    isMobile: size.mobile,
    hasTouch: size.mobile,
    storageState: adapter.as === 'buyer' ? (options.signedIn ?? undefined) : undefined,
  })
  context.setDefaultTimeout(10_000)
  // A locale's first page on a cold server (its chunks and caches not yet warm) may take longer than an action.
  context.setDefaultNavigationTimeout(30_000)
  if (safe) await guardWrites(context, blocked)
  const page = await context.newPage()
  const url = (path: string) => (locale === 'en' && path.startsWith('/') ? `/en${path === '/' ? '/' : path}` : path)
  const session: PathSession = {
    page,
    context,
    locale,
    viewport,
    safe,
    url,
    open: async (path) => {
      await openHydrated(page, url(path))
      // The page's machines start once it is idle (decision 031): a path stops the clock only after they run.
      await page.waitForSelector('html[data-machines="started"]')
    },
    t: (message, ...inputs) => message((inputs[0] ?? {}) as never, { locale }),
    api: (method, path, body) => callApi(context, { baseURL, locale, safe }, blocked, method, path, body),
    hold: (rule) => holdRequests(page, rule),
    buyer: adapter.as === 'buyer' ? options.buyer : null,
  }
  return session
}

async function callApi<T>(
  context: BrowserContext,
  where: { baseURL: string; locale: Locale; safe: boolean },
  blocked: BlockedWrite[],
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const url = new URL(`/api${where.locale === 'en' ? '/en' : ''}/${path}`, where.baseURL)
  if (where.safe && !safeToSend(method, url)) {
    const refused = new BlockedWrite(method, url)
    blocked.push(refused)
    throw refused
  }
  const csrf = (await context.cookies(where.baseURL)).find((cookie) => cookie.name === 'csrftoken')?.value
  const send = () =>
    context.request.fetch(url.toString(), {
      method,
      headers: {
        ...(csrf && { 'x-csrf-token': csrf }),
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      data: body === undefined ? undefined : JSON.stringify(body),
    })
  // A kept-alive connection the server closes as a request goes out is reset; a browser sends a GET again on a new
  // one, and so does this.
  const response = await send().catch((error: unknown) => {
    if (method === 'GET' && String(error).includes('ECONNRESET')) return send()
    throw error
  })
  const text = await response.text()
  if (!response.ok()) throw new Error(`${method} ${url.pathname} answered ${response.status()}: ${text.slice(0, 300)}`)
  return (text ? JSON.parse(text) : null) as T
}

/** Signs the buyer in through the API once, for every path's context to start from. */
export async function signIn(browser: Browser, baseURL: string, buyer: Credentials) {
  const context = await browser.newContext({ baseURL })
  try {
    const response = await context.request.post('/api/authorization/login/', {
      data: { username: buyer.email, password: buyer.password },
    })
    if (!response.ok())
      throw new Error(
        `signing in as ${buyer.email} answered ${response.status()}: ${(await response.text()).slice(0, 300)}`,
      )
    return await context.storageState()
  } finally {
    await context.close()
  }
}
