// Requests a path holds until the model says how they end: let through to the app (`release`), or answered by the
// adapter (`answer`, a refusal or a failure the machine models). Released requests go on through the session's
// other routes, so safe mode still sees them.
import type { Page, Request, Route } from 'playwright-core'

export type HeldRequest = { route: Route; request: Request }

export type HeldRequests = {
  /** Every request held and not yet released or answered, oldest first. */
  readonly waiting: HeldRequest[]
  /** How many requests were held in all. */
  readonly count: number
  /** The oldest waiting request, waiting for one to come if none has (up to `timeoutMs`). */
  next: (timeoutMs?: number) => Promise<HeldRequest>
  /** Lets the oldest waiting request through and answers its response. */
  release: () => Promise<Awaited<ReturnType<Request['response']>>>
  /** Answers the oldest waiting request with `status` and the JSON `body`, without the app seeing it. */
  answer: (status: number, body: unknown) => Promise<void>
}

export type HoldRule = {
  /** Which URLs are routed at all (only those: routing a request turns the browser cache off for it). */
  url: (url: URL) => boolean
  /** Which of them are held: every one unless told (a request the model does not wait on passes). */
  holds?: (request: Request) => boolean
}

/** Holds every request of `page` the rule picks, in the order they come. */
export async function holdRequests(page: Page, rule: HoldRule): Promise<HeldRequests> {
  const waiting: HeldRequest[] = []
  let count = 0
  let arrived: (() => void) | null = null
  await page.route(rule.url, async (route) => {
    const request = route.request()
    if (rule.holds && !rule.holds(request)) return route.fallback()
    waiting.push({ route, request })
    count += 1
    arrived?.()
  })
  const first = () => {
    const held = waiting.shift()
    if (!held) throw new Error('no request is held')
    return held
  }
  return {
    waiting,
    get count() {
      return count
    },
    next: async (timeoutMs = 10_000) => {
      if (waiting.length === 0)
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`no request came within ${timeoutMs} ms`)), timeoutMs)
          arrived = () => {
            clearTimeout(timer)
            arrived = null
            resolve()
          }
        })
      return waiting[0]!
    },
    release: async () => {
      const { route, request } = first()
      await route.fallback()
      return request.response()
    },
    answer: async (status, body) => {
      await first().route.fulfill({ status, json: body })
    },
  }
}
