// The brands index in Chromium: /brand/ and /en/brand/ list every brand as a tile with its count of goods,
// grouped by first letter, and each tile opens the brand page.
import { describe, expect, it } from 'vitest'
import type { BrandIndexEntry } from '../../contract/catalogue'
import { open, setupBrowser } from './browser'

const browser = setupBrowser()

async function brandIndex(locale: 'ru' | 'en'): Promise<BrandIndexEntry[]> {
  const response = await fetch(`${browser.baseURL}/api/${locale === 'en' ? 'en/' : ''}pages/brand/`)
  return ((await response.json()) as { results: BrandIndexEntry[] }).results
}

describe('brands index in Chromium', () => {
  for (const locale of ['ru', 'en'] as const) {
    it(`lists every brand by first letter with its count of goods and links to its page (${locale})`, async () => {
      const brands = await brandIndex(locale)
      expect(brands.length).toBeGreaterThan(1)
      const context = await browser.newContext()
      const page = await context.newPage()
      const prefix = locale === 'en' ? '/en' : ''
      const response = await open(page, `${prefix}/brand/`)
      expect(response?.status()).toBe(200)
      expect(await page.locator('h1').textContent()).toBe(locale === 'en' ? 'Brands' : 'Бренды')
      const tiles = page.locator('main section li a')
      expect(await tiles.count()).toBe(brands.length)
      const letters = new Set(brands.map((brand) => brand.title.charAt(0).toUpperCase()))
      expect(await page.locator('main section h2').count()).toBe(letters.size)

      const first = brands.find((brand) => brand.count > 1)!
      const tile = tiles.filter({ hasText: first.title }).first()
      expect(await tile.textContent()).toContain(String(first.count))
      await Promise.all([page.waitForURL(`**${prefix}/brand/${first.slug}/`), tile.click()])
      expect(
        await page
          .locator('main')
          .getByText(locale === 'en' ? /Found:/ : /Найдено:/)
          .textContent(),
      ).toContain(String(first.count))
      await context.close()
    })
  }
})
