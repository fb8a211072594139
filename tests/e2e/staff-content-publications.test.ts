// The back office's content in Chromium: an editor writes a news article with an uploaded picture and it is on
// /info/ and in the sitemap at once; an editor changes a home slide and the home page shows it.
import sharp from 'sharp'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { open, setupBrowser } from './browser'

const browser = setupBrowser()

async function signedInEditor(width = 1280): Promise<Page> {
  const context = await browser.newContext({ width })
  const page = await context.newPage()
  const login = await page.request.post('/api/authorization/login/', {
    data: { username: 'editor@example.com', password: 'editor12345' },
  })
  expect(login.status()).toBe(200)
  return page
}

const picture = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3a7bd5' } })
    .png()
    .toBuffer()

describe('an editor in the back office', () => {
  it('creates a news article with an uploaded picture, and it is on /info/ and in the sitemap', async () => {
    const page = await signedInEditor()
    await open(page, '/staff/content/publications/')
    await page.getByRole('link', { name: 'Новая статья' }).click()
    await page.waitForURL(/\/staff\/content\/publications\/new\/$/)
    const title = 'Зимний график работы склада'
    await page.getByRole('group', { name: 'Заголовок' }).getByLabel('RU').fill(title)
    await page.getByRole('group', { name: 'Заголовок' }).getByLabel('EN').fill('Winter warehouse hours')
    await page.getByRole('textbox', { name: 'Текст (RU)' }).click()
    await page.keyboard.type('Склад работает с 8 до 20 часов.')
    await page
      .getByLabel('Картинка для списка')
      .setInputFiles({ name: 'winter.png', mimeType: 'image/png', buffer: await picture() })
    const preview = page.locator('img[src^="/media/uploads/publication-preview/"]')
    await expect.poll(() => preview.count()).toBe(1)
    await page.getByLabel('Опубликовать (с даты публикации)').check()
    await page.getByRole('button', { name: 'Сохранить' }).click()
    await page.waitForURL(/\/staff\/content\/publications\/\d+\/$/)
    const address = (await page.locator('main p', { hasText: '/info/' }).first().textContent())?.trim() ?? ''
    expect(address).toMatch(/^\/info\/\d{2}-\d{2}-\d{4}\/zimniy-grafik-raboty-sklada\/$/)

    await open(page, '/info/')
    const card = page.locator('article', { hasText: title }).first()
    await expect.poll(() => card.count()).toBe(1)
    expect(await card.locator('img').first().getAttribute('src')).toMatch(/^\/media\/uploads\/publication-preview\//)
    await open(page, address)
    expect(await page.locator('h1').textContent()).toBe(title)
    const sitemap = await page.request.get('/sitemap.xml')
    expect(await sitemap.text()).toContain(address)
    await page.context().close()
  })

  it('changes a home slide and the home page shows it', async () => {
    const page = await signedInEditor(768)
    await open(page, '/staff/content/slides/')
    await page.locator('table a[href*="/staff/content/slides/"]').first().click()
    await page.waitForURL(/\/staff\/content\/slides\/\d+\/$/)
    const editor = page.getByRole('textbox', { name: 'Текст (RU)' })
    await editor.click()
    await page.keyboard.press('Control+A')
    await page.keyboard.type('Зимняя распродажа кормов')
    await page.getByRole('button', { name: 'Сохранить' }).click()
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Сохранено' }).count()).toBe(1)

    await open(page, '/')
    await expect.poll(() => page.getByText('Зимняя распродажа кормов').count()).toBeGreaterThan(0)
    await page.context().close()
  })
})
