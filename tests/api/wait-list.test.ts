// forms/subscribe-product/{id}/: buyers join and leave the wait list of an out-of-stock product (in_wait on
// their cards follows), guests and in-stock products are refused, and once the product is back in stock every
// subscriber is mailed exactly once, even when two checks run at the same time.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { products } from '../../server/db/schema/catalogue'
import { waitList } from '../../server/db/schema/ordering'
import { WAIT_LIST_CHANGES } from '../../server/modules/wait-list/routes'
import { notifyRestocked, startRestockChecks } from '../../server/modules/wait-list/restock'
import { runStaffCommand } from '../../server/staff/commands'
import { sendStaffCommand, staffSocketPath, startStaffSocket } from '../../server/staff/socket'
import type { ProductCard, ProductListResponse } from '../../contract/catalogue'
import type { WaitListAnswer } from '../../contract/wait-list'
import { createAccount } from '../fixtures/account-users'
import { setupApi } from '../fixtures/api-app'
import { setupMailCatcher } from '../fixtures/mail-catcher'
import { bearer, createSessionFor } from '../fixtures/sessions'

const mail = setupMailCatcher()
const api = setupApi({ env: () => ({ SMTP_URL: mail.url }) })

type Answer = WaitListAnswer & Record<string, unknown>

/** Catalogue products a buyer sees; each test takes its own, so subscriptions never cross tests. */
let pool: ProductCard[] = []
const take = () => {
  const product = pool.shift()
  if (!product) throw new Error('the catalogue ran out of test products')
  return product
}

const setStock = (id: number, stock: number) =>
  api.database.db.update(products).set({ stock }).where(eq(products.id, id))

/** A product of the catalogue, now out of stock. */
async function outOfStock() {
  const product = take()
  await setStock(product.id, 0)
  return product
}

async function newBuyer(values: Parameters<typeof createAccount>[1] = {}) {
  const account = await createAccount(api.database.db, values)
  const token = await createSessionFor(api.database.db, account.email)
  const call = (method: 'POST' | 'DELETE', id: number | string, body?: unknown, locale = '') =>
    api.json<Answer>(`/api/${locale}forms/subscribe-product/${id}/`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    })
  const card = async (id: number) => {
    const { body } = await api.json<ProductCard>(`/api/catalog/products/${id}/`, bearer(token))
    return body
  }
  return {
    account,
    token,
    call,
    card,
    subscribe: (id: number, body?: unknown) => call('POST', id, body ?? { product: id }),
  }
}

const rowsOf = (productId: number) => api.database.db.select().from(waitList).where(eq(waitList.productId, productId))

beforeAll(async () => {
  const { token } = await newBuyer()
  const { body } = await api.json<ProductListResponse>('/api/catalog/products/?ps=96', bearer(token))
  pool = body.products
  expect(pool.length).toBeGreaterThan(12)
})

describe('joining and leaving the wait list', () => {
  it('subscribes with the account e-mail, shows in_wait on the card, and unsubscribes', async () => {
    const buyer = await newBuyer()
    const product = await outOfStock()
    expect((await buyer.card(product.id)).in_wait).toBe(false)

    const joined = await buyer.subscribe(product.id)
    expect(joined).toMatchObject({ status: 201, body: { detail: 'Товар добавлен в лист ожидания' } })
    expect(await rowsOf(product.id)).toEqual([
      expect.objectContaining({ userId: buyer.account.id, email: buyer.account.email, notifiedAt: null }),
    ])
    expect((await buyer.card(product.id)).in_wait).toBe(true)
    const listing = await api.json<ProductListResponse>('/api/catalog/products/?ps=96', bearer(buyer.token))
    expect(listing.body.products.find((card) => card.id === product.id)?.in_wait).toBe(true)

    const left = await buyer.call('DELETE', product.id)
    expect(left).toMatchObject({ status: 200, body: { detail: 'Товар удален из листа ожидания' } })
    expect(await rowsOf(product.id)).toEqual([])
    expect((await buyer.card(product.id)).in_wait).toBe(false)
  })

  it('is idempotent both ways and answers in English under /api/en/', async () => {
    const buyer = await newBuyer()
    const product = await outOfStock()
    for (let i = 0; i < 2; i += 1)
      expect((await buyer.call('POST', product.id, {}, 'en/')).body).toEqual({
        detail: 'The product has been added to the wait list',
      })
    expect(await rowsOf(product.id)).toHaveLength(1)
    for (let i = 0; i < 2; i += 1)
      expect((await buyer.call('DELETE', product.id, undefined, 'en/')).body).toEqual({
        detail: 'The product has been removed from the wait list',
      })
    expect(await rowsOf(product.id)).toEqual([])
  })

  it('takes another e-mail and a POST without a body', async () => {
    const buyer = await newBuyer()
    const product = await outOfStock()
    expect((await buyer.subscribe(product.id, { product: product.id, email: '  Office@Example.com ' })).status).toBe(
      201,
    )
    expect((await buyer.call('POST', product.id)).status).toBe(201)
    const rows = await rowsOf(product.id)
    expect(rows.map((row) => row.email).sort()).toEqual([buyer.account.email, 'office@example.com'].sort())
    expect((await buyer.card(product.id)).in_wait).toBe(true)
    await buyer.call('DELETE', product.id)
    expect(await rowsOf(product.id)).toEqual([])
  })

  it('keeps buyers apart: one leaving does not remove another', async () => {
    const [first, second] = [await newBuyer(), await newBuyer()]
    const product = await outOfStock()
    await first.subscribe(product.id)
    await second.subscribe(product.id)
    await first.call('DELETE', product.id)
    expect((await first.card(product.id)).in_wait).toBe(false)
    expect((await second.card(product.id)).in_wait).toBe(true)
  })
})

describe('refusals', () => {
  it('answers a guest 401, and so an account not yet activated (it has no session)', async () => {
    const product = await outOfStock()
    for (const method of ['POST', 'DELETE']) {
      const guest = await api.json<Answer>(`/api/forms/subscribe-product/${product.id}/`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
      expect(guest.status, method).toBe(401)
      expect(guest.body.detail).toEqual(expect.any(String))
    }
    const inactive = await newBuyer({ isActive: false, activatedAt: null })
    expect((await inactive.subscribe(product.id)).status).toBe(401)
    expect(await rowsOf(product.id)).toEqual([])
  })

  it('refuses a product in stock with 400 and a clear message', async () => {
    const buyer = await newBuyer()
    const product = take()
    await setStock(product.id, 25)
    expect(await buyer.subscribe(product.id)).toEqual(
      expect.objectContaining({
        status: 400,
        body: { detail: 'Товар есть в наличии: его можно заказать сейчас, лист ожидания не нужен' },
      }),
    )
    expect((await buyer.call('POST', product.id, {}, 'en/')).body.detail).toMatch(/in stock/)
    expect(await rowsOf(product.id)).toEqual([])
  })

  it('answers 404 for unknown or malformed products and 400 for bad bodies', async () => {
    const buyer = await newBuyer()
    for (const id of ['999999999', '0', 'abc', '99999999999'])
      expect((await buyer.call('POST', id, {})).status, id).toBe(404)
    expect((await buyer.call('DELETE', '999999999')).status).toBe(404)
    const product = await outOfStock()
    expect(await buyer.subscribe(product.id, { email: 'not-an-email' })).toMatchObject({
      status: 400,
      body: { email: ['Неверный адрес электронной почты'] },
    })
    expect(await buyer.subscribe(product.id, { product: product.id + 1 })).toMatchObject({
      status: 400,
      body: { product: [expect.any(String)] },
    })
    expect(await buyer.subscribe(product.id, { product: 'x' })).toMatchObject({
      status: 400,
      body: { product: ['Укажите товар'] },
    })
    expect((await buyer.subscribe(product.id, '[1]')).status).toBe(400)
    expect((await buyer.subscribe(product.id, '{not json')).status).toBe(400)
    expect(await rowsOf(product.id)).toEqual([])
  })

  it('limits how often one account may join and leave', async () => {
    const buyer = await newBuyer()
    const product = await outOfStock()
    for (let i = 0; i < WAIT_LIST_CHANGES.max; i += 1)
      expect((await buyer.call(i % 2 ? 'DELETE' : 'POST', product.id)).status).toBeLessThan(300)
    const refused = await buyer.call('POST', product.id)
    expect(refused.status).toBe(429)
    expect(refused.response.headers.get('retry-after')).toMatch(/^\d+$/)
  })
})

describe('back-in-stock mail', () => {
  it('mails each subscriber once, in their language, and clears in_wait', async () => {
    const [ru, en] = [await newBuyer(), await newBuyer({ locale: 'en' })]
    const product = await outOfStock()
    await ru.subscribe(product.id)
    await en.subscribe(product.id)
    expect(await notifyRestocked(api.database.db, api.ctx.mailer, 'https://vitrina.example')).toBe(0)

    await setStock(product.id, 40)
    const sent = await notifyRestocked(api.database.db, api.ctx.mailer, 'https://vitrina.example')
    expect(sent).toBe(2)
    const ruMail = await mail.next(ru.account.email, /Снова в наличии/)
    expect(ruMail.text).toContain(`https://vitrina.example/product/${product.slug}/`)
    const enMail = await mail.next(en.account.email, /Back in stock/)
    expect(enMail.text).toContain(`https://vitrina.example/en/product/${product.slug}/`)
    expect((await rowsOf(product.id)).every((row) => row.notifiedAt !== null)).toBe(true)
    expect((await ru.card(product.id)).in_wait).toBe(false)
    expect(await notifyRestocked(api.database.db, api.ctx.mailer, 'https://vitrina.example')).toBe(0)
  })

  it('mails once when two checks run at the same time', async () => {
    const buyers = await Promise.all(Array.from({ length: 6 }, () => newBuyer()))
    const goods = [await outOfStock(), await outOfStock()]
    for (const buyer of buyers) for (const product of goods) await buyer.subscribe(product.id)
    await api.database.db
      .update(products)
      .set({ stock: 5 })
      .where(
        inArray(
          products.id,
          goods.map((product) => product.id),
        ),
      )
    const before = mail.received.length
    const runs = await Promise.all(
      [1, 2, 3].map(() => notifyRestocked(api.database.db, api.ctx.mailer, 'https://vitrina.example')),
    )
    expect(runs.reduce((sum, count) => sum + count, 0)).toBe(12)
    for (const buyer of buyers) {
      await mail.next(buyer.account.email, /Снова в наличии/)
      await mail.next(buyer.account.email, /Снова в наличии/)
    }
    expect(mail.received.length - before).toBe(12)
  })

  it('re-arms a subscription made again after the mail, and runs as a staff command', async () => {
    const buyer = await newBuyer()
    const product = await outOfStock()
    await buyer.subscribe(product.id)
    await setStock(product.id, 3)
    const services = { mailer: api.ctx.mailer, siteUrl: 'https://vitrina.example' }
    expect(await runStaffCommand(api.database.db, 'notify-restocked', [], services)).toEqual([
      expect.stringMatching(/Mailed 1 /),
    ])
    await mail.next(buyer.account.email, /Снова в наличии/)

    await setStock(product.id, 0)
    await buyer.subscribe(product.id)
    expect((await buyer.card(product.id)).in_wait).toBe(true)
    await setStock(product.id, 8)
    expect(await runStaffCommand(api.database.db, 'notify-restocked', [], services)).toEqual([
      expect.stringMatching(/Mailed 1 /),
    ])
    await mail.next(buyer.account.email, /Снова в наличии/)
    expect(await runStaffCommand(api.database.db, 'notify-restocked', [], services)).toEqual([
      expect.stringMatching(/^No wait-list/),
    ])
  })

  it('keeps a subscription whose mail could not be sent for the next check', async () => {
    const buyer = await newBuyer()
    const product = await outOfStock()
    await buyer.subscribe(product.id)
    await setStock(product.id, 2)
    const failing = { send: () => Promise.reject(new Error('mail server down')) }
    expect(await notifyRestocked(api.database.db, failing, 'https://vitrina.example')).toBe(0)
    expect((await rowsOf(product.id))[0]?.notifiedAt).toBeNull()
    expect(await notifyRestocked(api.database.db, api.ctx.mailer, 'https://vitrina.example')).toBe(1)
    await mail.next(buyer.account.email, /Снова в наличии/)
  })

  it('runs on its own every few seconds, as the server starts it', async () => {
    const buyer = await newBuyer()
    const product = await outOfStock()
    await buyer.subscribe(product.id)
    await setStock(product.id, 6)
    const checks = startRestockChecks(api.database.db, api.ctx.mailer, 'https://vitrina.example', 0.05)
    try {
      await mail.next(buyer.account.email, /Снова в наличии/)
    } finally {
      checks.stop()
    }
  })

  it('runs as a staff command sent to the running server', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'vitrina-wait-'))
    const socket = await startStaffSocket(api.database.db, staffSocketPath(dataDir), {
      mailer: api.ctx.mailer,
      siteUrl: 'https://vitrina.example',
    })
    try {
      const buyer = await newBuyer()
      const product = await outOfStock()
      await buyer.subscribe(product.id)
      await setStock(product.id, 9)
      expect(await sendStaffCommand(socket.path, { command: 'notify-restocked', args: [] })).toEqual({
        ok: true,
        lines: [expect.stringMatching(/Mailed 1 /)],
      })
      await mail.next(buyer.account.email, /Снова в наличии/)
    } finally {
      await socket.close()
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})
