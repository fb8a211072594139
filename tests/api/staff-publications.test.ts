// staff/content/publications/ and publication-categories/: editors and admins write news and sales actions
// (both languages, sanitized rich text, scheduled dates, products), every change audited and on the storefront
// at once (lists, home page, sitemap); everybody else gets a 404.
import { and, desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { products } from '../../server/db/schema/catalogue'
import { auditLog } from '../../server/db/schema/staff'
import { TtlCache } from '../../server/http/ttl-cache'
import { seoFileResponse } from '../../server/sitemap/http'
import { setupApi } from '../fixtures/api-app'
import { as, callerHeaders, CALLERS, type Caller } from '../fixtures/staff'

const api = setupApi()
let headers: Awaited<ReturnType<typeof callerHeaders>>

beforeAll(async () => {
  headers = await callerHeaders(api.database.db)
})

const ALLOWED: Caller[] = ['admin', 'editor']
const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
})
const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

const article = (values: Record<string, unknown> = {}) => ({
  kind: 'info',
  slug: '',
  title: { ru: 'Новый корм для щенков', en: 'New puppy food' },
  excerpt: { ru: '<p>Кратко</p>', en: '<p>In short</p>' },
  body: { ru: '<p>Текст <script>alert(1)</script><a href="javascript:alert(1)">ссылка</a></p>', en: '<p>Text</p>' },
  image_preview: '',
  image_main: '',
  category_id: null,
  publication_date: isoDay(-1),
  ends_on: '',
  meta_title: { ru: '', en: '' },
  meta_description: { ru: '', en: '' },
  product_skus: [],
  is_published: true,
  ...values,
})

type Saved = { id: number; slug: string; url: string; state: string; body: { ru: string }; products: { sku: string }[] }

const create = async (values: Record<string, unknown> = {}, caller: Caller = 'editor') => {
  const answer = await api.json<Saved>(
    '/api/staff/content/publications/',
    as(headers[caller], json('POST', article(values))),
  )
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  return answer.body
}

const sitemapHas = async (path: string, cacheMs = 0) => {
  const response = await seoFileResponse(new Request(`https://vitrina.example/sitemap.xml`), {
    db: api.ctx.db,
    siteUrl: api.ctx.env.SITE_URL,
    cacheMs,
  })
  return (await response.text()).includes(`https://vitrina.example${path}`)
}

describe('who may use staff/content/publications/', () => {
  it('answers each endpoint to an editor and an admin, and a 404 to a manager, a buyer and a guest', async () => {
    const mine = await create({ title: { ru: 'Для проверки ролей', en: '' } })
    const [category] = (
      await api.json<{ results: { id: number }[] }>(
        '/api/staff/content/publication-categories/?kind=info',
        as(headers.admin),
      )
    ).body.results
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/staff/content/publications/?kind=info'],
      ['GET', `/api/staff/content/publications/${mine.id}/`],
      ['GET', `/api/staff/content/publications/${mine.id}/preview/`],
      ['PUT', `/api/staff/content/publications/${mine.id}/`, article({ title: { ru: 'Для проверки ролей', en: 'x' } })],
      ['POST', '/api/staff/content/publications/', article({ title: { ru: 'Ещё одна', en: '' } })],
      ['GET', '/api/staff/content/publication-products/?search=a'],
      ['GET', '/api/staff/content/publication-categories/?kind=sales'],
      ['POST', '/api/staff/content/publication-categories/', { kind: 'info', title: { ru: 'Рубрика', en: '' } }],
      [
        'PUT',
        `/api/staff/content/publication-categories/${category!.id}/`,
        { kind: 'info', slug: '', title: { ru: 'Новости рынка', en: 'Market' } },
      ],
      ['POST', `/api/staff/content/publication-categories/${category!.id}/move/`, { direction: 'down' }],
    ]
    for (const caller of CALLERS) {
      for (const [method, path, body] of calls) {
        const init = body === undefined ? { method } : json(method, body)
        const { status } = await api.json(path, as(headers[caller], init))
        const expected = ALLOWED.includes(caller) ? (method === 'POST' && !path.endsWith('move/') ? 201 : 200) : 404
        expect(`${caller} ${method} ${path} ${status}`).toBe(`${caller} ${method} ${path} ${expected}`)
      }
    }
    for (const caller of CALLERS) {
      const victim = await create({ title: { ru: `Удалить ${caller}`, en: '' } })
      const category = await api.json<{ id: number }>(
        '/api/staff/content/publication-categories/',
        as(headers.admin, json('POST', { kind: 'sales', title: { ru: `Удалить ${caller}`, en: '' } })),
      )
      for (const path of [
        `/api/staff/content/publications/${victim.id}/`,
        `/api/staff/content/publication-categories/${category.body.id}/`,
      ]) {
        const { status } = await api.json(path, as(headers[caller], { method: 'DELETE' }))
        expect(`${caller} DELETE ${path} ${status}`).toBe(
          `${caller} DELETE ${path} ${ALLOWED.includes(caller) ? 204 : 404}`,
        )
      }
    }
  })
})

describe('publications', () => {
  it('makes the slug from the Russian title, stores sanitized rich text and audits the change', async () => {
    const saved = await create()
    expect(saved.slug).toBe('novyy-korm-dlya-schenkov')
    expect(saved.body.ru).not.toContain('script')
    expect(saved.body.ru).not.toContain('javascript')
    const again = await create()
    expect(again.slug).toBe('novyy-korm-dlya-schenkov-2')
    const [entry] = await api.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'content.publication.create'), eq(auditLog.entityId, String(saved.id))))
    expect(entry).toMatchObject({ actorId: headers.members.editor.id, entityType: 'publication' })
    const update = await api.json<Saved>(
      `/api/staff/content/publications/${saved.id}/`,
      as(
        headers.admin,
        json('PUT', article({ slug: saved.slug, title: { ru: 'Новый корм для щенков', en: 'Puppy food' } })),
      ),
    )
    expect(update.status).toBe(200)
    const [changed] = await api.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(saved.id)))
      .orderBy(desc(auditLog.id))
      .limit(1)
    expect(changed).toMatchObject({
      action: 'content.publication.update',
      before: { title: { en: 'New puppy food' } },
      after: { title: { en: 'Puppy food' } },
    })
  })

  it('refuses bad input field by field with a 400, never a 500', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ slug: 'Bad Slug!' }, 'slug'],
      [{ publication_date: '2026-02-30' }, 'publication_date'],
      [{ kind: 'sales', publication_date: isoDay(0), ends_on: isoDay(-3) }, 'ends_on'],
      [{ title: { ru: '', en: 'x' } }, 'title.ru'],
      [{ image_main: 'javascript:alert(1)' }, 'image_main'],
      [{ category_id: 999999 }, 'category_id'],
      [{ kind: 'sales', product_skus: ['NO-SUCH-SKU'] }, 'product_skus'],
      [{ kind: 'news' }, 'kind'],
    ]
    for (const [values, field] of cases) {
      const { status, body } = await api.json<Record<string, string[]>>(
        '/api/staff/content/publications/',
        as(headers.editor, json('POST', article(values))),
      )
      expect(status, JSON.stringify(values)).toBe(400)
      expect(Object.keys(body)).toContain(field)
    }
    const first = await create({ slug: 'same-day' })
    const taken = await api.json<Record<string, string[]>>(
      '/api/staff/content/publications/',
      as(headers.editor, json('POST', article({ slug: 'same-day' }))),
    )
    expect(taken.status).toBe(400)
    expect(taken.body).toHaveProperty('slug')
    expect(first.slug).toBe('same-day')
    const notJson = await api.request(
      '/api/staff/content/publications/',
      as(headers.editor, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{' }),
    )
    expect(notJson.status).toBe(400)
    expect((await api.request('/api/staff/content/publications/abc/', as(headers.editor))).status).toBe(404)
    expect((await api.request('/api/staff/content/publications/99999999/', as(headers.editor))).status).toBe(404)
  })

  it('shows a published one at once (lists, home, sitemap), a draft or a future one only in the preview', async () => {
    api.ctx.cache = new TtlCache(60_000)
    const home = async () =>
      (await api.json<{ news: { title: string }[] }>('/api/pages/homepage/')).body.news.map((item) => item.title)
    expect(await home()).not.toContain('Сегодняшняя новость')
    await sitemapHas('/', 60_000)
    const live = await create({ title: { ru: 'Сегодняшняя новость', en: '' }, publication_date: isoDay(0) })
    expect(await home()).toContain('Сегодняшняя новость')
    expect(await sitemapHas(live.url, 60_000)).toBe(true)
    const list = await api.json<{ results: { id: number }[] }>('/api/pages/info/publications/')
    expect(list.body.results.map((item) => item.id)).toContain(live.id)

    const future = await create({ title: { ru: 'Завтрашняя новость', en: '' }, publication_date: isoDay(1) })
    expect(future.state).toBe('scheduled')
    const draft = await create({ title: { ru: 'Черновик новости', en: '' }, is_published: false })
    expect(draft.state).toBe('draft')
    for (const hidden of [future, draft]) {
      expect(await sitemapHas(hidden.url, 60_000)).toBe(false)
      expect(
        (await api.request(`/api/pages/info/publications/${hidden.slug}/?date=${hidden.url.split('/')[2]}`)).status,
      ).toBe(404)
      const preview = await api.json<{ title: string; body: string }>(
        `/api/staff/content/publications/${hidden.id}/preview/`,
        as(headers.editor),
      )
      expect(preview.status).toBe(200)
      expect(preview.body.body).not.toContain('script')
    }
    expect(await home()).not.toContain('Черновик новости')

    const unpublish = await api.json(
      `/api/staff/content/publications/${live.id}/`,
      as(
        headers.editor,
        json(
          'PUT',
          article({
            slug: live.slug,
            title: { ru: 'Сегодняшняя новость', en: '' },
            publication_date: isoDay(0),
            is_published: false,
          }),
        ),
      ),
    )
    expect(unpublish.status).toBe(200)
    expect(await home()).not.toContain('Сегодняшняя новость')
    expect(await sitemapHas(live.url, 60_000)).toBe(false)
    api.ctx.cache = new TtlCache(0)
  })

  it('filters, searches, sorts and pages the table on the server', async () => {
    await create({ title: { ru: 'Зюзябра черновик', en: '' }, is_published: false })
    await create({ title: { ru: 'Зюзябра будущее', en: '' }, publication_date: isoDay(5) })
    const page = async (query: string) =>
      (
        await api.json<{ results: { title: string; state: string }[]; total: number }>(
          `/api/staff/content/publications/?${query}`,
          as(headers.editor),
        )
      ).body
    expect((await page('search=Зюзябра')).total).toBe(2)
    expect((await page('search=Зюзябра&state=draft')).results.map((r) => r.title)).toEqual(['Зюзябра черновик'])
    expect((await page('search=Зюзябра&state=scheduled')).results.map((r) => r.title)).toEqual(['Зюзябра будущее'])
    expect((await page('search=Зюзябра&sort=title')).results.map((r) => r.title)).toEqual([
      'Зюзябра будущее',
      'Зюзябра черновик',
    ])
    expect((await page('kind=sales&page_size=25')).results.length).toBeGreaterThan(0)
    for (const bad of ['sort=nope', 'state=gone', 'kind=news', 'page=0', 'page_size=7', 'category=x']) {
      expect((await api.request(`/api/staff/content/publications/?${bad}`, as(headers.editor))).status, bad).toBe(400)
    }
  })

  it('keeps the products of a sales action by SKU and finds products to add', async () => {
    const [product] = await api.ctx.db
      .select({ sku: products.sku })
      .from(products)
      .where(eq(products.isPublished, true))
      .limit(1)
    const lookup = await api.json<{ results: { sku: string }[] }>(
      `/api/staff/content/publication-products/?search=${encodeURIComponent(product!.sku)}`,
      as(headers.editor),
    )
    expect(lookup.body.results.map((r) => r.sku)).toContain(product!.sku)
    const action = await create({
      kind: 'sales',
      title: { ru: 'Скидка недели', en: '' },
      ends_on: isoDay(10),
      product_skus: [product!.sku],
    })
    expect(action.products.map((p) => p.sku)).toEqual([product!.sku])
    const page = await api.json<{ products: unknown[] }>(`/api/pages/sales/actions/${action.id}/`)
    expect(page.body.products).toHaveLength(1)
  })
})

describe('publication categories', () => {
  it('creates, moves and refuses a bad colour or a taken slug', async () => {
    const made = await api.json<{ id: number; slug: string; color: string }>(
      '/api/staff/content/publication-categories/',
      as(
        headers.editor,
        json('POST', { kind: 'info', title: { ru: 'Советы ветеринара', en: 'Vet tips' }, color: '#AA3300' }),
      ),
    )
    expect(made.status).toBe(201)
    expect(made.body).toMatchObject({ slug: 'sovety-veterinara', color: '#aa3300' })
    const moved = await api.json<{ results: { id: number }[] }>(
      `/api/staff/content/publication-categories/${made.body.id}/move/`,
      as(headers.editor, json('POST', { direction: 'up' })),
    )
    const ids = moved.body.results.map((c) => c.id)
    expect(ids.indexOf(made.body.id)).toBe(ids.length - 2)
    const storefront = await api.json<{ categories: { slug: string }[] }>('/api/pages/info/page/')
    expect(storefront.body.categories.at(-2)?.slug).toBe('sovety-veterinara')
    for (const [body, field] of [
      [{ kind: 'info', title: { ru: 'Цвет', en: '' }, color: 'red' }, 'color'],
      [{ kind: 'info', title: { ru: 'Повтор', en: '' }, slug: 'sovety-veterinara' }, 'slug'],
      [{ kind: 'info', title: { ru: 'Ход', en: '' }, direction: 'x' }, null],
    ] as const) {
      const answer = await api.json<Record<string, string[]>>(
        '/api/staff/content/publication-categories/',
        as(headers.editor, json('POST', body)),
      )
      if (field === null) continue
      expect(answer.status).toBe(400)
      expect(answer.body).toHaveProperty(field)
    }
    const badMove = await api.request(
      `/api/staff/content/publication-categories/${made.body.id}/move/`,
      as(headers.editor, json('POST', { direction: 'sideways' })),
    )
    expect(badMove.status).toBe(400)
  })
})
