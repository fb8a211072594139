// The city picker in Chromium: the header slot opens it on the main cities, typing searches after a pause,
// choosing a city puts its contacts in the header and footer, keeps the choice in a 60-day cookie, and the server
// render shows it after a reload — in Russian and in English, and from the mobile drawer too.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { CITY_COOKIE, CITY_COOKIE_MAX_AGE, type City, type CityList } from '../../contract/geo'
import { open, setupBrowser } from './browser'

const browser = setupBrowser()

/** geoip/ as the page would ask it: `path` is the API path with its query. */
const cities = (page: Page, path: string) =>
  page.evaluate(async (url) => ((await (await fetch(url)).json()) as CityList).results, path)

const picker = (page: Page) => page.getByRole('dialog')
const options = (page: Page) => picker(page).getByRole('option')

/** Records every geoip/ search the page makes, with the time it was made. */
function recordSearches(page: Page) {
  const searches: { title: string; at: number }[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.endsWith('/api/geoip/') || url.pathname.endsWith('/api/en/geoip/')) {
      const title = url.searchParams.get('title')
      if (title !== null) searches.push({ title, at: Date.now() })
    }
  })
  return searches
}

async function expectContacts(page: Page, city: City) {
  await expect.poll(() => page.getByTestId('header-phone').textContent()).toContain(city.phone)
  expect(await page.getByTestId('header-email').textContent()).toContain(city.email)
  expect(await page.getByTestId('footer-phones').textContent()).toContain(city.phone)
  expect(await page.getByTestId('footer-emails').textContent()).toContain(city.email)
}

describe('city picker', () => {
  it('lists the main cities, searches after a pause; the choice replaces contacts and survives a reload', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await open(page, '/')
    const [defaultCity] = await cities(page, '/api/geoip/?defaults=true')
    const [kazan] = await cities(page, '/api/geoip/?title=казань')
    expect(defaultCity).toBeDefined()
    expect(kazan).toBeDefined()
    // Without a cookie the server guessed the default city.
    expect(await page.getByTestId('city-slot').textContent()).toContain(defaultCity!.title)
    await expectContacts(page, defaultCity!)

    const searches = recordSearches(page)
    await page.getByTestId('city-slot').click()
    // The main cities are every city with the company's contacts, in their order (the default one first).
    const main = await cities(page, '/api/geoip/')
    expect(main.length).toBeGreaterThan(1)
    expect(main[0]).toEqual(defaultCity)
    await expect.poll(() => options(page).allTextContents()).toEqual(main.map((city) => `${city.title}${city.phone}`))
    expect(
      await page.getByRole('combobox', { name: 'Поиск города' }).evaluate((input) => input === document.activeElement),
    ).toBe(true)

    const typedAt = Date.now()
    await page.keyboard.type('каз')
    await expect
      .poll(() => options(page).allTextContents(), { timeout: 5000 })
      .toEqual([`${kazan!.title}${kazan!.phone}`])
    // One search, for the whole word, no sooner than the one-second pause.
    expect(searches.map((search) => search.title)).toEqual(['каз'])
    expect(searches[0]!.at - typedAt).toBeGreaterThanOrEqual(1000)

    await page.keyboard.press('ArrowDown')
    expect(await options(page).first().getAttribute('aria-selected')).toBe('true')
    await page.keyboard.press('Enter')
    await expect.poll(() => picker(page).count()).toBe(0)
    expect(await page.getByTestId('city-slot').textContent()).toContain(kazan!.title)
    await expectContacts(page, kazan!)

    const [cookie] = (await context.cookies()).filter((item) => item.name === CITY_COOKIE)
    expect(cookie?.value).toBe(String(kazan!.id))
    // Playwright reports the expiry as seconds since the epoch.
    expect(Math.abs(cookie!.expires - (Date.now() / 1000 + CITY_COOKIE_MAX_AGE))).toBeLessThan(120)

    // The server render itself carries the chosen city and its contacts.
    const html = await (await context.request.get('/')).text()
    expect(html).toContain(kazan!.phone)
    expect(html).toContain(kazan!.email)
    await open(page, '/catalog/')
    expect(await page.getByTestId('city-slot').textContent()).toContain(kazan!.title)
    await expectContacts(page, kazan!)
    await context.close()
  })

  it('says when nothing is found, and closes on Escape and on its close button', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await open(page, '/')
    await page.getByTestId('city-slot').click()
    // As a person does: once the picker shows its field. Its answer can take seconds while the crawl test loads the
    // same server.
    const field = page.getByRole('combobox', { name: 'Поиск города' })
    await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true)
    await page.keyboard.type('Атлантида')
    await expect
      .poll(() => picker(page).getByRole('status').textContent(), { timeout: 15_000 })
      .toBe('Ничего не найдено')
    expect(await options(page).count()).toBe(0)
    await page.keyboard.press('Escape')
    await expect.poll(() => picker(page).count()).toBe(0)

    // It opens afresh, on the default cities.
    await page.getByTestId('city-slot').click()
    expect(await field.inputValue()).toBe('')
    await expect.poll(() => options(page).count()).toBeGreaterThan(0)
    await picker(page).getByRole('button', { name: 'Закрыть' }).click()
    await expect.poll(() => picker(page).count()).toBe(0)
    await context.close()
  })

  it('falls back to the default city when the cookie names no city', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await open(page, '/')
    const [defaultCity] = await cities(page, '/api/geoip/?defaults=true')
    for (const value of ['999999', 'abc', '1%3B%20x%3Dy']) {
      await context.addCookies([{ name: CITY_COOKIE, value, url: browser.baseURL }])
      const response = await context.request.get('/')
      expect(response.status()).toBe(200)
      expect(await response.text()).toContain(defaultCity!.email)
    }
    await context.close()
  })

  it('works in English from the mobile drawer, with English titles kept in the server render', async () => {
    const context = await browser.newContext({ width: 375, height: 800 })
    const page = await context.newPage()
    await open(page, '/en/')
    const [kazan] = await cities(page, '/api/en/geoip/?title=kaz')
    expect(kazan?.title).toBe('Kazan')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.locator('#mobile-drawer').getByTestId('city-slot').click()
    // The drawer gave way to the picker.
    await expect.poll(() => page.locator('#mobile-drawer').count()).toBe(0)
    expect(await page.getByRole('dialog', { name: 'Choose your city' }).count()).toBe(1)
    await page.getByRole('combobox', { name: 'Find a city' }).fill('kaz')
    await page.getByRole('option', { name: /Kazan/ }).click({ timeout: 5000 })
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    await expect.poll(() => page.getByTestId('footer-phones').textContent()).toContain(kazan!.phone)

    const html = await (await context.request.get('/en/')).text()
    expect(html).toContain('Kazan')
    expect(html).toContain(kazan!.email)
    await context.close()
  })
})
