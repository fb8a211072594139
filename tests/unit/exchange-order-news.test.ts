// What a document from 1C says about an order (dates in 1C's spellings, status names mapped to ours where they
// are recognisable) and how it changes the order: nothing twice.
import { describe, expect, it } from 'vitest'
import type { CmlDocument } from '../../server/modules/exchange/commerceml/records'
import { documentNews, parseCmlDate, statusOf } from '../../server/modules/exchange/orders-in/document-news'
import { orderUpdate } from '../../server/modules/exchange/orders-in/order-update'
import { cmlDocument } from '../fixtures/cml-documents'

const now = new Date('2026-03-01T12:00:00Z')
const doc = (requisites: Record<string, string>, extra: Partial<CmlDocument> = {}): CmlDocument =>
  cmlDocument('VT-1', requisites, { date: '2026-02-20', ...extra })

describe('1C dates and status names', () => {
  it('reads ISO and Russian dates as Moscow time, and refuses empty 1C dates', () => {
    expect(parseCmlDate('2026-02-12 10:15:00')?.toISOString()).toBe('2026-02-12T07:15:00.000Z')
    expect(parseCmlDate('12.02.2026 10:15:00')?.toISOString()).toBe('2026-02-12T07:15:00.000Z')
    expect(parseCmlDate('2026-02-12')?.toISOString()).toBe('2026-02-11T21:00:00.000Z')
    expect(parseCmlDate('2026-02-12T10:15:00Z')?.toISOString()).toBe('2026-02-12T10:15:00.000Z')
    expect(parseCmlDate('0001-01-01T00:00:00')).toBeNull()
    expect(parseCmlDate('завтра')).toBeNull()
  })

  it('maps the names it recognises and leaves the others to be shown as sent', () => {
    expect(statusOf('[N] Принят, ожидается оплата')).toBe('accepted')
    expect(statusOf('Оплачен')).toBe('paid')
    expect(statusOf('Отгружен')).toBe('shipped')
    expect(statusOf('Закрыт')).toBe('completed')
    expect(statusOf('Отменен')).toBe('cancelled')
    expect(statusOf('[D] Передан в службу доставки')).toBeNull()
  })
})

describe('a document changes an order once', () => {
  const fresh = {
    number: 'VT-1',
    externalNumber: null,
    status: 'new' as const,
    statusTitle: null,
    paidAt: null,
    shippedAt: null,
  }

  it('1C’s copy of the order under its own number keeps that number, which is no news to the buyer', () => {
    const news = documentNews(doc({}, { id: 'VT-1', number: 'ЦБ-000017' }), now)
    expect(news.orderNumbers).toEqual(['ЦБ-000017', 'VT-1'])
    const update = orderUpdate(fresh, news, now)
    expect(update).toEqual({ set: { externalNumber: 'ЦБ-000017' }, events: [], shipped: false })
    expect(orderUpdate({ ...fresh, externalNumber: 'ЦБ-000017' }, news, now).set).toEqual({})
  })

  it('a Bitrix-style answer with nothing paid or shipped only sets the status', () => {
    const news = documentNews(
      doc({ 'Заказ оплачен': 'false', Отгружен: 'false', Отменен: 'false', 'Статус заказа': '[N] Принят' }),
      now,
    )
    const update = orderUpdate(fresh, news, now)
    expect(update.set).toEqual({ status: 'accepted', statusTitle: '[N] Принят' })
    expect(update.events.map((event) => event.kind)).toEqual(['status'])
    expect(orderUpdate({ ...fresh, ...update.set }, news, now).events).toEqual([])
  })

  it('a shipment document based on the order ships it and credits points, once', () => {
    const news = documentNews(
      doc({}, { operation: 'Отпуск товара', number: 'РТУ-1', baseNumber: 'VT-1', sum: 500 }),
      now,
    )
    expect(news.orderNumbers[0]).toBe('VT-1')
    const update = orderUpdate(fresh, news, now)
    expect(update).toMatchObject({ shipped: true, set: { status: 'shipped' } })
    expect(update.events).toContainEqual(expect.objectContaining({ kind: 'shipment', amount: 500 }))
    expect(orderUpdate({ ...fresh, ...update.set }, news, now)).toMatchObject({ shipped: false, events: [] })
  })

  it('a cancellation neither pays nor ships', () => {
    const news = documentNews(doc({ ПометкаУдаления: 'true', Отгружен: 'true', 'Заказ оплачен': 'true' }), now)
    expect(orderUpdate(fresh, news, now)).toMatchObject({ shipped: false, set: { status: 'cancelled' } })
  })
})
