// Favourites on the catalogue, as the buyer (in a session of the path's own, so signing out ends only that one):
// the hearts on the cards, the header's count, the list this browser keeps, and the favorites/ calls the page
// makes, held until the model says how they end. Each state is checked on the page (pressed hearts, the count,
// the kept list) and against the calls: a guest's page sends nothing, the merge sends the local list, a change is
// sent alone and as made, and at rest the server holds what the sent changes that went through leave there.
import type { Page, Request } from 'playwright-core'
import { expect } from 'vitest'
import type { AccountResponse } from '../../../contract/account'
import { FAVORITES_STORAGE_KEY, parseFavoriteIds, type FavoritesShort } from '../../../contract/favorites'
import { favoritesMachine, type FavoriteChange } from '../../../machines/favorites.machine'
import { m } from '../../../messages/compiled/messages.js'
import type { PathAdapter, PathDriver } from '../adapter'
import { eventually } from '../eventually'
import type { HeldRequests } from '../held-requests'
import type { PathSession } from '../session'
import {
  FAILURE,
  INPUT,
  MERGED,
  MERGE_FAILED,
  SAVED,
  SAVE_FAILED,
  SERVER,
  SLOTS,
  favoritesModel,
  favoritesPaths,
  mergeInput,
  type ModelContext,
  type ModelEvent,
} from './favorites.model'

const FAVORITES_PATH = /^\/api\/(en\/)?favorites\/$/
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b)
const applied = (ids: number[], { kind, id }: FavoriteChange) =>
  kind === 'add' ? (ids.includes(id) ? ids : [...ids, id]) : ids.filter((other) => other !== id)

/** What a held favorites/ call asks: the list read, ids added, or one removed. */
function callOf(request: Request) {
  const body = request.postDataJSON() as { favorite_products: number[] | number } | null
  if (request.method() === 'GET') return { kind: 'read' as const, ids: [] }
  const ids = [body?.favorite_products ?? []].flat()
  return { kind: request.method() === 'DELETE' ? ('remove' as const) : ('add' as const), ids: sorted(ids) }
}

/** Signs this path's context in anew, so the session it ends by signing out is its own. */
async function ownSession(session: PathSession) {
  await session.api('POST', 'authorization/login/', {
    username: session.buyer!.email,
    password: session.buyer!.password,
  })
}

/** Leaves the server holding exactly `ids` of the buyer's favourites. */
async function serverHolds(session: PathSession, ids: number[]) {
  const now = await serverList(session)
  for (const id of now.filter((id) => !ids.includes(id)))
    await session.api('DELETE', 'favorites/', { favorite_products: id })
  await session.api('POST', 'favorites/', { favorite_products: ids })
}

const serverList = async (session: PathSession) =>
  (await session.api<FavoritesShort>('GET', 'favorites/?short=true&limit=1000')).results.map((row) => row.id)

/**
 * The held calls of the document on show: those an earlier document of the page left (it reloaded, or went
 * home after signing out) are dropped, since nobody waits for them any more.
 */
function currentCalls(page: Page, held: HeldRequests) {
  let documents = 0
  const sentIn = new WeakMap<Request, number>()
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) documents += 1
  })
  page.on('request', (request) => sentIn.set(request, documents))
  return async () => {
    const stale = held.waiting.filter(({ request }) => (sentIn.get(request) ?? documents) !== documents)
    for (const call of stale) {
      held.waiting.splice(held.waiting.indexOf(call), 1)
      await call.route.abort().catch(() => undefined)
    }
  }
}

async function open(session: PathSession): Promise<PathDriver> {
  const { page, t } = session
  await ownSession(session)
  const account = await session.api<AccountResponse>('GET', 'my/account/')
  const name = account.user.full_name || account.user.organization_name || account.user.email
  const held = await session.hold({ url: (url) => FAVORITES_PATH.test(url.pathname) })
  const dropStale = currentCalls(page, held)
  await session.open('/catalog/')
  const cards = await page
    .locator('article[data-product-id]')
    .evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-product-id'))))
  const products = [...new Set(cards)].slice(0, SLOTS.length)
  if (products.length < SLOTS.length) throw new Error('the catalogue shows too few products')
  const product = (slot: number) => products[SLOTS.indexOf(slot)]!
  const productsOf = (slots: number[]) => sorted(slots.map(product))
  await serverHolds(session, productsOf(SERVER))
  /** What the server holds by now: the start, with the merges and changes the path let through. */
  let server = [...SERVER]

  const card = (slot: number) => page.locator(`article[data-product-id="${product(slot)}"]`).first()
  const heart = (slot: number, on: boolean) =>
    card(slot).getByRole('button', { name: t(on ? m.favorites_remove : m.favorites_add), exact: true })

  async function checkPage(ids: number[]) {
    const kept = await page.evaluate((key) => window.localStorage.getItem(key), FAVORITES_STORAGE_KEY)
    expect(sorted(parseFavoriteIds(kept))).toEqual(productsOf(ids))
    const count = page.locator(`[aria-label="${t(m.header_favorites_count, { count: ids.length })}"]`)
    expect(await count.count()).toBeGreaterThan(0)
    for (const slot of SLOTS)
      if ((await card(slot).count()) > 0)
        expect(await heart(slot, ids.includes(slot)).getAttribute('aria-pressed')).toBe(String(ids.includes(slot)))
  }

  /** The calls held now, as asked; waits for `count` of them to come. */
  async function heldCalls(count: number) {
    await dropStale()
    if (count > 0) await held.next()
    return eventually(() => {
      expect(held.waiting).toHaveLength(count)
      return held.waiting.map(({ request }) => callOf(request))
    })
  }

  async function signInThroughHeader() {
    await page
      .getByRole('button', { name: t(m.header_login), exact: true })
      .first()
      .click()
    const dialog = page.getByRole('dialog', { name: t(m.modal_login_title) })
    await dialog.getByLabel(t(m.modal_login_email)).fill(session.buyer!.email)
    await dialog.getByLabel(t(m.modal_login_password), { exact: true }).fill(session.buyer!.password)
    await Promise.all([
      page.waitForEvent('load'),
      dialog.getByRole('button', { name: t(m.modal_login_submit), exact: true }).click(),
    ])
    await page.waitForSelector('html[data-hydrated]')
  }

  async function signOutThroughMenu() {
    await page.getByRole('button', { name: t(m.modal_menu_open, { name }) }).click()
    await Promise.all([
      page.waitForURL((url) => url.pathname === session.url('/')),
      page.getByRole('button', { name: t(m.modal_menu_logout) }).click(),
    ])
    await page.waitForSelector('html[data-hydrated]')
  }

  async function letThrough() {
    await dropStale()
    await held.next()
    const response = await held.release()
    expect(response?.status()).toBe(200)
  }

  return {
    act: async ({ event, before }) => {
      const modelEvent = event as ModelEvent
      const context = before.context as ModelContext
      switch (modelEvent.type) {
        case 'favorites.toggle':
          await heart(modelEvent.id, context.ids.includes(modelEvent.id)).click()
          return
        case 'favorites.restore':
          // Another visit of this browser: the list kept is handed in as the page starts.
          await page.evaluate(([key, ids]) => window.localStorage.setItem(key, ids), [
            FAVORITES_STORAGE_KEY,
            productsOf(modelEvent.ids).join(','),
          ] as const)
          await session.open('/catalog/')
          return
        case 'favorites.signIn':
          if (context.signedOut) await signInThroughHeader()
          return letThrough()
        case 'favorites.signOut':
          return signOutThroughMenu()
        case MERGED:
          await letThrough()
          server = [...server, ...mergeInput(context).filter((id) => !server.includes(id))]
          return
        case SAVED:
          await letThrough()
          server = applied(server, context.queue[0]!)
          return
        case MERGE_FAILED:
        case SAVE_FAILED:
          await dropStale()
          await held.next()
          await held.answer(FAILURE.status, { detail: 'failure' })
      }
    },
    check: async (state) => {
      const context = state.context as ModelContext
      await eventually(() => checkPage(context.ids))
      if (state.matches('guest')) {
        if (context.signedOut) {
          await page
            .getByRole('button', { name: t(m.header_login), exact: true })
            .first()
            .waitFor()
          expect(await heldCalls(0)).toEqual([])
          return
        }
        // Signed in, but the server's list has not come: the page is still a guest's and sends nothing else.
        expect(await heldCalls(1)).toEqual([{ kind: 'read', ids: [] }])
        return
      }
      if (state.matches('merging')) {
        expect(await heldCalls(1)).toEqual([{ kind: 'add', ids: productsOf(mergeInput(context)) }])
        return
      }
      if (state.matches({ member: 'saving' })) {
        const { kind, id } = context.queue[0]!
        expect(await heldCalls(1)).toEqual([{ kind, ids: [product(id)] }])
        return
      }
      expect(await heldCalls(0)).toEqual([])
      expect(sorted(await serverList(session))).toEqual(productsOf(server))
    },
    describe: async () => {
      const kept = await page.evaluate((key) => window.localStorage.getItem(key), FAVORITES_STORAGE_KEY)
      const calls = held.waiting.map(({ request }) => JSON.stringify(callOf(request))).join(' ')
      return `kept: ${kept}; products ${products.join(',')} for slots ${SLOTS.join(',')}; held: ${calls || 'none'}`
    },
  }
}

export const favoritesAdapter: PathAdapter = {
  name: 'favorites',
  machine: favoritesMachine,
  model: favoritesModel,
  input: INPUT,
  paths: favoritesPaths,
  excluded: [],
  as: 'buyer',
  open,
}
