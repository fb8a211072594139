// The loyalty programme's description is public: the footer link takes a guest to it (no redirect home), in
// Russian and English, with the configured rule; a signed-in buyer sees the balance there too.
import { describe, expect, it } from 'vitest'
import { formatPrice } from '../../contract/format/price'
import { open, setupBrowser } from './browser'

const browser = setupBrowser()

const spaces = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim()

describe('loyalty programme page', () => {
  it.each([
    ['', 'Программа лояльности', 'до 20% суммы заказа'],
    ['/en', 'Loyalty programme', 'up to 20% of the order'],
  ])(
    'is reached by a guest from the footer (%s) and states the rule without a balance',
    async (prefix, title, rule) => {
      const context = await browser.newContext()
      const page = await context.newPage()
      await open(page, `${prefix}/`)
      const link = page.locator('footer').getByRole('link', { name: title })
      expect(await link.getAttribute('href')).toBe(`${prefix}/loyalty-program/`)
      const response = await page.request.get(`${prefix}/loyalty-program/`, { maxRedirects: 0 })
      expect(response.status()).toBe(200)

      await link.click()
      await page.waitForURL(`**${prefix}/loyalty-program/`)
      await expect.poll(async () => spaces(await page.getByRole('heading', { level: 1 }).textContent())).toBe(title)
      expect(spaces(await page.getByTestId('loyalty-text').textContent())).toContain(rule)
      expect(await page.getByTestId('bonus-balance').count()).toBe(0)
      await context.close()
    },
  )

  it('shows a signed-in buyer the balance beside the rules', async () => {
    const context = await browser.newContext({ buyer: true })
    const page = await context.newPage()
    expect((await open(page, '/loyalty-program/'))?.status()).toBe(200)
    const { balance } = await page.evaluate(
      async () => (await (await fetch('/api/bonuses/')).json()) as { balance: number },
    )
    expect(spaces(await page.getByTestId('bonus-balance').textContent())).toBe(spaces(formatPrice(balance)))
    expect(spaces(await page.getByTestId('loyalty-text').textContent())).toContain('до 20% суммы заказа')
    await context.close()
  })
})
