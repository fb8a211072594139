// The home page in Chromium: the hero slider (arrows, bullets, keyboard, autoplay settings), the product
// sliders per screen width, news, brands, features and the about section with their links, a stable layout
// while the sliders start, and no prices for guests.
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { HomePage } from '../../contract/content'
import { findKeysInHtml } from '../fixtures/forbidden-keys'
import { open, setupBrowser } from './browser'

const browser = setupBrowser()

async function homeData(locale: 'ru' | 'en'): Promise<HomePage> {
  const response = await fetch(`${browser.baseURL}/api/${locale === 'en' ? 'en/' : ''}pages/homepage/`)
  return (await response.json()) as HomePage
}

/** The text of the first heading in a slide's HTML ("<h2>Корма премиум-класса</h2>…"). */
const headingOf = (html: string) => /<h2>(.*?)<\/h2>/.exec(html)?.[1] ?? ''

/** Index of the bullet marked current. */
const currentBullet = (hero: Locator) =>
  hero.locator('button[aria-current="true"]').evaluate((bullet) => [...bullet.parentElement!.children].indexOf(bullet))

/** The slide lying in the hero's frame once the transition has ended. */
const slideInFrame = (hero: Locator) =>
  hero.evaluate((section) => {
    const frame = section.getBoundingClientRect()
    const slides = [...section.querySelectorAll('.swiper-slide')]
    return slides.findIndex((slide) => Math.abs(slide.getBoundingClientRect().left - frame.left) < 1)
  })

/** How many cards of a product slider lie wholly inside its frame. */
const visibleCards = (slider: Locator) =>
  slider.evaluate((section) => {
    const frame = section.querySelector('.swiper')!.getBoundingClientRect()
    return [...section.querySelectorAll('.swiper-slide')].filter((slide) => {
      const box = slide.getBoundingClientRect()
      return box.left >= frame.left - 1 && box.right <= frame.right + 1 && box.width > 0
    }).length
  })

type SwiperState = { delay: number; disableOnInteraction: boolean; speed: number; running: boolean; index: number }

/** What the hero's Swiper instance itself says (Swiper keeps it on its element); null until it has started. */
const heroSwiper = (page: Page) =>
  page.evaluate((): SwiperState | null => {
    type Instance = {
      params: { speed: number; autoplay: { delay: number; disableOnInteraction: boolean } }
      autoplay: { running: boolean }
      activeIndex: number
    }
    const swiper = (document.querySelector('[data-autoplay-delay] .swiper') as HTMLElement & { swiper?: Instance })
      .swiper
    if (!swiper) return null
    const { delay, disableOnInteraction } = swiper.params.autoplay
    return {
      delay,
      disableOnInteraction,
      speed: swiper.params.speed,
      running: swiper.autoplay.running,
      index: swiper.activeIndex,
    }
  })

describe('home page in Chromium', () => {
  it('shows the hero slides and moves through them by arrows, bullets and keyboard', async () => {
    const data = await homeData('ru')
    const context = await browser.newContext()
    const page = await context.newPage()
    await open(page, '/')
    const hero = page.getByRole('region', { name: 'Главные предложения' })
    expect(await hero.locator('.swiper-slide').count()).toBe(data.slides.length)
    const first = data.slides[0]!
    expect(await hero.locator('.swiper-slide').first().textContent()).toContain(headingOf(first.text))
    expect(await hero.getByRole('link', { name: first.btn_text }).first().getAttribute('href')).toBe(first.btn_url)
    expect(await currentBullet(hero)).toBe(0)

    await hero.getByRole('button', { name: 'Следующий слайд' }).click()
    await expect.poll(() => currentBullet(hero)).toBe(1)
    await expect.poll(() => slideInFrame(hero)).toBe(1)
    expect(await hero.locator('.swiper-slide').nth(1).textContent()).toContain(headingOf(data.slides[1]!.text))

    const last = data.slides.length - 1
    await hero.getByRole('button', { name: `Слайд ${last + 1} из ${data.slides.length}` }).click()
    await expect.poll(() => slideInFrame(hero)).toBe(last)
    // The last slide rewinds to the first.
    await hero.getByRole('button', { name: 'Следующий слайд' }).click()
    await expect.poll(() => slideInFrame(hero)).toBe(0)
    await hero.getByRole('button', { name: 'Предыдущий слайд' }).click()
    await expect.poll(() => slideInFrame(hero)).toBe(last)

    // Keyboard: the bullets are buttons reached by Tab and pressed with Enter.
    await hero.getByRole('button', { name: `Слайд 2 из ${data.slides.length}` }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => slideInFrame(hero)).toBe(1)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect.poll(() => slideInFrame(hero)).toBe(2)
    await context.close()
  })

  it('autoplays every 75 s at a 1 s transition, stops on interaction and resumes after 5 s', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.clock.install()
    await open(page, '/')
    const hero = page.getByRole('region', { name: 'Главные предложения' })
    expect(await hero.getAttribute('data-autoplay-delay')).toBe('75000')
    expect(await hero.getAttribute('data-autoplay-restart')).toBe('5000')
    expect(await hero.getAttribute('data-speed')).toBe('1000')
    // The page section may hydrate a moment after the frame that marks the page hydrated.
    await expect
      .poll(() => heroSwiper(page))
      .toEqual({ delay: 75_000, disableOnInteraction: true, speed: 1000, running: true, index: 0 })

    await page.clock.runFor(74_000)
    expect((await heroSwiper(page))?.index).toBe(0)
    await page.clock.runFor(2_000)
    await expect.poll(async () => (await heroSwiper(page))?.index).toBe(1)

    await hero.getByRole('button', { name: 'Следующий слайд' }).click()
    await expect.poll(async () => (await heroSwiper(page))?.running).toBe(false)
    await page.clock.runFor(4_000)
    expect((await heroSwiper(page))?.running).toBe(false)
    await page.clock.runFor(1_500)
    await expect.poll(async () => (await heroSwiper(page))?.running).toBe(true)
    await context.close()
  })

  it('shows 4, 3, 2 or 1 cards of the offers and hits sliders by screen width', async () => {
    const data = await homeData('ru')
    const context = await browser.newContext({ width: 1280, height: 900 })
    const page = await context.newPage()
    await open(page, '/')
    const special = page.getByRole('region', { name: 'Спецпредложения и новинки' })
    const hits = page.getByRole('region', { name: 'Хиты продаж' })
    expect(await special.locator('.swiper-slide').count()).toBe(data.special.length)
    expect(await hits.locator('.swiper-slide').count()).toBe(data.hits.length)
    const product = data.special[0]!
    expect(await special.getByRole('link', { name: product.title, exact: true }).getAttribute('href')).toBe(
      `/product/${product.slug}/`,
    )
    for (const [width, count] of [
      [1280, 4],
      [1000, 3],
      [800, 2],
      [375, 1],
    ] as const) {
      await page.setViewportSize({ width, height: 900 })
      await expect.poll(() => visibleCards(special), { message: `offers at ${width} px` }).toBe(count)
      await expect.poll(() => visibleCards(hits), { message: `hits at ${width} px` }).toBe(count)
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)

    await page.setViewportSize({ width: 1280, height: 900 })
    await special.getByRole('button', { name: 'Показать следующие товары' }).click()
    await expect
      .poll(async () => (await special.locator('.swiper-slide').first().boundingBox())?.x ?? 0)
      .toBeLessThan(0)
    await context.close()
  })

  it('lists news, brands, features and the about section with working links in Russian', async () => {
    const data = await homeData('ru')
    const context = await browser.newContext()
    const page = await context.newPage()
    await open(page, '/')
    expect(await page.locator('h1').textContent()).toBe(data.title)
    expect(await page.title()).toBe(data.meta.title)
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(data.meta.description)
    expect(await page.locator('meta[name="keywords"]').getAttribute('content')).toBe(data.meta.keywords)

    const news = page.getByRole('region', { name: 'Новости', exact: true })
    expect(await news.getByRole('listitem').count()).toBe(data.news.length)
    for (const item of data.news)
      expect(await news.getByRole('link', { name: item.title, exact: true }).getAttribute('href')).toBe(item.url)
    expect(await news.getByRole('link', { name: 'Все новости' }).getAttribute('href')).toBe('/info/')

    const features = page.getByRole('region', { name: 'Почему с нами удобно' })
    for (const feature of data.features)
      expect(await features.getByRole('heading', { name: feature.title }).count()).toBe(1)

    const about = data.about!
    const aboutSection = page.getByRole('region', { name: about.title })
    expect(await aboutSection.getByRole('link', { name: about.button!.label }).getAttribute('href')).toBe(
      about.button!.url,
    )
    const aboutText = (await aboutSection.textContent()) ?? ''
    for (const fact of about.facts) expect(aboutText).toContain(fact.value)

    const brands = page.getByRole('region', { name: 'Бренды', exact: true })
    expect(await brands.getByRole('link').count()).toBe(data.brands.length)
    const brand = data.brands[0]!
    await brands.getByRole('link', { name: brand.title, exact: true }).click()
    await page.waitForURL(`**/brand/${brand.slug}/`)
    await expect.poll(() => page.locator('h1').textContent()).toBe(brand.title)
    await context.close()
  })

  it('shows the English home page under /en/ with English links', async () => {
    const data = await homeData('en')
    const context = await browser.newContext()
    const page = await context.newPage()
    await open(page, '/en/')
    expect(await page.getAttribute('html', 'lang')).toBe('en')
    expect(await page.locator('h1').textContent()).toBe(data.title)
    expect(await page.title()).toBe(data.meta.title)
    const hero = page.getByRole('region', { name: 'Featured offers' })
    expect(await hero.locator('.swiper-slide').first().textContent()).toContain(headingOf(data.slides[0]!.text))
    await hero.getByRole('button', { name: 'Next slide' }).click()
    await expect.poll(() => slideInFrame(hero)).toBe(1)
    expect(
      await page.getByRole('region', { name: 'Special offers and new arrivals' }).locator('.swiper-slide').count(),
    ).toBe(data.special.length)
    expect(await page.getByRole('region', { name: 'Best sellers' }).locator('.swiper-slide').count()).toBe(
      data.hits.length,
    )
    const news = page.getByRole('region', { name: 'News', exact: true })
    const item = data.news[0]!
    expect(await news.getByRole('link', { name: item.title, exact: true }).getAttribute('href')).toBe(`/en${item.url}`)
    const brand = data.brands[0]!
    expect(
      await page
        .getByRole('region', { name: 'Brands', exact: true })
        .getByRole('link', { name: brand.title, exact: true })
        .getAttribute('href'),
    ).toBe(`/en/brand/${brand.slug}/`)
    expect(
      await page
        .getByRole('region', { name: data.about!.title })
        .getByRole('link', { name: data.about!.button!.label })
        .getAttribute('href'),
    ).toBe(`/en${data.about!.button!.url}`)
    await context.close()
  })

  it('does not shift the layout while the sliders start', async () => {
    for (const width of [1280, 375]) {
      const context = await browser.newContext({ width, height: 900 })
      const page = await context.newPage()
      // The server HTML and CSS alone, as the visitor sees it before the scripts run.
      await page.route('**/assets/*.js', (route) => route.abort())
      await page.goto('/')
      // The hero, every slider frame and the footer: if anything above it moved, the footer did too.
      const boxes = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('[data-autoplay-delay], .swiper, footer')].map((element) => {
            const box = element.getBoundingClientRect()
            return { top: Math.round(box.top), height: Math.round(box.height), width: Math.round(box.width) }
          }),
        )
      const before = await boxes()
      await page.unroute('**/assets/*.js')
      await page.addInitScript(() => {
        const record = window as Window & { layoutShift?: number }
        record.layoutShift = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) record.layoutShift = (record.layoutShift ?? 0) + entry.value
          }
        }).observe({ type: 'layout-shift', buffered: true })
      })
      await open(page, '/')
      await expect.poll(() => page.locator('[data-autoplay-delay] .swiper-initialized').count()).toBe(1)
      expect(await boxes(), `${width} px`).toEqual(before)
      const shift = await page.evaluate(() => (window as Window & { layoutShift?: number }).layoutShift)
      expect(shift, `${width} px`).toBeLessThan(0.05)
      await context.close()
    }
  })

  it('gives a guest no price or stock in the HTML; the buyer gets them', async () => {
    for (const path of ['/', '/en/']) {
      const html = await (await fetch(`${browser.baseURL}${path}`)).text()
      expect(findKeysInHtml(html), path).toEqual([])
      expect(html, path).not.toContain('₽')
    }
    const context = await browser.newContext({ buyer: true })
    const page = await context.newPage()
    await open(page, '/')
    const special = page.getByRole('region', { name: 'Спецпредложения и новинки' })
    await expect.poll(() => special.locator('[data-priced]').count()).toBeGreaterThan(0)
    const html = await (await context.request.get('/')).text()
    expect(new Set(findKeysInHtml(html))).toContain('price')
    await context.close()
  })
})
