import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  loadCounters,
  resetCountersForTests,
  shouldLoadCounters,
  trackBuyGoal,
  trackEcommerce,
  trackPageView,
} from '../../src/lib/analytics/counters'
import { isConstrainedConnection } from '../../src/lib/network'

const BOTH = { yandex_metrika_id: '12345', google_analytics_id: 'G-ABC123' }

type FakeWindow = {
  location: { hostname: string }
  ym?: (...args: unknown[]) => void
  gtag?: unknown
  dataLayer?: unknown[]
}

function fakeBrowser(hostname: string) {
  const scripts: string[] = []
  const win: FakeWindow = { location: { hostname } }
  vi.stubGlobal('window', win)
  vi.stubGlobal('document', {
    createElement: () => ({}),
    head: { append: (script: { src: string }) => scripts.push(script.src) },
  })
  return { win, scripts }
}

beforeEach(() => resetCountersForTests())
afterEach(() => vi.unstubAllGlobals())

describe('analytics counters', () => {
  it('load only outside localhost and only with an id', () => {
    for (const host of ['localhost', '127.0.0.1', 'shop.localhost', '[::1]'])
      expect(shouldLoadCounters(host, BOTH), host).toBe(false)
    expect(shouldLoadCounters('vitrina.example', { yandex_metrika_id: null, google_analytics_id: null })).toBe(false)
    expect(shouldLoadCounters('vitrina.example', { yandex_metrika_id: '1', google_analytics_id: null })).toBe(true)
  })

  it('add nothing to a local page, and report nothing from it', () => {
    const { win, scripts } = fakeBrowser('localhost')
    loadCounters(BOTH, win as never)
    trackPageView('http://localhost/catalog/', 'Каталог')
    expect(scripts).toEqual([])
    expect(win.dataLayer).toBeUndefined()
  })

  it('start both counters once on a real host, then send page views, the buy goal and e-commerce events', () => {
    const { win, scripts } = fakeBrowser('vitrina.example')
    const ym = vi.fn()
    const gtag = vi.fn()
    win.ym = ym
    win.gtag = gtag
    loadCounters(BOTH, win as never)
    loadCounters(BOTH, win as never)
    expect(scripts).toEqual([
      'https://mc.yandex.ru/metrika/tag.js',
      'https://www.googletagmanager.com/gtag/js?id=G-ABC123',
    ])
    expect(ym).toHaveBeenCalledWith(12345, 'init', expect.objectContaining({ ecommerce: 'dataLayer' }))
    expect(gtag).toHaveBeenCalledWith('config', 'G-ABC123')

    trackPageView('https://vitrina.example/catalog/', 'Каталог')
    expect(ym).toHaveBeenLastCalledWith(12345, 'hit', 'https://vitrina.example/catalog/', { title: 'Каталог' })
    expect(gtag).toHaveBeenLastCalledWith('event', 'page_view', {
      page_location: 'https://vitrina.example/catalog/',
      page_title: 'Каталог',
    })

    trackBuyGoal()
    expect(ym).toHaveBeenLastCalledWith(12345, 'reachGoal', 'buy')
    expect(gtag).toHaveBeenLastCalledWith('event', 'add_to_cart')

    trackEcommerce('detail', [{ id: 7, name: 'Корм', brand: 'Kotofey' }])
    trackEcommerce('purchase', [{ id: 7, name: 'Корм', price: 120.5, quantity: 2 }], 'A-1')
    expect(win.dataLayer).toEqual([
      { ecommerce: { currencyCode: 'RUB', detail: { products: [{ id: 7, name: 'Корм', brand: 'Kotofey' }] } } },
      {
        ecommerce: {
          currencyCode: 'RUB',
          purchase: { actionField: { id: 'A-1' }, products: [{ id: 7, name: 'Корм', price: 120.5, quantity: 2 }] },
        },
      },
    ])
  })

  it('queue Metrika calls until its script arrives', () => {
    const { win } = fakeBrowser('vitrina.example')
    loadCounters({ yandex_metrika_id: '9', google_analytics_id: null }, win as never)
    expect((win.ym as unknown as { a: unknown[][] }).a).toEqual([[9, 'init', expect.any(Object)]])
  })
})

describe('constrained connections', () => {
  it('are data-saver and 2g ones', () => {
    expect(isConstrainedConnection({ connection: { saveData: true, effectiveType: '4g' } })).toBe(true)
    expect(isConstrainedConnection({ connection: { effectiveType: '2g' } })).toBe(true)
    expect(isConstrainedConnection({ connection: { effectiveType: 'slow-2g' } })).toBe(true)
    expect(isConstrainedConnection({ connection: { effectiveType: '3g' } })).toBe(false)
    expect(isConstrainedConnection({})).toBe(false)
    expect(isConstrainedConnection(undefined)).toBe(false)
  })
})
