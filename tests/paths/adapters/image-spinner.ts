// The 360° view on the product page of a demo product with frames, as a guest: the "360°" switch shows the
// spinner with its frame requests held, so loading shows its progress until the path lets one frame through, all
// of them, or fails one (a 404; the rest then come, and the first frame stays as a still picture). Once ready the
// picture is dragged (the mouse on desktop, a finger on mobile), turned with the wheel, and the slider is moved
// with its End and Home keys. Each state is checked on the page: the stage's state, the progress, the frame shown
// and the slider's value.
import type { CDPSession, Page } from 'playwright-core'
import { expect } from 'vitest'
import type { ProductDetail, ProductListResponse } from '../../../contract/catalogue'
import { imageSpinnerMachine, type ImageSpinnerEvent } from '../../../machines/image-spinner.machine'
import { m } from '../../../messages/compiled/messages.js'
import type { PathAdapter, PathDriver } from '../adapter'
import { eventually } from '../eventually'
import type { HeldRequests } from '../held-requests'
import type { PathSession } from '../session'
import { EXCLUDED, INPUT, spinnerModel, spinnerPaths } from './image-spinner.model'

type Context = { frame: number; loaded: number }

let spinning: Promise<ProductDetail> | null = null

/** The first product of the catalogue with 360° frames (one in about thirty of the demo products has them). */
function spinningProduct(session: PathSession): Promise<ProductDetail> {
  spinning ??= (async () => {
    for (let page = 1; ; page += 1) {
      const list = await session.api<ProductListResponse>('GET', `catalog/products/?ps=96&p=${page}`)
      for (const card of list.products) {
        const product = await session.api<ProductDetail>('GET', `catalog/products/${card.slug}/`)
        if (product.spin_images.length > 0) return product
      }
      if (page >= list.pages) throw new Error('no product of the catalogue has 360° frames')
    }
  })()
  return spinning
}

/** Lets through the held requests `which` picks. */
async function release(held: HeldRequests, which: (url: string) => boolean) {
  for (const call of held.waiting.filter(({ request }) => which(request.url()))) {
    held.waiting.splice(held.waiting.indexOf(call), 1)
    await call.route.fallback()
  }
}

/** A finger on the screen at `x`, `y` (CSS pixels), through the browser's touch input. */
async function touch(cdp: CDPSession, type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) {
  await cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] })
}

async function open(session: PathSession): Promise<PathDriver> {
  const { page, t } = session
  const product = await spinningProduct(session)
  const frames = product.spin_images.map((image) => image.image)
  expect(frames).toHaveLength(INPUT.frameCount)
  const framePaths = new Set(frames)
  const isFrame = (url: string) => framePaths.has(new URL(url).pathname)
  await session.open(`/product/${product.slug}/`)
  const held = await session.hold({ url: (url) => framePaths.has(url.pathname) })
  await page.getByRole('button', { name: t(m.product_view_spin), exact: true }).click()
  // Every frame is asked for before the path goes on.
  await eventually(() => expect(new Set(held.waiting.map(({ request }) => request.url())).size).toBe(frames.length))

  const stage = page.locator('[data-dragging][aria-busy]')
  const slider = page.getByRole('slider', { name: t(m.spinner_slider) })
  const cdp = session.viewport === 'mobile' ? await page.context().newCDPSession(page) : null
  /** Where model x = 0 is on the page: a little into the picture, level with its middle. */
  const origin = async () => {
    const box = (await stage.boundingBox())!
    return { x: box.x + 40, y: box.y + box.height / 2 }
  }

  async function pointer(phase: 'down' | 'move' | 'up', x: number) {
    const start = await origin()
    if (cdp)
      await touch(
        cdp,
        phase === 'down' ? 'touchStart' : phase === 'move' ? 'touchMove' : 'touchEnd',
        start.x + x,
        start.y,
      )
    else if (phase === 'down') {
      await page.mouse.move(start.x + x, start.y)
      await page.mouse.down()
    } else if (phase === 'move') await page.mouse.move(start.x + x, start.y)
    else await page.mouse.up()
  }

  return {
    act: async ({ event, before }) => {
      const spinnerEvent = event as ImageSpinnerEvent
      const { loaded } = before.context as Context
      switch (spinnerEvent.type) {
        case 'spinner.loaded':
          // One frame: the second (the picture itself shows the first); all: every frame still held.
          await release(held, spinnerEvent.loaded === 1 ? (url) => url.endsWith(frames[1]!) : isFrame)
          await eventually(async () => expect(await progressValue(page)).not.toBe(loaded))
          return
        case 'spinner.loadFailed': {
          const call = held.waiting.find(({ request }) => request.url().endsWith(frames[2]!))!
          held.waiting.splice(held.waiting.indexOf(call), 1)
          await call.route.fulfill({ status: 404, body: '' })
          await stage.and(page.locator('[data-state="failed"]')).waitFor()
          await release(held, isFrame)
          return
        }
        case 'spinner.dragStart':
          return pointer('down', spinnerEvent.x)
        case 'spinner.dragMove':
          return pointer('move', spinnerEvent.x)
        case 'spinner.dragEnd':
          return pointer('up', 0)
        case 'spinner.wheel': {
          const start = await origin()
          await page.mouse.move(start.x, start.y)
          await page.mouse.wheel(0, spinnerEvent.deltaY)
          return
        }
        case 'spinner.seek':
          await slider.focus()
          await page.keyboard.press(spinnerEvent.frame === 0 ? 'Home' : 'End')
      }
    },
    check: async (state) => {
      const { frame, loaded } = state.context as Context
      const shown = page.locator(`[data-dragging] img[src="${frames[frame]}"]`)
      if (state.matches('loading')) {
        expect(await stage.getAttribute('data-state')).toBe('loading')
        expect(await stage.getAttribute('aria-busy')).toBe('true')
        await eventually(async () => expect(await progressValue(page)).toBe(loaded))
        expect(await slider.isDisabled()).toBe(true)
        return
      }
      if (state.matches('failed')) {
        await page
          .getByRole('status')
          .filter({ hasText: t(m.spinner_failed) })
          .waitFor()
        expect(await stage.getAttribute('data-state')).toBe('failed')
        await shown.waitFor()
        // The first frame stays on show as a still picture.
        await eventually(async () =>
          expect(await shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0),
        )
        expect(await slider.isDisabled()).toBe(true)
        return
      }
      await eventually(async () => {
        expect(await stage.getAttribute('data-state')).toBe('ready')
        expect(await stage.getAttribute('data-dragging')).toBe(String(state.matches({ ready: 'dragging' })))
        expect(await slider.inputValue()).toBe(String(frame + 1))
        expect(await slider.getAttribute('aria-valuetext')).toBe(
          t(m.spinner_frame, { frame: frame + 1, count: frames.length }),
        )
        expect(await shown.count()).toBe(1)
      })
      expect(await page.getByText(t(m.spinner_hint)).isVisible()).toBe(true)
      expect(await page.getByRole('progressbar').count()).toBe(0)
    },
    describe: async () => {
      const stageState = await stage.getAttribute('data-state')
      const src = await page.locator('[data-dragging] img').getAttribute('src')
      return `spinner ${stageState}, progress ${await progressValue(page)}, showing ${src}; ${held.waiting.length} held`
    },
  }
}

/** The progress bar's value, or null once it is gone (read in one go: it goes when the last frame comes). */
const progressValue = (page: Page) =>
  page
    .locator('[data-dragging] progress')
    .evaluateAll((bars) => (bars[0] ? Number(bars[0].getAttribute('value')) : null))

export const imageSpinnerAdapter: PathAdapter = {
  name: 'image-spinner',
  machine: imageSpinnerMachine,
  model: spinnerModel,
  input: INPUT,
  paths: spinnerPaths,
  excluded: EXCLUDED,
  as: 'guest',
  open,
}
