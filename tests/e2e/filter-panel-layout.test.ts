// The filter panel's group reset ("Сбросить") sits beside the group title and covers no option or count,
// in the desktop sidebar and in the mobile filter popup.
import type { Locator } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { ProductListResponse } from '../../contract/catalogue'
import { open, setupBrowser } from './browser'

const browser = setupBrowser()

type Box = { x: number; y: number; width: number; height: number }
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

async function expectResetClear(scope: Locator) {
  const group = scope.locator('fieldset').filter({ hasText: 'Бренд' })
  const reset = group.getByRole('button', { name: /Сбросить/ })
  await reset.waitFor()
  const resetBox = (await reset.boundingBox())!
  const legendBox = (await group.locator('legend').boundingBox())!
  // On the title's line, not on an option's.
  expect(Math.abs(resetBox.y + resetBox.height / 2 - (legendBox.y + legendBox.height / 2))).toBeLessThan(
    legendBox.height / 2,
  )
  for (const option of await group.locator('label').all()) {
    const box = await option.boundingBox()
    if (box) expect(overlaps(resetBox, box)).toBe(false)
  }
}

describe('filter group reset layout', () => {
  for (const width of [1280, 375]) {
    it(`keeps the group reset clear of the options at ${width} px`, async () => {
      const listing = (await (await fetch(`${browser.baseURL}/api/catalog/products/`)).json()) as ProductListResponse
      const brand = listing.brands[0]!
      const context = await browser.newContext({ width, height: 900 })
      const page = await context.newPage()
      await open(page, `/catalog/?b=${brand.slug}`)
      if (width > 990) await expectResetClear(page.locator('aside'))
      else {
        await page.getByRole('button', { name: /^Фильтры/ }).click()
        await expectResetClear(page.getByRole('dialog', { name: 'Фильтры' }))
      }
      await context.close()
    })
  }
})
