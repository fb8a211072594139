// staff/content/settings/ and the product labels (staff/content/collections/labels/): admins only, a 404 to every
// other caller (editors included); bad input is a field error; the storefront's vars show a change at once.
import { desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { CollectionItem, StaffSiteSettings } from '../../contract/staff/site-collections'
import type { VarsResponse } from '../../contract/site'
import { auditLog } from '../../server/db/schema/staff'
import { jsonBody } from '../fixtures/auth'
import { setupApi } from '../fixtures/api-app'
import { as, callerHeaders, CALLERS, type Caller } from '../fixtures/staff'

const api = setupApi()
let headers: Awaited<ReturnType<typeof callerHeaders>>

beforeAll(async () => {
  headers = await callerHeaders(api.database.db)
})

const send = (caller: Caller, method: string, path: string, body?: unknown) =>
  api.json(path, as(headers[caller], body === undefined ? { method } : jsonBody(method, body)))

const lastAudit = async (action: string) =>
  (
    await api.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1)
  )[0]

const vars = async (locale = '') => (await api.json<VarsResponse>(`/api${locale}/vars/`)).body

describe('staff/content/settings/', () => {
  it.each(CALLERS)('is for admins only (%s)', async (caller) => {
    const got = await send(caller, 'GET', '/api/staff/content/settings/')
    if (caller !== 'admin') {
      expect(got.status).toBe(404)
      const put = await send(caller, 'PUT', '/api/staff/content/settings/', {})
      expect(put.status).toBe(404)
      return
    }
    expect(got.status).toBe(200)
    expect(got.body).toMatchObject({ user_agreement_link: '/privacy/', wait_title: { ru: 'Сообщить о поступлении' } })
  })

  it('saves the texts and links, keeps the other keys, and the storefront reads them at once', async () => {
    const before = await vars()
    const current = (await send('admin', 'GET', '/api/staff/content/settings/')).body as StaffSiteSettings
    const { status, body } = await send('admin', 'PUT', '/api/staff/content/settings/', {
      ...current,
      wait_title: { ru: 'Ждём вместе', en: 'Wait with us' },
      cookie_bar_text: { ru: 'Cookie <a href="/privacy/">тут</a><script>x()</script>', en: 'Cookies' },
      footer_phones: ['+7 495 000-00-01'],
    })
    expect(status).toBe(200)
    expect(body).toMatchObject({ cookie_bar_text: { ru: 'Cookie <a href="/privacy/">тут</a>' } })
    const after = await vars()
    expect(after.settings.wait_title).toBe('Ждём вместе')
    expect((await vars('/en')).settings.wait_title).toBe('Wait with us')
    expect(after.footer.phones).toEqual(['+7 495 000-00-01'])
    expect(after.header.logo).toBe(before.header.logo)
    expect(after.footer.menus).toEqual(before.footer.menus)
    const audit = await lastAudit('content.settings.update')
    expect(audit?.before).toMatchObject({ wait_title: current.wait_title })
    expect(audit?.after).toMatchObject({ wait_title: { ru: 'Ждём вместе', en: 'Wait with us' } })
  })

  it('edits the logos, the cart switch, the download button and the menus the storefront shows', async () => {
    const current = (await send('admin', 'GET', '/api/staff/content/settings/')).body as StaffSiteSettings
    expect(current).toMatchObject({
      disable_cart: false,
      header_menus: ['main', 'catalog'],
      footer_menus: ['footer-company', 'footer-customers', 'footer-info'],
      download_url: '/catalog/download/',
      download_label: { ru: 'Скачать каталог' },
    })
    expect(current.header_logo).toMatch(/^\/media\//)
    const changed = {
      header_logo: '/media/uploads/logo/header.webp',
      footer_logo: '/media/uploads/logo/footer.webp',
      disable_cart: true,
      download_label: { ru: 'Прайс-лист', en: 'Price list' },
      download_url: '/appndx/',
      header_menus: ['catalog'],
      footer_menus: ['footer-info', 'footer-company'],
    }
    const saved = await send('admin', 'PUT', '/api/staff/content/settings/', { ...current, ...changed })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject(changed)
    expect((await send('admin', 'GET', '/api/staff/content/settings/')).body).toMatchObject(changed)
    const after = await vars()
    expect(after.header).toMatchObject({
      logo: '/media/uploads/logo/header.webp',
      disable_cart: true,
      download_button: { label: 'Прайс-лист', url: '/appndx/' },
      menus: ['catalog'],
    })
    expect(after.header.lang).toEqual((await vars()).header.lang)
    expect(after.footer).toMatchObject({
      logo: '/media/uploads/logo/footer.webp',
      menus: ['footer-info', 'footer-company'],
    })
    expect((await vars('/en')).header.download_button).toEqual({ label: 'Price list', url: '/appndx/' })
    const audit = await lastAudit('content.settings.update')
    expect(audit?.after).toMatchObject({ disable_cart: true, header_menus: ['catalog'] })

    // No link: no download button; the cart comes back.
    await send('admin', 'PUT', '/api/staff/content/settings/', {
      ...current,
      download_url: '',
      disable_cart: false,
    })
    const plain = await vars()
    expect(plain.header.download_button).toBeNull()
    expect(plain.header.disable_cart).toBe(false)
    expect(plain.header.menus).toEqual(['main', 'catalog'])
    expect(plain.header.lang.map((l) => l.code)).toEqual(['ru', 'en'])
    await send('admin', 'PUT', '/api/staff/content/settings/', current)
    expect((await vars()).header.download_button).toMatchObject({ url: '/catalog/download/' })
  })

  it('refuses bad logos, switches, download links and unknown menus field by field', async () => {
    const current = (await send('admin', 'GET', '/api/staff/content/settings/')).body as StaffSiteSettings
    for (const [change, field] of [
      [{ header_logo: 'https://evil.example/logo.png' }, 'header_logo'],
      [{ footer_logo: '/etc/passwd' }, 'footer_logo'],
      [{ disable_cart: 'yes' }, 'disable_cart'],
      [{ download_url: 'javascript:alert(1)' }, 'download_url'],
      [{ header_menus: [] }, 'header_menus'],
      [{ header_menus: ['main', 'nope'] }, 'header_menus.1'],
      [{ footer_menus: ['footer-info', 'a', 'b', 'c'] }, 'footer_menus'],
      [{ footer_menus: ['missing'] }, 'footer_menus.0'],
    ] as const) {
      const { status, body } = await send('admin', 'PUT', '/api/staff/content/settings/', { ...current, ...change })
      expect(status, field).toBe(400)
      expect(body, field).toHaveProperty([field])
    }
    expect((await vars()).header.menus).toEqual(current.header_menus)
  })

  it('refuses bad links, e-mails, phones and pictures field by field', async () => {
    const current = (await send('admin', 'GET', '/api/staff/content/settings/')).body as StaffSiteSettings
    for (const [change, field] of [
      [{ user_agreement_link: 'javascript:alert(1)' }, 'user_agreement_link'],
      [{ header_email: 'nobody' }, 'header_email'],
      [{ header_phone: '123' }, 'header_phone'],
      [{ footer_emails: ['a@example.com', 'bad'] }, 'footer_emails.1'],
      [{ noimage: 'https://evil.example/x.png' }, 'noimage'],
      [{ wait_title: { ru: '', en: '' } }, 'wait_title.ru'],
    ] as const) {
      const { status, body } = await send('admin', 'PUT', '/api/staff/content/settings/', { ...current, ...change })
      expect(status, field).toBe(400)
      expect(body, field).toHaveProperty([field])
    }
  })
})

describe('staff/content/collections/labels/', () => {
  it.each(CALLERS)('is for admins only (%s)', async (caller) => {
    const list = await send(caller, 'GET', '/api/staff/content/collections/labels/')
    const created = await send(caller, 'POST', '/api/staff/content/collections/labels/', {
      slug: `sale-${caller}`,
      title: { ru: 'Распродажа', en: 'Sale' },
      color: '#E53935',
    })
    if (caller !== 'admin') {
      expect(list.status).toBe(404)
      expect(created.status).toBe(404)
      expect((await send(caller, 'DELETE', '/api/staff/content/collections/labels/1/')).status).toBe(404)
      return
    }
    expect(list.status).toBe(200)
    expect(created.status).toBe(201)
    const label = created.body as CollectionItem
    expect(label).toMatchObject({ color: '#e53935', title: { ru: 'Распродажа', en: 'Sale' } })
    expect((await vars()).settings.labels).toContainEqual({
      id: label.id,
      slug: 'sale-admin',
      title: 'Распродажа',
      color: '#e53935',
    })
    const bad = await send(caller, 'PUT', `/api/staff/content/collections/labels/${label.id}/`, {
      slug: 'sale-admin',
      title: { ru: 'Распродажа' },
      color: 'red',
    })
    expect(bad.status).toBe(400)
    expect(bad.body).toHaveProperty('color')
    expect((await send(caller, 'DELETE', `/api/staff/content/collections/labels/${label.id}/`)).status).toBe(204)
    expect(await lastAudit('content.labels.delete')).toMatchObject({ entityId: String(label.id) })
  })
})
