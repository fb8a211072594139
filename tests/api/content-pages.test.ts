// The fixed company pages, registration and cart texts, and flat pages by slug, in both languages.
import { asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { AboutPage, ContactsPage, ContentPage, FaqItem, Partner, TeamMember } from '../../contract/content'
import { brands } from '../../server/db/schema/catalogue'
import { faqItems, pages } from '../../server/db/schema/content'
import { setupApi } from '../fixtures/api-app'

const api = setupApi()

const CYRILLIC = /[а-яё]/i

function expectPage(body: ContentPage) {
  expect(body.title.length).toBeGreaterThan(0)
  expect(body.meta).toEqual({
    title: expect.any(String),
    description: expect.any(String),
    keywords: expect.any(String),
  })
  expect(body.meta.title.length).toBeGreaterThan(0)
}

const SIMPLE: [path: string, ruTitle: string, enTitle: string][] = [
  ['pages/about/', 'О компании', 'About us'],
  ['pages/teampage/', 'Команда', 'Our team'],
  ['pages/contactspage/', 'Контакты', 'Contacts'],
  ['pages/partnerspage/', 'Партнёры', 'Partners'],
  ['pages/faq/', 'Вопросы и ответы', 'Frequently asked questions'],
  ['pages/registrationpage/', 'Регистрация', 'Registration'],
  ['pages/cart/', 'Корзина', 'Cart'],
  ['pages/shops/page/', 'Магазины и дилеры', 'Shops and dealers'],
  ['pages/info/page/', 'Новости', 'News'],
  ['pages/sales/page/', 'Акции', 'Special offers'],
  ['pages/vacancies/', 'Вакансии', 'Vacancies'],
  ['pages/delivery/', 'Доставка', 'Delivery'],
  ['pages/appndx/', 'Документы и приложения', 'Documents and appendices'],
]

describe('page answers', () => {
  it.each(SIMPLE)('%s has its title, meta and body in Russian and English', async (path, ruTitle, enTitle) => {
    const ru = await api.json<ContentPage>(`/api/${path}`)
    expect(ru.status).toBe(200)
    expectPage(ru.body)
    expect(ru.body.title).toBe(ruTitle)
    expect(ru.body.meta.title).toContain(ruTitle)
    expect(ru.body.body).toMatch(CYRILLIC)
    const en = await api.json<ContentPage>(`/api/en/${path}`)
    expect(en.status).toBe(200)
    expectPage(en.body)
    expect(en.body.title).toBe(enTitle)
    expect(
      `${en.body.title}${en.body.body}${en.body.meta.title}${en.body.meta.description}${en.body.meta.keywords}`,
    ).not.toMatch(CYRILLIC)
  })
})

describe('GET /api/pages/about/', () => {
  it('carries the about section with its facts and the feature tiles', async () => {
    const { body } = await api.json<AboutPage>('/api/en/pages/about/')
    expect(body.about?.title).toMatch(/^Wholesale/)
    expect(body.about?.image).toMatch(/^\/media\//)
    expect(body.about?.facts.length).toBe(5)
    expect(body.features[0]).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      description: expect.any(String),
      color: expect.any(String),
      bg_color: expect.any(String),
      icon_file: expect.any(String),
    })
  })
})

describe('lists of the company pages', () => {
  it('team members, partners and FAQ items come in order and in the locale', async () => {
    const team = await api.json<ContentPage & { members: TeamMember[] }>('/api/en/pages/teampage/')
    expect(team.body.members.length).toBeGreaterThan(0)
    expect(team.body.members[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      role: expect.any(String),
      photo: expect.any(String),
      email: expect.any(String),
      phone: expect.any(String),
    })
    expect(team.body.members.map((m) => m.name + m.role).join()).not.toMatch(CYRILLIC)
    const partners = await api.json<ContentPage & { partners: Partner[] }>('/api/pages/partnerspage/')
    expect(partners.body.partners.length).toBeGreaterThan(0)
    expect(partners.body.partners[0]?.description).toMatch(CYRILLIC)
    const faq = await api.json<ContentPage & { items: FaqItem[] }>('/api/pages/faq/')
    expect(faq.body.items.length).toBeGreaterThan(0)
    expect(faq.body.items[0]?.answer).toMatch(/^<p>/)
  })

  it('the contacts page lists the phones, e-mails and every city in order', async () => {
    const { body } = await api.json<ContactsPage>('/api/en/pages/contactspage/')
    expect(body.phones.length).toBeGreaterThan(0)
    expect(body.emails.length).toBeGreaterThan(0)
    expect(body.cities[0]).toEqual({
      id: expect.any(Number),
      title: 'Moscow',
      phone: expect.any(String),
      email: expect.any(String),
      is_default: true,
    })
    expect(body.cities.length).toBe(10)
  })
})

describe('sanitizing', () => {
  it('removes scripts and event handlers stored in a page body and in an FAQ answer', async () => {
    const db = api.database.db
    await db.insert(pages).values({
      slug: 'stored-xss',
      kind: 'flat',
      title: { ru: 'Проверка', en: 'Check' },
      body: {
        ru:
          '<p>Текст<script>alert(1)</script></p><img src="x" onerror="alert(2)">' +
          '<a href="javascript:alert(3)" onclick="x()">ссылка</a>',
        en: '<p>Text</p>',
      },
    })
    const { status, body } = await api.json<ContentPage>('/api/pages/stored-xss/')
    expect(status).toBe(200)
    expect(body.body).toBe('<p>Текст</p><a>ссылка</a>')
    await db.insert(faqItems).values({
      question: { ru: 'Вопрос?', en: 'Question?' },
      answer: { ru: '<p onmouseover="x()">Ответ</p><script>steal()</script>', en: '<p>Answer</p>' },
      position: 999,
    })
    const faq = await api.json<ContentPage & { items: FaqItem[] }>('/api/pages/faq/')
    const answer = faq.body.items.at(-1)?.answer ?? ''
    expect(answer).toBe('<p>Ответ</p>')
    expect(JSON.stringify(faq.body)).not.toMatch(/<script|onerror=|onmouseover=|javascript:/i)
  })
})

describe('flat pages and 404s', () => {
  it('serves a flat page by slug and answers unknown, malformed and unpublished slugs with 404 {detail}', async () => {
    const privacy = await api.json<ContentPage>('/api/pages/privacy/')
    expect(privacy.status).toBe(200)
    expect(privacy.body.kind).toBe('flat')
    // A fixed section's page is marked, so the storefront's /{slug}/ catch-all does not show it a second time.
    expect((await api.json<ContentPage>('/api/pages/appndx/')).body.kind).toBe('system')
    for (const path of [
      '/api/pages/no-such-page/',
      '/api/en/pages/no-such-page/',
      '/api/pages/Bad_Slug/',
      '/api/pages/privacy/more/',
    ]) {
      const { status, body } = await api.json<{ detail: string }>(path)
      expect(status, path).toBe(404)
      expect(body.detail).toEqual(expect.any(String))
    }
    expect((await api.json<{ detail: string }>('/api/en/pages/no-such-page/')).body.detail).not.toMatch(CYRILLIC)
    await api.database.db.update(pages).set({ isPublished: false }).where(eq(pages.slug, 'payment'))
    expect((await api.json('/api/pages/payment/')).status).toBe(404)
  })

  it('leaves the catalogue’s category paths routed', async () => {
    const { body: tree } = await api.json<{ path: string; children: { path: string }[] }[]>('/api/catalog/categories/')
    const child = tree[0]!.children[0]!
    for (const prefix of ['/api', '/api/en'])
      expect((await api.json(`${prefix}/catalog/categories/${child.path}/`)).status).toBe(200)
  })

  it('does not shadow the brand page of the catalogue', async () => {
    const [brand] = await api.database.db
      .select({ slug: brands.slug })
      .from(brands)
      .where(eq(brands.isPublished, true))
      .orderBy(asc(brands.id))
      .limit(1)
    for (const prefix of ['/api', '/api/en']) {
      const found = await api.json<ContentPage>(`${prefix}/pages/brand/${brand!.slug}/`)
      expect(found.status).toBe(200)
      expect(found.body.title.length).toBeGreaterThan(0)
      expect(found.body.meta).toEqual({
        title: expect.any(String),
        description: expect.any(String),
        keywords: expect.any(String),
      })
    }
    const { status, body } = await api.json<{ slug: string }>('/api/pages/brand/no-such-brand/')
    expect(status).toBe(404)
    expect(body).toEqual({ detail: expect.any(String) })
  })
})
