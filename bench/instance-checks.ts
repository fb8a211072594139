// What two app instances on one database must agree on, checked over HTTP against each instance directly and
// through nginx: a session opened on one works on the other, a cart filled on one shows on the other, a back-office
// change on one shows on the other at once (the change signal), and failed sign-ins count on both. Each check
// throws an Error naming what differed and resolves to a line saying what held.
import { randomBytes } from 'node:crypto'
import type { AccountResponse } from '../contract/account'
import type { Cart, CartAddResult } from '../contract/cart'
import type { ProductListResponse } from '../contract/catalogue'
import type { VarsResponse } from '../contract/site'
import type { StaffSiteSettings } from '../contract/staff/site-collections'
import { DEMO_BUYER as BUYER, signIn, type Session } from './sign-in'
import type { TwoInstances } from './two-instances'

const STAFF = { email: 'staff@example.com', password: 'staff12345' }
/** How long another instance may take to hear of a change (a NOTIFY crosses in milliseconds). */
const CHANGE_DEADLINE_MS = 2_000

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message)
}

async function request<T>(
  base: string,
  path: string,
  options: { site: string; session?: Session; method?: string; body?: unknown; forwardedFor?: string },
): Promise<{ status: number; body: T; text: string; response: Response }> {
  const mutation = options.method !== undefined && options.method !== 'GET'
  const response = await fetch(`${base}${path}`, {
    method: options.method ?? 'GET',
    headers: {
      ...(options.session ? { cookie: options.session.cookie } : {}),
      ...(mutation ? { origin: options.site, 'content-type': 'application/json' } : {}),
      ...(mutation && options.session ? { 'x-csrf-token': options.session.csrf } : {}),
      ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  const text = await response.text()
  const json = (response.headers.get('content-type') ?? '').includes('json') ? (JSON.parse(text) as T) : (text as T)
  return { status: response.status, body: json, text, response }
}

export async function sessionsAreShared({ front, a, b }: TwoInstances): Promise<string> {
  const session = await signIn(a.baseUrl, front, BUYER)
  const onB = await request<AccountResponse>(b.baseUrl, '/api/my/account/', { site: front, session })
  check(onB.status === 200, `a session opened on A answered ${onB.status} on B`)
  check(onB.body.user.email === BUYER.email, `a session opened on A was ${onB.body.user.email} on B`)
  const throughFront = await signIn(front, front, BUYER)
  for (let call = 0; call < 6; call += 1) {
    const answer = await request(front, '/api/my/account/', { site: front, session: throughFront })
    check(answer.status === 200, `call ${call + 1} through nginx with a session from nginx answered ${answer.status}`)
  }
  return 'a session opened on A is signed in on B, and through nginx on every call'
}

export async function cartsAreShared({ front, a, b }: TwoInstances): Promise<string> {
  const session = await signIn(b.baseUrl, front, BUYER)
  const listing = await request<ProductListResponse>(a.baseUrl, '/api/catalog/products/?ps=96', {
    site: front,
    session,
  })
  const product = listing.body.products.find(
    (card) => card.permissions.can_order && (card.price ?? 0) > 0 && card.amount && card.amount !== 'нет',
  )
  check(product, 'no product the demo buyer may order')
  await request(a.baseUrl, '/api/carts/clear/', { site: front, session, method: 'POST' })
  const added = await request<CartAddResult>(a.baseUrl, '/api/carts/items/', {
    site: front,
    session,
    method: 'POST',
    body: { product: product.id, quantity: 2 },
  })
  check(added.status === 200 || added.status === 201, `adding to the cart on A answered ${added.status}: ${added.text}`)
  const onB = await request<Cart>(b.baseUrl, '/api/carts/', { site: front, session })
  const line = onB.body.items.find((item) => item.product.id === product.id)
  check(line?.quantity === 2, `the cart on B holds ${JSON.stringify(line?.quantity)} packs of what A added (2)`)
  await request(b.baseUrl, '/api/carts/clear/', { site: front, session, method: 'POST' })
  const onA = await request<Cart>(a.baseUrl, '/api/carts/', { site: front, session })
  check(onA.body.items.length === 0, `the cart emptied on B still has ${onA.body.items.length} lines on A`)
  return 'a product added on A is in the cart on B; the cart emptied on B is empty on A'
}

const uniquePhone = () => {
  const digits = String(randomBytes(4).readUInt32BE() % 10_000_000).padStart(7, '0')
  return `+7 495 ${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`
}

/** Milliseconds until `seen` holds, polling; throws after the deadline. */
async function within(deadlineMs: number, what: string, seen: () => Promise<boolean>): Promise<number> {
  const started = performance.now()
  for (;;) {
    if (await seen()) return performance.now() - started
    check(performance.now() - started < deadlineMs, `${what} not within ${deadlineMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

export async function changesReachTheOtherInstance({ front, a, b }: TwoInstances): Promise<string> {
  const staff = await signIn(a.baseUrl, front, STAFF)
  // B has the settings and the guest home page in its caches before A changes them.
  await request<VarsResponse>(b.baseUrl, '/api/vars/', { site: front })
  await request(b.baseUrl, '/', { site: front })
  await request(b.baseUrl, '/', { site: front })
  const current = await request<StaffSiteSettings>(a.baseUrl, '/api/staff/content/settings/', {
    site: front,
    session: staff,
  })
  check(current.status === 200, `reading the site settings on A answered ${current.status}`)
  const phone = uniquePhone()
  const saved = await request(a.baseUrl, '/api/staff/content/settings/', {
    site: front,
    session: staff,
    method: 'PUT',
    body: { ...current.body, footer_phones: [phone] },
  })
  check(saved.status === 200, `saving the site settings on A answered ${saved.status}: ${saved.text}`)
  const varsMs = await within(CHANGE_DEADLINE_MS, "B's /api/vars/ showing the new footer phone", async () => {
    const vars = await request<VarsResponse>(b.baseUrl, '/api/vars/', { site: front })
    return vars.body.footer.phones.includes(phone)
  })
  const pageMs = await within(CHANGE_DEADLINE_MS, "B's home page showing the new footer phone", async () => {
    const page = await request<string>(b.baseUrl, '/', { site: front })
    return page.text.includes(phone)
  })
  return (
    `a footer phone saved through the back office on A shows on B in /api/vars/ after ${Math.round(varsMs)} ms ` +
    `and on its home page after ${Math.round(pageMs)} ms`
  )
}

const FAILURES_ALLOWED = 10

const guess = (base: string, site: string, forwardedFor?: string) =>
  request<{ detail?: string }>(base, '/api/authorization/login/', {
    site,
    method: 'POST',
    forwardedFor,
    body: { username: `nobody-${randomBytes(4).toString('hex')}@example.com`, password: 'wrong-guess' },
  })

/** Leaves the loopback address blocked from signing in through nginx for 15 minutes: run it last. */
export async function signInLimitsCountOnBothInstances({ front, a, b }: TwoInstances): Promise<string> {
  // Straight to the instances, X-Forwarded-For is what nginx would send (TRUST_PROXY=1): one client address.
  const client = `203.0.113.${1 + (randomBytes(1)[0]! % 250)}`
  for (let attempt = 0; attempt < FAILURES_ALLOWED; attempt += 1) {
    const answer = await guess(attempt % 2 === 0 ? a.baseUrl : b.baseUrl, front, client)
    check(answer.status === 400, `wrong guess ${attempt + 1} answered ${answer.status}: ${answer.text}`)
  }
  for (const [name, shop] of [
    ['A', a],
    ['B', b],
  ] as const) {
    const answer = await guess(shop.baseUrl, front, client)
    check(
      answer.status === 429,
      `after ${FAILURES_ALLOWED} failures split over A and B, ${name} answered ${answer.status}`,
    )
  }
  // Through nginx the address is the one nginx saw, whatever the client writes in X-Forwarded-For.
  for (let attempt = 0; attempt < FAILURES_ALLOWED; attempt += 1) {
    const answer = await guess(front, front, `198.51.100.${attempt}`)
    check(answer.status === 400, `wrong guess ${attempt + 1} through nginx answered ${answer.status}: ${answer.text}`)
  }
  const spoofed = await guess(front, front, '198.51.100.200')
  check(spoofed.status === 429, `a new X-Forwarded-For through nginx escaped the limit (${spoofed.status})`)
  return (
    `${FAILURES_ALLOWED} failed sign-ins split over A and B block the address on both; ` +
    'through nginx a forged X-Forwarded-For does not escape the limit'
  )
}

/** Every check, in an order where the sign-in limit (which blocks the loopback address) comes last. */
export const INSTANCE_CHECKS = [
  ['sessions', sessionsAreShared],
  ['carts', cartsAreShared],
  ['change signal', changesReachTheOtherInstance],
  ['sign-in limits', signInLimitsCountOnBothInstances],
] as const
