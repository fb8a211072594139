// The burger menu on a phone, in Russian and English: every heading and every link once (the catalogue menu's
// links sit under the one catalogue heading, the download link once), and a guest is offered registration.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { open, setupBrowser } from './browser'

const browser = setupBrowser()

async function openDrawer(page: Page, path: string, button: string) {
  await open(page, path)
  await page.getByRole('button', { name: button }).click()
  const drawer = page.getByRole('dialog')
  await drawer.waitFor()
  return drawer
}

const repeated = (values: string[]) => values.filter((value, index) => values.indexOf(value) !== index)

describe('mobile menu', () => {
  it.each([
    { path: '/', button: 'Открыть меню', register: 'Стать клиентом', href: '/auth/registration/' },
    { path: '/en/', button: 'Open menu', register: 'Become a client', href: '/en/auth/registration/' },
  ])(
    'shows each heading and link once and offers registration to a guest ($path)',
    async ({ path, button, register, href }) => {
      const context = await browser.newContext({ width: 375, height: 800 })
      const drawer = await openDrawer(await context.newPage(), path, button)
      const headings = (await drawer.getByRole('heading').allTextContents()).map((text) => text.trim().toLowerCase())
      expect(repeated(headings)).toEqual([])
      const links = await drawer
        .getByRole('link')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))
      expect(repeated(links)).toEqual([])
      expect(links).toEqual(expect.arrayContaining([href, `${path === '/' ? '' : '/en'}/brand/`]))
      expect(await drawer.getByRole('link', { name: register }).getAttribute('href')).toBe(href)
      await context.close()
    },
  )

  it('does not offer registration to the signed-in buyer', async () => {
    const context = await browser.newContext({ width: 375, height: 800, buyer: true })
    const drawer = await openDrawer(await context.newPage(), '/', 'Открыть меню')
    await drawer.getByRole('heading').first().waitFor()
    expect(await drawer.getByRole('link', { name: 'Стать клиентом' }).count()).toBe(0)
    await context.close()
  })
})
