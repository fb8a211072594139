// The company pages (about, appendix, FAQ, partners, team, shops) and flat pages in Chromium, in Russian and
// English: their heading, content and meta title come from the API; the FAQ opens by keyboard and by link,
// the shops page switches city through the query string, and unknown or malformed slugs are the 404 page.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { AboutPage, CityShops, ContentPage, FaqItem, Partner, ShopsData, TeamMember } from '../../contract/content'
import { open, setupBrowser } from './browser'

const browser = setupBrowser()

type Locale = 'ru' | 'en'

async function apiGet<T>(locale: Locale, path: string): Promise<T> {
  const response = await fetch(`${browser.baseURL}/api/${locale === 'en' ? 'en/' : ''}${path}`)
  expect(response.status, path).toBe(200)
  return response.json() as Promise<T>
}

const prefix = (locale: Locale) => (locale === 'en' ? '/en' : '')
const texts = (page: Page, selector: string) => page.locator(selector).allInnerTexts()

/** Opens a page and checks its status, heading and meta title against the API's page answer. */
async function openPage(page: Page, path: string, answer: ContentPage) {
  const response = await open(page, path)
  expect(response?.status(), path).toBe(200)
  expect(await page.locator('h1').innerText(), path).toBe(answer.title)
  expect(await page.title(), path).toBe(answer.meta.title)
  if (answer.meta.description) {
    expect(await page.locator('meta[name="description"]').getAttribute('content'), path).toBe(answer.meta.description)
  }
}

describe.each<Locale>(['ru', 'en'])('company pages (%s)', (locale) => {
  it('shows the about page with its section, facts and features', async () => {
    const answer = await apiGet<AboutPage>(locale, 'pages/about/')
    const page = await (await browser.newContext()).newPage()
    await openPage(page, `${prefix(locale)}/about/`, answer)
    expect(await page.locator('h2').first().innerText()).toBe(answer.about!.title)
    const facts = await texts(page, 'main li strong')
    expect(facts).toEqual(answer.about!.facts.map((fact) => fact.value))
    expect(await texts(page, 'main h3')).toEqual(answer.features.map((feature) => feature.title))
    await page.context().close()
  })

  it('shows the appendix page with its text and documents that download as PDF', async () => {
    const answer = await apiGet<ContentPage>(locale, 'pages/appndx/')
    const page = await (await browser.newContext()).newPage()
    await openPage(page, `${prefix(locale)}/appndx/`, answer)
    const firstParagraph = answer.body.match(/<p>([^<]+)<\/p>/)![1]!
    expect(await page.locator('main').innerText()).toContain(firstParagraph)
    const documents = await page
      .locator('main a[href$=".pdf"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    expect(documents.length).toBeGreaterThanOrEqual(5)
    for (const href of documents) {
      const response = await fetch(`${browser.baseURL}${href}`)
      expect(response.status, href).toBe(200)
      expect(response.headers.get('content-type'), href).toBe('application/pdf')
      await response.body?.cancel()
    }
    await page.context().close()
  })

  it('lists the partners with logos and links to their sites', async () => {
    const answer = await apiGet<ContentPage & { partners: Partner[] }>(locale, 'pages/partnerspage/')
    const page = await (await browser.newContext()).newPage()
    await openPage(page, `${prefix(locale)}/partners/`, answer)
    expect(await texts(page, 'main li h2')).toEqual(answer.partners.map((partner) => partner.title))
    expect(await page.locator('main li img').count()).toBe(answer.partners.filter((partner) => partner.logo).length)
    const first = answer.partners.find((partner) => partner.url)!
    const link = page.locator(`main a[href="${first.url}"]`)
    expect(await link.getAttribute('target')).toBe('_blank')
    expect(await link.getAttribute('rel')).toContain('noopener')
    await page.context().close()
  })

  it('lists the team with photos, roles and contacts', async () => {
    const answer = await apiGet<ContentPage & { members: TeamMember[] }>(locale, 'pages/teampage/')
    const page = await (await browser.newContext()).newPage()
    await openPage(page, `${prefix(locale)}/team/`, answer)
    expect(await texts(page, 'main li h2')).toEqual(answer.members.map((member) => member.name))
    const member = answer.members[0]!
    const card = page.locator('main li', { has: page.locator('h2', { hasText: member.name }) })
    expect(await card.innerText()).toContain(member.role)
    expect(await card.locator('img').getAttribute('alt')).toBe(member.name)
    expect(await card.locator(`a[href="mailto:${member.email}"]`).count()).toBe(1)
    expect(await card.locator('a[href^="tel:"]').innerText()).toBe(member.phone)
    await page.context().close()
  })

  it('shows every FAQ question closed, and the one a link points at open', async () => {
    const answer = await apiGet<ContentPage & { items: FaqItem[] }>(locale, 'pages/faq/')
    const page = await (await browser.newContext()).newPage()
    await openPage(page, `${prefix(locale)}/faq/`, answer)
    const questions = page.locator('main button[aria-expanded]')
    expect(await questions.allInnerTexts()).toEqual(answer.items.map((item) => item.question))
    expect(await page.locator('main button[aria-expanded="true"]').count()).toBe(0)

    // The keyboard opens and closes an answer; opening one puts its address in the URL.
    const first = questions.first()
    const firstAnswer = page.locator(`#faq-${answer.items[0]!.id}-answer`)
    expect(await firstAnswer.isVisible()).toBe(false)
    await first.focus()
    await page.keyboard.press('Enter')
    await page.waitForSelector(`#faq-${answer.items[0]!.id} button[aria-expanded="true"]`)
    expect(await firstAnswer.innerText()).toContain(answer.items[0]!.answer.replace(/<[^>]+>/g, '').slice(0, 20))
    expect(new URL(page.url()).hash).toBe(`#faq-${answer.items[0]!.id}`)
    await page.keyboard.press('Space')
    await page.waitForSelector(`#faq-${answer.items[0]!.id} button[aria-expanded="false"]`)
    expect(await firstAnswer.isVisible()).toBe(false)

    const target = answer.items[2]!
    await open(page, `${prefix(locale)}/faq/#faq-${target.id}`)
    const opened = page.locator(`#faq-${target.id} button`)
    await page.waitForSelector(`#faq-${target.id} button[aria-expanded="true"]`)
    expect(await page.locator('main button[aria-expanded="true"]').count()).toBe(1)
    expect(await page.locator(`#faq-${target.id}-answer`).isVisible()).toBe(true)
    expect(await opened.innerText()).toBe(target.question)
    await page.context().close()
  })

  it('shows the shops and dealers of the default city first and of another city from the query string', async () => {
    const [answer, data, defaultShops] = await Promise.all([
      apiGet<ContentPage>(locale, 'pages/shops/page/'),
      apiGet<ShopsData>(locale, 'pages/shops/data/'),
      apiGet<CityShops>(locale, 'pages/shops/shops/'),
    ])
    const page = await (await browser.newContext()).newPage()
    await openPage(page, `${prefix(locale)}/shops/`, answer)
    const cityLinks = page.getByRole('navigation', { name: locale === 'en' ? 'Cities' : 'Города' }).locator('a')
    expect(await cityLinks.count()).toBe(data.cities.length)
    expect(await cityLinks.first().innerText()).toContain(defaultShops.city.title)
    expect(await cityLinks.first().getAttribute('aria-current')).toBe('page')
    const shopTitles = async () => texts(page, 'main [data-shop-kind="shop"] h3')
    const dealerTitles = async () => texts(page, 'main [data-shop-kind="dealer"] h3')
    expect(await shopTitles()).toEqual(defaultShops.shops.map((shop) => shop.title))
    expect(await dealerTitles()).toEqual(defaultShops.dealers.map((shop) => shop.title))

    const other = data.cities.find((city) => city.id !== data.default_city)!
    const otherShops = await apiGet<CityShops>(locale, `pages/shops/shops/?city=${other.id}`)
    await cityLinks.filter({ hasText: other.title }).click()
    await page.waitForURL((url) => url.searchParams.get('city') === String(other.id))
    await page.waitForFunction(
      (title) => document.querySelector('main section h2')?.textContent?.includes(title),
      other.title,
    )
    expect(await shopTitles()).toEqual(otherShops.shops.map((shop) => shop.title))
    expect(await dealerTitles()).toEqual(otherShops.dealers.map((shop) => shop.title))
    expect(await cityLinks.filter({ hasText: other.title }).getAttribute('aria-current')).toBe('page')
    expect(await cityLinks.first().getAttribute('aria-current')).toBeNull()
    const shop = otherShops.shops.find((item) => item.latitude !== null)!
    const card = page.locator('main [data-shop-kind="shop"]', { has: page.locator('h3', { hasText: shop.title }) })
    expect(await card.innerText()).toContain(shop.address)
    expect(await card.innerText()).toContain(shop.hours)
    expect(await card.locator('a[href*="openstreetmap.org"]').getAttribute('href')).toContain(String(shop.latitude))

    // The address with the city is a page of its own: opened directly it shows that city.
    await open(page, `${prefix(locale)}/shops/?city=${other.id}`)
    expect(await shopTitles()).toEqual(otherShops.shops.map((shop) => shop.title))
    await page.context().close()
  })

  it('shows a flat page by its slug', async () => {
    for (const slug of ['delivery', 'privacy']) {
      const answer = await apiGet<ContentPage>(locale, `pages/${slug}/`)
      const page = await (await browser.newContext()).newPage()
      await openPage(page, `${prefix(locale)}/${slug}/`, answer)
      const firstParagraph = answer.body.match(/<p>([^<]+)<\/p>/)![1]!
      expect(await page.locator('main').innerText()).toContain(firstParagraph)
      await page.context().close()
    }
  })
})

describe('the flat-page catch-all', () => {
  const status = async (path: string) => (await fetch(`${browser.baseURL}${path}`, { redirect: 'manual' })).status

  it('answers unknown, malformed and fixed-section slugs and bad city ids with the 404 page, never a 500', async () => {
    const page = await (await browser.newContext()).newPage()
    for (const path of [
      '/no-such-page/',
      '/en/no-such-page/',
      '/bad_slug/',
      '/%D0%BA%D0%BE%D1%82/',
      '/a%20b/',
      '/homepage/',
      '/registration/',
      '/shops/?city=999999',
      '/shops/?city=abc',
    ]) {
      const response = await open(page, path)
      expect(response?.status(), path).toBe(404)
      expect(await page.locator('h1').innerText(), path).toMatch(/404|не найдена|not found/i)
    }
    expect(await status(`/${'x'.repeat(300)}/`)).toBe(404)
    await page.context().close()
  })

  it('leaves the named routes to their own pages', async () => {
    const catalogue = await (await fetch(`${browser.baseURL}/catalog/`)).text()
    expect(catalogue).toContain('<title>Каталог')
    const search = await (await fetch(`${browser.baseURL}/en/search/`)).text()
    expect(search).toContain('<title>Search')
    for (const path of ['/catalog/', '/search/', '/auth/registration/', '/catalog/download/'])
      expect(await status(path), path).toBe(200)
    expect(await status('/my/')).not.toBe(404)
  })
})
