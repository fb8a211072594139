// staff/content/collections/<kind>/: the ordered collections of the site (FAQ, team, partners, vacancies, cities,
// shops) for editors and admins, a 404 to everybody else; fields checked as field errors, rich text cleaned,
// every change audited and on the storefront at once, items moved one place at a time.
import { desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { CollectionItem, StaffMenu } from '../../contract/staff/site-collections'
import type { VarsResponse } from '../../contract/site'
import { auditLog } from '../../server/db/schema/staff'
import { TtlCache } from '../../server/http/ttl-cache'
import { jsonBody } from '../fixtures/auth'
import { setupApi } from '../fixtures/api-app'
import { as, callerHeaders, CALLERS, type Caller } from '../fixtures/staff'

const api = setupApi()
let headers: Awaited<ReturnType<typeof callerHeaders>>

beforeAll(async () => {
  headers = await callerHeaders(api.database.db)
})

const CONTENT_ROLES: Caller[] = ['admin', 'editor']
const BASE = '/api/staff/content/collections'
const send = (caller: Caller, method: string, path: string, body?: unknown) =>
  api.json(path, as(headers[caller], body === undefined ? { method } : jsonBody(method, body)))

const lastAudit = async (action: string) =>
  (
    await api.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1)
  )[0]

const faq = (question: string) => ({
  question: { ru: question, en: `${question} (en)` },
  answer: { ru: '<p>Да</p>', en: '' },
})

const VALID: Record<string, () => Promise<Record<string, unknown>>> = {
  faq: async () => faq('Можно ли?'),
  team: async () => ({
    name: { ru: 'Иван', en: 'Ivan' },
    role: { ru: 'Менеджер', en: '' },
    phone: '+7 495 111-22-33',
    email: '',
  }),
  partners: async () => ({ title: 'Зоомир', url: 'https://zoomir.example.ru/', description: { ru: 'Сеть', en: '' } }),
  vacancies: async () => ({
    slug: `driver-${Date.now()}`,
    title: { ru: 'Водитель', en: 'Driver' },
    body: { ru: '<p>Нужен</p>', en: '' },
  }),
  cities: async () => ({ title: { ru: 'Тверь', en: 'Tver' }, email: 'tver@example.com', phone: '+7 4822 11-22-33' }),
  shops: async () => {
    const list = (await send('admin', 'GET', `${BASE}/cities/`)).body as CollectionItem[]
    return {
      city_id: list[0]!.id,
      kind: 'dealer',
      title: 'Зоо-дилер',
      address: { ru: 'ул. Ленина, 1', en: '' },
      latitude: 55.1,
      longitude: 37.5,
    }
  },
}

describe('staff/content/collections/', () => {
  it.each(CALLERS)('lets content roles do everything with every kind; the rest get a 404 (%s)', async (caller) => {
    for (const kind of Object.keys(VALID)) {
      const list = await send(caller, 'GET', `${BASE}/${kind}/`)
      const created = await send(caller, 'POST', `${BASE}/${kind}/`, await VALID[kind]!())
      if (!CONTENT_ROLES.includes(caller)) {
        expect(list.status, kind).toBe(404)
        expect(created.status, kind).toBe(404)
        for (const [method, path, body] of [
          ['GET', `${BASE}/${kind}/1/`],
          ['PUT', `${BASE}/${kind}/1/`, await VALID[kind]!()],
          ['POST', `${BASE}/${kind}/1/move/`, { direction: 'up' }],
          ['DELETE', `${BASE}/${kind}/1/`],
        ] as const)
          expect((await send(caller, method, path, body)).status, `${method} ${path}`).toBe(404)
        continue
      }
      expect(list.status, kind).toBe(200)
      expect(created.status, `${kind} ${JSON.stringify(created.body)}`).toBe(201)
      const item = created.body as CollectionItem
      expect(item.position, kind).toBe(
        (list.body as CollectionItem[]).length === 0
          ? 0
          : Math.max(...(list.body as CollectionItem[]).map((i) => i.position)) + 1,
      )
      expect(await lastAudit(`content.${kind}.create`)).toMatchObject({ entityId: String(item.id) })
      const got = await send(caller, 'GET', `${BASE}/${kind}/${item.id}/`)
      expect(got.body).toEqual(item)
      const updated = await send(caller, 'PUT', `${BASE}/${kind}/${item.id}/`, await VALID[kind]!())
      expect(updated.status, kind).toBe(200)
      const moved = await send(caller, 'POST', `${BASE}/${kind}/${item.id}/move/`, { direction: 'up' })
      expect(moved.status, kind).toBe(200)
      const order = (moved.body as CollectionItem[]).map((i) => i.id)
      if (order.length > 1) expect(order.indexOf(item.id), kind).toBe(order.length - 2)
      expect((moved.body as CollectionItem[]).map((i) => i.position)).toEqual(order.map((_, index) => index))
      expect((await send(caller, 'DELETE', `${BASE}/${kind}/${item.id}/`)).status, kind).toBe(204)
      expect(await lastAudit(`content.${kind}.delete`)).toMatchObject({ entityId: String(item.id) })
      expect((await send(caller, 'GET', `${BASE}/${kind}/${item.id}/`)).status).toBe(404)
    }
  })

  it('is a 404 for an unknown kind or id', async () => {
    expect((await send('editor', 'GET', `${BASE}/secrets/`)).status).toBe(404)
    expect((await send('editor', 'GET', `${BASE}/faq/99999999/`)).status).toBe(404)
    expect((await send('editor', 'POST', `${BASE}/faq/99999/move/`, { direction: 'down' })).status).toBe(404)
  })

  it('moves a question up and the FAQ page shows the new order at once; the audit keeps before/after', async () => {
    const first = (await send('editor', 'POST', `${BASE}/faq/`, faq('Первый?'))).body as CollectionItem
    const second = (await send('editor', 'POST', `${BASE}/faq/`, faq('Второй?'))).body as CollectionItem
    const questions = async () => {
      const page = (await api.json<{ items?: { question: string }[] } & Record<string, unknown>>('/api/pages/faq/'))
        .body
      return JSON.stringify(page)
    }
    const before = await questions()
    expect(before.indexOf('Первый?')).toBeLessThan(before.indexOf('Второй?'))
    await send('editor', 'POST', `${BASE}/faq/${second.id}/move/`, { direction: 'up' })
    const after = await questions()
    expect(after.indexOf('Второй?')).toBeLessThan(after.indexOf('Первый?'))
    expect(await lastAudit('content.faq.move')).toMatchObject({ entityId: String(second.id) })
    // At the top already: nothing moves.
    const list = (await send('editor', 'GET', `${BASE}/faq/`)).body as CollectionItem[]
    const top = list[0]!
    const same = (await send('editor', 'POST', `${BASE}/faq/${top.id}/move/`, { direction: 'up' }))
      .body as CollectionItem[]
    expect(same.map((i) => i.id)).toEqual(list.map((i) => i.id))
    expect((await send('editor', 'POST', `${BASE}/faq/${first.id}/move/`, { direction: 'sideways' })).status).toBe(400)
  })

  it.each([
    ['faq', '/api/pages/faq/', 'items'],
    ['team', '/api/pages/teampage/', 'members'],
    ['partners', '/api/pages/partnerspage/', 'partners'],
    ['shops', '/api/pages/shops/shops/?city=', 'dealers'],
  ] as const)(
    'hides an unpublished %s item from the storefront and shows it again once published',
    async (kind, path, key) => {
      api.ctx.cache = new TtlCache(60_000)
      try {
        const body = await VALID[kind]!()
        const url = kind === 'shops' ? `${path}${String(body.city_id)}` : path
        const shown = async () => {
          const answer = await api.json<Record<string, { id: number }[]>>(url)
          expect(answer.status).toBe(200)
          return answer.body[key]!.map((item) => item.id)
        }
        await shown() // the storefront's answer is cached now: a change must clear it
        const hidden = await send('editor', 'POST', `${BASE}/${kind}/`, { ...body, is_published: false })
        expect(hidden.status).toBe(201)
        const item = hidden.body as CollectionItem
        expect(item.is_published).toBe(false)
        expect(await shown()).not.toContain(item.id)
        const listed = (await send('editor', 'GET', `${BASE}/${kind}/`)).body as CollectionItem[]
        expect(listed.find((row) => row.id === item.id)).toMatchObject({ is_published: false })

        const published = await send('editor', 'PUT', `${BASE}/${kind}/${item.id}/`, { ...body, is_published: true })
        expect(published.status).toBe(200)
        expect(await shown()).toContain(item.id)
        expect(await lastAudit(`content.${kind}.update`)).toMatchObject({ entityId: String(item.id) })

        await send('editor', 'PUT', `${BASE}/${kind}/${item.id}/`, { ...body, is_published: false })
        expect(await shown()).not.toContain(item.id)
        const wrong = await send('editor', 'PUT', `${BASE}/${kind}/${item.id}/`, { ...body, is_published: 'yes' })
        expect(wrong.status).toBe(400)
        expect(wrong.body).toHaveProperty('is_published')
        // Left out, an item is published (as before the flag existed).
        const plain = (await send('editor', 'POST', `${BASE}/${kind}/`, body)).body as CollectionItem
        expect(plain.is_published).toBe(true)
        expect(await shown()).toContain(plain.id)
      } finally {
        api.ctx.cache = new TtlCache(0)
      }
    },
  )

  it("leaves a city without published shops or dealers out of the shops page's cities", async () => {
    const city = (
      await send('editor', 'POST', `${BASE}/cities/`, {
        title: { ru: 'Кострома', en: 'Kostroma' },
        email: 'kostroma@example.com',
        phone: '+7 4942 11-22-33',
      })
    ).body as CollectionItem
    const cities = async () =>
      (await api.json<{ cities: { id: number; dealers: number }[] }>('/api/pages/shops/data/')).body.cities
    const shop = (
      await send('editor', 'POST', `${BASE}/shops/`, {
        ...(await VALID.shops!()),
        city_id: city.id,
        is_published: false,
      })
    ).body as CollectionItem
    expect((await cities()).map((c) => c.id)).not.toContain(city.id)
    await send('editor', 'PUT', `${BASE}/shops/${shop.id}/`, { ...(await VALID.shops!()), city_id: city.id })
    expect((await cities()).find((c) => c.id === city.id)).toMatchObject({ dealers: 1 })
  })

  it('cleans rich text and audits a change with before and after', async () => {
    const item = (
      await send('editor', 'POST', `${BASE}/faq/`, {
        question: { ru: 'Скрипт?', en: '' },
        answer: { ru: '<p onclick="x()">Нет<script>alert(1)</script></p>', en: '' },
      })
    ).body as CollectionItem
    expect(item.answer).toEqual({ ru: '<p>Нет</p>', en: '' })
    await send('editor', 'PUT', `${BASE}/faq/${item.id}/`, {
      question: { ru: 'Скрипт?', en: 'Script?' },
      answer: item.answer,
    })
    expect(await lastAudit('content.faq.update')).toMatchObject({
      before: { question: { ru: 'Скрипт?', en: '' } },
      after: { question: { ru: 'Скрипт?', en: 'Script?' } },
    })
  })

  it('refuses bad e-mails, phones, addresses, coordinates, slugs and cities field by field', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['team', { name: { ru: 'Иван' }, email: 'not-an-email' }, 'email'],
      ['team', { name: { ru: 'Иван' }, phone: '12-34' }, 'phone'],
      ['team', { name: { ru: 'Иван' }, photo: 'https://evil.example/x.png' }, 'photo'],
      ['team', { name: { ru: '' } }, 'name.ru'],
      ['partners', { title: 'X', url: 'javascript:alert(1)' }, 'url'],
      ['vacancies', { slug: 'Водитель', title: { ru: 'В' } }, 'slug'],
      ['cities', { title: { ru: 'Город' }, email: 'x@', phone: '+7 495 111-22-33' }, 'email'],
      ['shops', { city_id: 1, kind: 'dealer', title: 'X', address: { ru: 'A' }, latitude: 123 }, 'latitude'],
      ['shops', { city_id: 1, kind: 'dealer', title: 'X', address: { ru: 'A' }, longitude: '37' }, 'longitude'],
      ['shops', { city_id: 1, kind: 'kiosk', title: 'X', address: { ru: 'A' } }, 'kind'],
      ['shops', { city_id: 999999, kind: 'shop', title: 'X', address: { ru: 'A' } }, 'city_id'],
    ]
    for (const [kind, input, field] of cases) {
      const { status, body } = await send('editor', 'POST', `${BASE}/${kind}/`, input)
      expect(status, `${kind} ${JSON.stringify(input)}`).toBe(400)
      expect(body, `${kind} ${JSON.stringify(input)}`).toHaveProperty([field])
    }
    const slug = `twice-${Date.now()}`
    await send('editor', 'POST', `${BASE}/vacancies/`, { slug, title: { ru: 'A' } })
    const again = await send('editor', 'POST', `${BASE}/vacancies/`, { slug, title: { ru: 'B' } })
    expect(again).toMatchObject({ status: 400, body: { slug: ['Страница с таким адресом уже есть'] } })
  })

  it('keeps one default city, which the storefront guesses at once though it keeps the city list', async () => {
    api.ctx.cache = new TtlCache(60_000)
    try {
      const guessed = async () => (await api.json<{ id: number }>('/api/geoip/get_city/')).body.id
      const before = await guessed() // the city list is cached now: the change must clear it
      const city = (await send('admin', 'POST', `${BASE}/cities/`, { ...(await VALID.cities!()), is_default: true }))
        .body as CollectionItem
      const list = (await send('admin', 'GET', `${BASE}/cities/`)).body as CollectionItem[]
      expect(list.filter((c) => c.is_default).map((c) => c.id)).toEqual([city.id])
      expect(before).not.toBe(city.id)
      expect(await guessed()).toBe(city.id)
    } finally {
      api.ctx.cache = new TtlCache(0)
    }
  })

  it.each(CALLERS)(
    'edits a menu: items added, moved within their menu and shown in vars at once (%s)',
    async (caller) => {
      const menus = await send(caller, 'GET', '/api/staff/content/menus/')
      const list = await send(caller, 'GET', `${BASE}/menu_items/?scope=1`)
      if (!CONTENT_ROLES.includes(caller)) {
        expect(menus.status).toBe(404)
        expect(list.status).toBe(404)
        const created = await send(caller, 'POST', `${BASE}/menu_items/`, {
          menu_id: 1,
          title: { ru: 'X' },
          url: '/x/',
        })
        expect(created.status).toBe(404)
        return
      }
      const footer = (menus.body as StaffMenu[]).find((menu) => menu.slug === 'footer-info')!
      const before = (await send(caller, 'GET', `${BASE}/menu_items/?scope=${footer.id}`)).body as CollectionItem[]
      expect(before.every((item) => item.menu_id === footer.id)).toBe(true)
      const title = `Прайс ${caller}`
      const created = await send(caller, 'POST', `${BASE}/menu_items/`, {
        menu_id: footer.id,
        title: { ru: title, en: 'Price list' },
        url: '/catalog/download/',
      })
      expect(created.status).toBe(201)
      const item = created.body as CollectionItem
      expect(item.position).toBe(Math.max(...before.map((i) => i.position)) + 1)
      const moved = (await send(caller, 'POST', `${BASE}/menu_items/${item.id}/move/`, { direction: 'up' }))
        .body as CollectionItem[]
      expect(moved.map((i) => i.id).indexOf(item.id)).toBe(before.length - 1)
      expect(moved.every((i) => i.menu_id === footer.id)).toBe(true)
      const vars = (await api.json<VarsResponse>('/api/vars/')).body
      const shown = vars.menus.find((menu) => menu.slug === 'footer-info')!.items.map((i) => i.title)
      expect(shown.indexOf(title)).toBe(before.length - 1)
      const bad = await send(caller, 'POST', `${BASE}/menu_items/`, {
        menu_id: 99999,
        title: { ru: 'X' },
        url: 'ftp://x',
      })
      expect(bad.status).toBe(400)
      expect(bad.body).toHaveProperty('url')
      const noMenu = await send(caller, 'POST', `${BASE}/menu_items/`, {
        menu_id: 99999,
        title: { ru: 'X' },
        url: '/x/',
      })
      expect(noMenu.body).toHaveProperty('menu_id')
      expect((await send(caller, 'DELETE', `${BASE}/menu_items/${item.id}/`)).status).toBe(204)
    },
  )
})
