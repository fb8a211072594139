// The survey in Chromium as the demo buyer: required questions are checked before sending, every kind of
// question can be answered, and a survey is answered only once.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { open, setupBrowser } from './browser'

const browser = setupBrowser()

const question = (page: Page, text: string) => page.getByRole('group', { name: text })

describe('survey page', () => {
  it('asks for the required answers, takes every kind of answer once, then says it was answered', async () => {
    const context = await browser.newContext({ buyer: true })
    const page = await context.newPage()
    const response = await open(page, '/my/survey/')
    expect(response?.status()).toBe(200)
    expect(await page.getByRole('heading', { name: 'Оцените нашу работу' }).count()).toBe(1)

    const send = page.getByRole('button', { name: 'Отправить ответы' })
    await send.click()
    await expect.poll(() => page.getByText('Ответьте на этот вопрос').count()).toBe(3)
    // The first unanswered question takes the focus.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('radio')

    await question(page, 'Какой у вас формат бизнеса?').getByLabel('Зоомагазин').check()
    await expect.poll(() => page.getByText('Ответьте на этот вопрос').count()).toBe(2)
    const categories = question(page, 'Какие категории вы закупаете у нас?')
    await categories.getByLabel('Товары для собак').check()
    await categories.getByLabel('Товары для кошек').check()
    await question(page, 'Оцените скорость доставки').getByText('4', { exact: true }).click()
    expect(await question(page, 'Оцените скорость доставки').getByLabel('4 из 5').isChecked()).toBe(true)
    await page.getByLabel('Каких товаров или брендов вам не хватает в каталоге?').fill('Больше кормов для птиц')
    await send.click()
    await page.getByRole('status').filter({ hasText: 'Спасибо за ответы!' }).waitFor()

    await page.reload()
    await page.waitForSelector('html[data-hydrated]')
    expect(await page.getByText('Вы уже ответили на этот опрос').count()).toBe(1)
    expect(await page.getByRole('button', { name: 'Отправить ответы' }).count()).toBe(0)
    await context.close()
  })
})
