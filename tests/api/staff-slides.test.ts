// staff/content/slides/, about/ and features/: the home page's slides, the about section and the feature tiles,
// for editors and admins; a change shows on the home page at once; everybody else gets a 404.
import { desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../server/db/schema/staff'
import { TtlCache } from '../../server/http/ttl-cache'
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

const slide = (values: Record<string, unknown> = {}) => ({
  image: '/media/uploads/slide/a.webp',
  image_full: '',
  text: { ru: '<p>Весенняя <b>распродажа</b><script>x()</script></p>', en: '<p>Spring sale</p>' },
  color: '#ffffff',
  position: 'left',
  btn_text: { ru: 'В каталог', en: 'Catalogue' },
  btn_url: '/catalog/',
  is_published: true,
  ...values,
})

const feature = (values: Record<string, unknown> = {}) => ({
  title: { ru: 'Доставка за сутки', en: 'Next-day delivery' },
  description: { ru: 'По Москве', en: 'In Moscow' },
  color: '#112233',
  bg_color: '#eeeeee',
  icon_file: '',
  ...values,
})

type HomeSlides = { slides: { id: number; text: string }[]; features: { id: number; title: string }[] }
const home = async () => (await api.json<HomeSlides & { about: { title: string } }>('/api/pages/homepage/')).body

describe('who may use the home page content endpoints', () => {
  it('answers each endpoint to an editor and an admin, and a 404 to a manager, a buyer and a guest', async () => {
    const about = (await api.json<Record<string, unknown>>('/api/staff/content/about/', as(headers.admin))).body
    for (const caller of CALLERS) {
      const allowed = ALLOWED.includes(caller)
      const s = await api.json<{ id: number }>('/api/staff/content/slides/', as(headers.admin, json('POST', slide())))
      const f = await api.json<{ id: number }>(
        '/api/staff/content/features/',
        as(headers.admin, json('POST', feature())),
      )
      const calls: [string, string, unknown, number][] = [
        ['GET', '/api/staff/content/slides/', undefined, 200],
        ['POST', '/api/staff/content/slides/', slide(), 201],
        ['GET', `/api/staff/content/slides/${s.body.id}/`, undefined, 200],
        ['PUT', `/api/staff/content/slides/${s.body.id}/`, slide({ color: '#000000' }), 200],
        ['POST', `/api/staff/content/slides/${s.body.id}/move/`, { direction: 'up' }, 200],
        ['DELETE', `/api/staff/content/slides/${s.body.id}/`, undefined, 204],
        ['GET', '/api/staff/content/about/', undefined, 200],
        ['PUT', '/api/staff/content/about/', about, 200],
        ['GET', '/api/staff/content/features/', undefined, 200],
        ['POST', '/api/staff/content/features/', feature(), 201],
        ['PUT', `/api/staff/content/features/${f.body.id}/`, feature({ color: '' }), 200],
        ['POST', `/api/staff/content/features/${f.body.id}/move/`, { direction: 'up' }, 200],
        ['DELETE', `/api/staff/content/features/${f.body.id}/`, undefined, 204],
      ]
      for (const [method, path, body, status] of calls) {
        const init = body === undefined ? { method } : json(method, body)
        const answer = await api.request(path, as(headers[caller], init))
        expect(`${caller} ${method} ${path} ${answer.status}`).toBe(
          `${caller} ${method} ${path} ${allowed ? status : 404}`,
        )
      }
    }
  })
})

describe('slides', () => {
  it('shows a new, changed, moved or hidden slide on the home page at once, sanitized and audited', async () => {
    api.ctx.cache = new TtlCache(60_000)
    const before = await home()
    const made = await api.json<{ id: number; text: { ru: string } }>(
      '/api/staff/content/slides/',
      as(headers.editor, json('POST', slide())),
    )
    expect(made.status).toBe(201)
    expect(made.body.text.ru).toBe('<p>Весенняя <b>распродажа</b></p>')
    let shown = await home()
    expect(shown.slides.map((s) => s.id)).toEqual([...before.slides.map((s) => s.id), made.body.id])
    const moved = await api.json<{ results: { id: number }[] }>(
      `/api/staff/content/slides/${made.body.id}/move/`,
      as(headers.editor, json('POST', { direction: 'up' })),
    )
    expect(moved.body.results.at(-2)?.id).toBe(made.body.id)
    shown = await home()
    expect(shown.slides.at(-2)?.id).toBe(made.body.id)
    const changed = await api.json(
      `/api/staff/content/slides/${made.body.id}/`,
      as(headers.editor, json('PUT', slide({ text: { ru: 'Летняя распродажа', en: '' } }))),
    )
    expect(changed.status).toBe(200)
    expect((await home()).slides.find((s) => s.id === made.body.id)?.text).toBe('Летняя распродажа')
    const [entry] = await api.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityType, 'slide'))
      .orderBy(desc(auditLog.id))
      .limit(1)
    expect(entry).toMatchObject({ action: 'content.slide.update', after: { text: { ru: 'Летняя распродажа' } } })
    await api.request(
      `/api/staff/content/slides/${made.body.id}/`,
      as(headers.editor, json('PUT', slide({ is_published: false }))),
    )
    expect((await home()).slides.map((s) => s.id)).not.toContain(made.body.id)
    api.ctx.cache = new TtlCache(0)
  })

  it('refuses bad input field by field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ image: '' }, 'image'],
      [{ color: '#fff' }, 'color'],
      [{ btn_url: 'javascript:alert(1)' }, 'btn_url'],
      [{ btn_url: '//evil.example/' }, 'btn_url'],
      [{ position: 'top' }, 'position'],
      [{ is_published: 'yes' }, 'is_published'],
    ]
    for (const [values, field] of cases) {
      const { status, body } = await api.json<Record<string, string[]>>(
        '/api/staff/content/slides/',
        as(headers.editor, json('POST', slide(values))),
      )
      expect(status, JSON.stringify(values)).toBe(400)
      expect(Object.keys(body)).toContain(field)
    }
    const bad = await api.request('/api/staff/content/slides/', as(headers.editor, json('POST', [1])))
    expect(bad.status).toBe(400)
  })
})

describe('about section and features', () => {
  it('changes the about section of the home and about pages and the feature tiles at once', async () => {
    api.ctx.cache = new TtlCache(60_000)
    const about = (
      await api.json<{ title: { ru: string; en: string }; facts: unknown[] }>(
        '/api/staff/content/about/',
        as(headers.editor),
      )
    ).body
    expect(about.facts.length).toBeGreaterThan(0)
    await home()
    const saved = await api.json(
      '/api/staff/content/about/',
      as(
        headers.editor,
        json('PUT', {
          ...about,
          title: { ru: 'О нас коротко', en: 'About us' },
          text: { ru: '<p onclick="x()">Мы</p>', en: '' },
        }),
      ),
    )
    expect(saved.status).toBe(200)
    expect((await home()).about.title).toBe('О нас коротко')
    const page = await api.json<{ about: { title: string; text: string } }>('/api/en/pages/about/')
    expect(page.body.about).toMatchObject({ title: 'About us' })
    const ru = await api.json<{ about: { text: string } }>('/api/pages/about/')
    expect(ru.body.about.text).toBe('<p>Мы</p>')
    const bad = await api.json(
      '/api/staff/content/about/',
      as(headers.editor, json('PUT', { ...about, button_url: 'ftp://x' })),
    )
    expect(bad.status).toBe(400)

    const tile = await api.json<{ id: number }>(
      '/api/staff/content/features/',
      as(headers.editor, json('POST', feature())),
    )
    expect(tile.status).toBe(201)
    expect((await home()).features.at(-1)).toMatchObject({ id: tile.body.id, title: 'Доставка за сутки' })
    const wrong = await api.json(
      '/api/staff/content/features/',
      as(headers.editor, json('POST', feature({ bg_color: 'blue' }))),
    )
    expect(wrong.status).toBe(400)
    expect(wrong.body).toHaveProperty('bg_color')

    // A hidden tile stays in the back office's list and leaves the home and about pages; published, it is back.
    const aboutIds = async () =>
      (await api.json<{ features: { id: number }[] }>('/api/pages/about/')).body.features.map((f) => f.id)
    const hide = await api.json<{ is_published: boolean }>(
      `/api/staff/content/features/${tile.body.id}/`,
      as(headers.editor, json('PUT', feature({ is_published: false }))),
    )
    expect(hide.status).toBe(200)
    expect(hide.body.is_published).toBe(false)
    expect((await home()).features.map((f) => f.id)).not.toContain(tile.body.id)
    expect(await aboutIds()).not.toContain(tile.body.id)
    const listed = await api.json<{ results: { id: number; is_published: boolean }[] }>(
      '/api/staff/content/features/',
      as(headers.editor),
    )
    expect(listed.body.results.find((f) => f.id === tile.body.id)).toMatchObject({ is_published: false })
    const show = await api.json(
      `/api/staff/content/features/${tile.body.id}/`,
      as(headers.editor, json('PUT', feature({ is_published: true }))),
    )
    expect(show.status).toBe(200)
    expect((await home()).features.map((f) => f.id)).toContain(tile.body.id)
    expect(await aboutIds()).toContain(tile.body.id)
    const notBoolean = await api.json(
      `/api/staff/content/features/${tile.body.id}/`,
      as(headers.editor, json('PUT', feature({ is_published: 'no' }))),
    )
    expect(notBoolean.status).toBe(400)
    expect(notBoolean.body).toHaveProperty('is_published')
    api.ctx.cache = new TtlCache(0)
  })
})
