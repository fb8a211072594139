// The bonus ledger and the loyalty programme page in Chromium as the demo buyer, checked against the API's answer.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { formatPrice } from '../../contract/format/price'
import type { BonusesResponse } from '../../contract/account'
import { open, setupBrowser } from './browser'

const browser = setupBrowser()

const PAGE_SIZE = 20
const spaces = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim()

/** The ledger as the signed-in page itself would ask for it. */
const ledger = (page: Page, number = 1) =>
  page.evaluate(
    async (query) => (await fetch(`/api/bonuses/?${query}`)).json() as Promise<BonusesResponse>,
    `page=${number}&limit=${PAGE_SIZE}`,
  )

describe('bonuses page', () => {
  it('shows the balance, the ledger rows newest first, the totals and the total debited', async () => {
    const context = await browser.newContext({ buyer: true })
    const page = await context.newPage()
    const response = await open(page, '/my/bonuses/')
    expect(response?.status()).toBe(200)
    const data = await ledger(page)
    expect(data.count).toBeGreaterThan(0)

    expect(spaces(await page.getByTestId('bonus-balance').textContent())).toBe(spaces(formatPrice(data.balance)))
    const rows = page.locator('table tbody tr')
    expect(await rows.count()).toBe(data.results.length)
    const first = data.results[0]!
    const firstRow = spaces(await rows.first().textContent())
    if (first.brand) expect(firstRow).toContain(first.brand)
    if (first.accrued) expect(firstRow).toContain(spaces(formatPrice(first.accrued)))

    const totals = spaces(await page.locator('table tfoot').textContent())
    expect(totals).toContain('Итого')
    expect(totals).toContain(spaces(formatPrice(data.totals.accrued)))
    expect(totals).toContain(spaces(formatPrice(data.totals.spent)))
    expect(spaces(await page.getByTestId('total-debited').textContent())).toBe(spaces(formatPrice(data.total_debited)))
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex')
    await context.close()
  })

  it('shows the accrual of an order not shipped yet apart from the balance, and marks its rows', async () => {
    const context = await browser.newContext({ buyer: true })
    const page = await context.newPage()
    await open(page, '/my/bonuses/')
    const data = await ledger(page)
    expect(data.pending).toBeGreaterThan(0)
    expect(spaces(await page.getByTestId('bonus-pending').textContent())).toBe(
      `Ожидает отгрузки: +${spaces(formatPrice(data.pending))}`,
    )
    const pendingRows = data.results.flatMap((row, index) => (row.pending ? [index] : []))
    expect(pendingRows.length).toBeGreaterThan(0)
    const rows = page.locator('table tbody tr')
    for (const index of pendingRows) expect(spaces(await rows.nth(index).textContent())).toContain('ожидает отгрузки')
    const credited = data.results.findIndex((row) => !row.pending && row.accrued > 0)
    if (credited >= 0) expect(spaces(await rows.nth(credited).textContent())).not.toContain('ожидает отгрузки')
    await context.close()
  })

  it('pages through a long ledger with links', async () => {
    const context = await browser.newContext({ buyer: true })
    const page = await context.newPage()
    await open(page, '/my/bonuses/')
    const { count } = await ledger(page)
    if (count <= PAGE_SIZE) {
      expect(await page.getByRole('navigation', { name: 'Страницы' }).count()).toBe(0)
      return
    }
    await page.getByRole('link', { name: 'Страница 2' }).click()
    await page.waitForURL(/\/my\/bonuses\/\?p=2$/)
    const second = await ledger(page, 2)
    await expect.poll(() => page.locator('table tbody tr').count()).toBe(second.results.length)
    expect(await page.getByRole('link', { name: 'Страница 2' }).getAttribute('aria-current')).toBe('page')
    await context.close()
  })
})

describe('loyalty programme page', () => {
  it('shows the programme’s text from the server and the buyer’s balance', async () => {
    const context = await browser.newContext({ buyer: true })
    const page = await context.newPage()
    const response = await open(page, '/my/loyalty-program/')
    expect(response?.status()).toBe(200)
    // The page's text is the server's HTML as it reads, tags and all entities resolved.
    const content = await page.evaluate(async () => {
      const answer = (await (await fetch('/api/loyalty-page/')).json()) as { title: string; text: string }
      return {
        title: answer.title,
        text: new DOMParser().parseFromString(answer.text, 'text/html').body.textContent ?? '',
      }
    })
    expect(spaces(await page.getByRole('heading', { level: 1 }).textContent())).toBe(spaces(content.title))
    expect(spaces(content.text)).not.toBe('')
    expect(spaces(await page.getByTestId('loyalty-text').textContent())).toBe(spaces(content.text))
    const { balance } = await ledger(page)
    expect(spaces(await page.getByTestId('bonus-balance').textContent())).toBe(spaces(formatPrice(balance)))
    await context.close()
  })
})
