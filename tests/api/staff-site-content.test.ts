// staff/content/pages/ and staff/content/redirects/: every endpoint for every caller (content roles for pages,
// admins only for redirects, a 404 to everybody else), the checks of the input as field errors, the audit entry of
// each change and the storefront seeing the change at once.
import { and, desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { StaffPage, StaffPageRow, StaffRedirect } from '../../contract/staff/site-content'
import type { TablePage } from '../../contract/staff/table'
import { pages } from '../../server/db/schema/content'
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
const send = (caller: Caller, method: string, path: string, body?: unknown) =>
  api.json(path, as(headers[caller], body === undefined ? { method } : jsonBody(method, body)))

const page = (slug: string, ru = 'Текст') => ({
  slug,
  title: { ru: `Страница ${slug}`, en: `Page ${slug}` },
  body: { ru: `<p>${ru}</p>`, en: '<p>Text</p>' },
  meta_title: { ru: 'Мета', en: 'Meta' },
  meta_description: { ru: 'Описание', en: '' },
  meta_keywords: { ru: '', en: '' },
  is_published: true,
})

const lastAudit = async (action: string) =>
  (
    await api.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1)
  )[0]

describe('staff/content/pages/', () => {
  it.each(CALLERS)('lists the pages to content roles, a 404 to others (%s)', async (caller) => {
    const { status, body } = await send(caller, 'GET', '/api/staff/content/pages/?kind=system&sort=slug')
    if (!CONTENT_ROLES.includes(caller)) return expect(status).toBe(404)
    expect(status).toBe(200)
    const list = body as TablePage<StaffPageRow>
    expect(list.results.every((row) => row.kind === 'system')).toBe(true)
    expect(list.results.find((row) => row.slug === 'about')).toMatchObject({ path: '/about/', is_published: true })
    expect(list.results.map((row) => row.slug)).toEqual([...list.results.map((row) => row.slug)].sort())
  })

  it('refuses an unknown sort or kind as a field error', async () => {
    const { status, body } = await send('editor', 'GET', '/api/staff/content/pages/?sort=secret&kind=x')
    expect(status).toBe(400)
    expect(body).toHaveProperty('sort')
  })

  it.each(CALLERS)('creates, edits, publishes and deletes a flat page for content roles only (%s)', async (caller) => {
    const slug = `terms-${caller}`
    const created = await send(caller, 'POST', '/api/staff/content/pages/', page(slug))
    if (!CONTENT_ROLES.includes(caller)) {
      expect(created.status).toBe(404)
      const [row] = await api.database.db.select().from(pages).where(eq(pages.slug, slug))
      expect(row).toBeUndefined()
      const [about] = await api.database.db.select().from(pages).where(eq(pages.slug, 'about'))
      for (const [method, path, body] of [
        ['GET', `/api/staff/content/pages/${about!.id}/`],
        ['PUT', `/api/staff/content/pages/${about!.id}/`, page('about')],
        ['POST', `/api/staff/content/pages/${about!.id}/publish/`, { is_published: false }],
        ['DELETE', `/api/staff/content/pages/${about!.id}/`],
        ['POST', '/api/staff/content/page-preview/', { body: '<p>x</p>' }],
      ] as const)
        expect((await send(caller, method, path, body)).status, `${method} ${path}`).toBe(404)
      return
    }
    expect(created.status).toBe(201)
    const id = (created.body as StaffPage).id
    expect(created.body).toMatchObject({ slug, kind: 'flat', path: `/${slug}/` })
    expect(await lastAudit('content.page.create')).toMatchObject({ entityId: String(id), summary: slug })
    expect((await api.json(`/api/pages/${slug}/`)).status).toBe(200)

    const got = await send(caller, 'GET', `/api/staff/content/pages/${id}/`)
    expect(got.body).toMatchObject({ meta_title: { ru: 'Мета', en: 'Meta' } })

    const edited = await send(caller, 'PUT', `/api/staff/content/pages/${id}/`, page(slug, 'Новый текст'))
    expect(edited.status).toBe(200)
    const audit = await lastAudit('content.page.update')
    expect(audit?.before).toEqual({ body: { ru: '<p>Текст</p>', en: '<p>Text</p>' } })
    expect(audit?.after).toEqual({ body: { ru: '<p>Новый текст</p>', en: '<p>Text</p>' } })
    expect(((await api.json(`/api/pages/${slug}/`)).body as { body: string }).body).toBe('<p>Новый текст</p>')

    const hidden = await send(caller, 'POST', `/api/staff/content/pages/${id}/publish/`, { is_published: false })
    expect(hidden.body).toMatchObject({ is_published: false })
    expect((await api.json(`/api/pages/${slug}/`)).status).toBe(404)
    expect(await lastAudit('content.page.unpublish')).toMatchObject({ after: { is_published: false } })

    expect((await send(caller, 'DELETE', `/api/staff/content/pages/${id}/`)).status).toBe(204)
    expect((await send(caller, 'GET', `/api/staff/content/pages/${id}/`)).status).toBe(404)
    expect(await lastAudit('content.page.delete')).toMatchObject({ entityId: String(id), before: { slug } })
  })

  it('sanitizes the body with the storefront allow-list, also in the preview', async () => {
    const dirty =
      '<p onclick="x()">Hi<script>alert(1)</script></p><iframe src="//x"></iframe><a href="javascript:x">l</a>'
    const preview = await send('editor', 'POST', '/api/staff/content/page-preview/', { body: dirty })
    expect(preview.body).toEqual({ body: '<p>Hi</p><a>l</a>' })
    const created = await send('editor', 'POST', '/api/staff/content/pages/', {
      ...page('clean-me'),
      body: { ru: dirty, en: '' },
    })
    expect((created.body as StaffPage).body.ru).toBe('<p>Hi</p><a>l</a>')
  })

  it('edits a system page text (not its slug) and the storefront shows it at once; a system page stays', async () => {
    const [about] = await api.database.db.select().from(pages).where(eq(pages.slug, 'contacts'))
    // The storefront's vars and pages are read (and cached) first.
    await api.json('/api/pages/contactspage/')
    const { status, body } = await send('editor', 'PUT', `/api/staff/content/pages/${about!.id}/`, {
      ...page('renamed', 'Звоните нам'),
      title: about!.title,
    })
    expect(status).toBe(200)
    expect(body).toMatchObject({ slug: 'contacts', kind: 'system' })
    const [row] = await api.database.db
      .select()
      .from(pages)
      .where(and(eq(pages.slug, 'contacts')))
    expect(row!.body).toEqual({ ru: '<p>Звоните нам</p>', en: '<p>Text</p>' })
    const shown = await api.json<{ page: { body: string } } & { body?: string }>('/api/pages/contactspage/')
    expect(JSON.stringify(shown.body)).toContain('Звоните нам')
    const deleted = await send('admin', 'DELETE', `/api/staff/content/pages/${about!.id}/`)
    expect(deleted.status).toBe(400)
  })

  it('refuses bad slugs, a taken slug and a storefront route, field by field; unknown ids are 404', async () => {
    for (const slug of ['Bad Slug', 'new--page', '-x', 'catalog', 'staff', 'привет', ''])
      expect((await send('editor', 'POST', '/api/staff/content/pages/', page(slug))).body, slug).toHaveProperty('slug')
    await send('editor', 'POST', '/api/staff/content/pages/', page('twice'))
    const again = await send('editor', 'POST', '/api/staff/content/pages/', page('twice'))
    expect(again.status).toBe(400)
    expect(again.body).toEqual({ slug: ['Страница с таким адресом уже есть'] })
    const noTitle = await send('editor', 'POST', '/api/staff/content/pages/', { ...page('x1'), title: { ru: '' } })
    expect(noTitle.status).toBe(400)
    expect(noTitle.body).toHaveProperty(['title.ru'])
    for (const id of ['0', '99999999', 'abc', '99999999999'])
      expect((await send('editor', 'GET', `/api/staff/content/pages/${id}/`)).status, id).toBe(404)
    const notJson = await api.request(
      '/api/staff/content/pages/',
      as(headers.editor, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '[1]' }),
    )
    expect(notJson.status).toBe(400)
  })
})

describe('staff/content/redirects/', () => {
  it.each(CALLERS)('is for admins only: the rest get a 404 on every endpoint (%s)', async (caller) => {
    const from = `/old-${caller}/`
    const created = await send(caller, 'POST', '/api/staff/content/redirects/', { from_path: from, to_url: '/new/' })
    const list = await send(caller, 'GET', '/api/staff/content/redirects/')
    if (caller !== 'admin') {
      expect(created.status).toBe(404)
      expect(list.status).toBe(404)
      expect(
        (await send(caller, 'PUT', '/api/staff/content/redirects/1/', { from_path: '/a/', to_url: '/b/' })).status,
      ).toBe(404)
      expect((await send(caller, 'DELETE', '/api/staff/content/redirects/1/')).status).toBe(404)
      expect((await api.json(`/api/seo/has-redirect/?url=${from}`)).body).toEqual({ to_url: null, status: null })
      return
    }
    expect(created.status).toBe(201)
    const id = (created.body as StaffRedirect).id
    expect((list.body as TablePage<StaffRedirect>).results).toContainEqual({
      id,
      from_path: from,
      to_url: '/new/',
      status: 301,
    })
    expect((await api.json(`/api/seo/has-redirect/?url=${from}`)).body).toEqual({ to_url: '/new/', status: 301 })
    expect(await lastAudit('content.redirect.create')).toMatchObject({ after: { from_path: from, to_url: '/new/' } })

    const edited = await send(caller, 'PUT', `/api/staff/content/redirects/${id}/`, {
      from_path: from,
      to_url: 'https://example.com/x',
      status: 302,
    })
    expect(edited.status).toBe(200)
    expect((await api.json(`/api/seo/has-redirect/?url=${from}`)).body).toEqual({
      to_url: 'https://example.com/x',
      status: 302,
    })
    expect(await lastAudit('content.redirect.update')).toMatchObject({
      before: { to_url: '/new/', status: 301 },
      after: { to_url: 'https://example.com/x', status: 302 },
    })

    expect((await send(caller, 'DELETE', `/api/staff/content/redirects/${id}/`)).status).toBe(204)
    expect((await api.json(`/api/seo/has-redirect/?url=${from}`)).body).toEqual({ to_url: null, status: null })
    expect(await lastAudit('content.redirect.delete')).toMatchObject({ before: { from_path: from } })
  })

  it('reaches the storefront at once, though it keeps the redirects', async () => {
    api.ctx.cache = new TtlCache(60_000)
    try {
      const from = '/kept-old/'
      const asked = async () => (await api.json(`/api/seo/has-redirect/?url=${from}`)).body
      expect(await asked()).toEqual({ to_url: null, status: null }) // cached now: each change must clear it
      const created = await send('admin', 'POST', '/api/staff/content/redirects/', { from_path: from, to_url: '/a/' })
      expect(await asked()).toEqual({ to_url: '/a/', status: 301 })
      const id = (created.body as StaffRedirect).id
      await send('admin', 'PUT', `/api/staff/content/redirects/${id}/`, { from_path: from, to_url: '/b/', status: 302 })
      expect(await asked()).toEqual({ to_url: '/b/', status: 302 })
      await send('admin', 'DELETE', `/api/staff/content/redirects/${id}/`)
      expect(await asked()).toEqual({ to_url: null, status: null })
    } finally {
      api.ctx.cache = new TtlCache(0)
    }
  })

  it('stores the old path normalised as the storefront asks for it', async () => {
    const { status, body } = await send('admin', 'POST', '/api/staff/content/redirects/', {
      from_path: '/Old//Catalogue',
      to_url: '/catalog/',
    })
    expect(status).toBe(201)
    expect(body).toMatchObject({ from_path: '/old/catalogue/' })
    expect((await api.json('/api/seo/has-redirect/?url=/old/catalogue/')).body).toMatchObject({ to_url: '/catalog/' })
  })

  it('refuses bad paths, addresses, statuses, a loop and a second redirect of one path, field by field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ from_path: 'old/', to_url: '/new/' }, 'from_path'],
      [{ from_path: 'https://x.ru/old/', to_url: '/new/' }, 'from_path'],
      [{ from_path: '/old/?a=1', to_url: '/new/' }, 'from_path'],
      [{ from_path: '', to_url: '/new/' }, 'from_path'],
      [{ from_path: '/old-a/', to_url: 'javascript:alert(1)' }, 'to_url'],
      [{ from_path: '/old-a/', to_url: '//evil.example/' }, 'to_url'],
      [{ from_path: '/old-a/', to_url: 'new page' }, 'to_url'],
      [{ from_path: '/old-a/', to_url: '/new/', status: 307 }, 'status'],
      [{ from_path: '/Loop', to_url: '/loop/' }, 'to_url'],
      [{ from_path: '/loop/', to_url: '/loop?x=1' }, 'to_url'],
    ]
    for (const [input, field] of cases) {
      const { status, body } = await send('admin', 'POST', '/api/staff/content/redirects/', input)
      expect(status, JSON.stringify(input)).toBe(400)
      expect(body, JSON.stringify(input)).toHaveProperty([field])
    }
    await send('admin', 'POST', '/api/staff/content/redirects/', { from_path: '/dup/', to_url: '/a/' })
    const again = await send('admin', 'POST', '/api/staff/content/redirects/', { from_path: '/DUP', to_url: '/b/' })
    expect(again).toMatchObject({ status: 400, body: { from_path: ['Для этого пути редирект уже есть'] } })
    expect(
      (await send('admin', 'PUT', '/api/staff/content/redirects/99999/', { from_path: '/z/', to_url: '/y/' })).status,
    ).toBe(404)
  })

  it('searches, sorts and pages the list', async () => {
    for (const n of [1, 2, 3])
      await send('admin', 'POST', '/api/staff/content/redirects/', { from_path: `/paged-${n}/`, to_url: '/' })
    const { body } = await send('admin', 'GET', '/api/staff/content/redirects/?q=paged&sort=-from_path&page_size=25')
    const list = body as TablePage<StaffRedirect>
    expect(list.total).toBe(3)
    expect(list.results.map((row) => row.from_path)).toEqual(['/paged-3/', '/paged-2/', '/paged-1/'])
    expect((await send('admin', 'GET', '/api/staff/content/redirects/?page_size=7')).status).toBe(400)
  })
})
