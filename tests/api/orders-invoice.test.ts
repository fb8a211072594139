// orders/{id}/invoice/: the order's invoice for payment as a PDF, read back as text: the supplier's requisites
// from the configuration, the buyer's from the profile, every line, the VAT included, the total in figures and in
// words (several sums), the signatures; more pages with the table header repeated for a long order; only for the
// order's buyer (another buyer and a guest get 404 and 401); none for a cancelled order; attached to the mail.
import { eq } from 'drizzle-orm'
import { extractText, getDocumentProxy } from 'unpdf'
import { beforeAll, describe, expect, it } from 'vitest'
import { orderItems, orders } from '../../server/db/schema/ordering'
import { includedVat, invoiceLine } from '../../server/modules/orders/invoice/invoice-data'
import { invoiceMoney } from '../../server/modules/orders/invoice/draw-invoice'
import type { ProductCard } from '../../contract/catalogue'
import type { OrderDetail } from '../../contract/orders'
import { setupApi } from '../fixtures/api-app'
import { newBuyer, orderableProducts, type Buyer } from '../fixtures/buyers'
import { checkoutForm } from '../fixtures/checkout-form'
import { setupMailCatcher } from '../fixtures/mail-catcher'

const mail = setupMailCatcher()
const api = setupApi({
  env: () => ({
    SMTP_URL: mail.url,
    LOYALTY_ACCRUAL_PERCENT: '0',
    INVOICE_SUPPLIER_NAME: 'ООО «Зоотовары Опт»',
    INVOICE_SUPPLIER_INN: '7705123456',
    INVOICE_SUPPLIER_KPP: '770501001',
    INVOICE_SUPPLIER_OGRN: '1157746000000',
    INVOICE_SUPPLIER_ADDRESS: '115114, г. Москва, ул. Летниковская, д. 10',
    INVOICE_BANK_NAME: 'АО «Альфа-Банк», г. Москва',
    INVOICE_BANK_BIK: '044525593',
    INVOICE_BANK_CORRESPONDENT_ACCOUNT: '30101810200000000593',
    INVOICE_BANK_ACCOUNT: '40702810401300012345',
    INVOICE_DIRECTOR: 'Сидоров П. П.',
    INVOICE_ACCOUNTANT: 'Кузнецова Е. В.',
  }),
})
let goods: ProductCard[] = []

beforeAll(async () => {
  goods = await orderableProducts(api, (await newBuyer(api)).token)
  expect(goods.length).toBeGreaterThan(8)
})

/** Whitespace of any kind (amounts use no-break spaces) as one plain space. */
const flat = (value: string) => value.replace(/\s+/g, ' ').trim()

async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  const document = await getDocumentProxy(new Uint8Array(bytes))
  const { text, totalPages } = await extractText(document, { mergePages: true })
  return { text: flat(text), pages: totalPages }
}

async function invoiceOf(buyer: Buyer, orderId: number) {
  const response = await api.request(`/api/orders/${orderId}/invoice/`, {
    headers: { authorization: `Bearer ${buyer.token}` },
  })
  return response
}

async function readInvoice(buyer: Buyer, orderId: number) {
  const response = await invoiceOf(buyer, orderId)
  expect(response.status, await response.clone().text()).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/pdf')
  expect(response.headers.get('cache-control')).toBe('private, no-store')
  const bytes = new Uint8Array(await response.arrayBuffer())
  expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-')
  return { ...(await pdfText(bytes)), response }
}

async function placeOrder(buyer: Buyer, lines: [index: number, quantity: number][]): Promise<OrderDetail> {
  for (const [index, quantity] of lines)
    expect((await buyer.call('POST', 'carts/items/', { product: goods[index]!.id, quantity })).status).toBe(200)
  const { status, body } = await buyer.call<OrderDetail>('POST', 'orders/', checkoutForm(buyer))
  expect(status).toBe(201)
  return body
}

/** Makes the order one line of `kopecks` in all, so the invoice states that sum. */
async function setTotal(order: OrderDetail, kopecks: number) {
  const db = api.database.db
  await db.delete(orderItems).where(eq(orderItems.orderId, order.id))
  await db.insert(orderItems).values({
    orderId: order.id,
    productId: null,
    sku: 'VT-SUM',
    title: 'Корм для проверки суммы',
    quantity: 1,
    price: kopecks,
    amount: kopecks,
  })
  await db
    .update(orders)
    .set({ subtotal: kopecks, discount: 0, pointsSpent: 0, total: kopecks })
    .where(eq(orders.id, order.id))
}

describe('GET /api/orders/{id}/invoice/', () => {
  it('states the requisites, every line, the VAT, the total and the total in words', async () => {
    const buyer = await newBuyer(api, {
      organizationName: 'ООО «Лапки и хвосты»',
      organizationInn: '5003012345',
      legalAddress: '142700, Московская обл., г. Видное, ул. Школьная, д. 3',
    })
    const order = await placeOrder(buyer, [
      [0, 2],
      [1, 3],
      [2, 1],
    ])
    const { text, pages, response } = await readInvoice(buyer, order.id)
    expect(response.headers.get('content-disposition')).toContain(`invoice-${order.number}.pdf`)
    expect(pages).toBe(1)

    const date = new Intl.DateTimeFormat('ru-RU', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Moscow',
    })
      .format(new Date(order.date))
      .replace(/\s?г\.$/, '')
    expect(text).toContain(`Счёт на оплату № ${order.number} от ${date} г.`)
    // The supplier, from the configuration.
    for (const value of [
      'ООО «Зоотовары Опт»',
      'ИНН 7705123456',
      'КПП 770501001',
      'ОГРН 1157746000000',
      '115114, г. Москва, ул. Летниковская, д. 10',
      'АО «Альфа-Банк», г. Москва',
      'БИК',
      '044525593',
      '30101810200000000593',
      '40702810401300012345',
      'Банк получателя',
      'Получатель',
    ])
      expect(text, value).toContain(value)
    // The buyer, from the profile.
    expect(text).toContain('Покупатель (Заказчик):')
    expect(text).toContain(
      'ООО «Лапки и хвосты», ИНН 5003012345, 142700, Московская обл., г. Видное, ул. Школьная, д. 3',
    )
    expect(text).toContain(`Основание: Заказ № ${order.number} от ${date} г.`)

    // Every line: number, name, SKU, quantity in pieces, unit, unit price, sum.
    for (const [i, item] of order.items.entries()) {
      const line = invoiceLine(item)
      expect(line.unit).toBe('piece')
      expect(text).toContain(item.sku)
      expect(text).toContain(flat(item.name).slice(0, 20))
      const quantity = flat(line.quantity.toLocaleString('ru-RU'))
      const money = `${flat(invoiceMoney(line.price))} ${flat(invoiceMoney(line.amount))}`
      expect(text, item.sku).toContain(`${item.sku} ${quantity} шт. ${money}`)
      expect(text).toMatch(new RegExp(`(^| )${i + 1} `))
    }

    const vat = includedVat(order.total, 22)
    expect(vat).toBe(Math.round((order.total * 22) / 122))
    expect(text).toContain(`Итого: ${flat(invoiceMoney(order.subtotal))}`)
    expect(text).toContain(`В том числе НДС 22 %: ${flat(invoiceMoney(vat))}`)
    expect(text).toContain(`Всего к оплате: ${flat(invoiceMoney(order.total))}`)
    expect(text).toContain(`Всего наименований 3, на сумму ${flat(invoiceMoney(order.total))} руб.`)
    expect(text).toMatch(/ рубл(ь|я|ей) \d\d копе(йка|йки|ек)/)
    expect(text).toContain('Руководитель')
    expect(text).toContain('Сидоров П. П.')
    expect(text).toContain('Бухгалтер')
    expect(text).toContain('Кузнецова Е. В.')
  })

  it.each([
    [100, 'Один рубль 00 копеек'],
    [201, 'Два рубля 01 копейка'],
    [502, 'Пять рублей 02 копейки'],
    [1105, 'Одиннадцать рублей 05 копеек'],
    [2111, 'Двадцать один рубль 11 копеек'],
    [2121, 'Двадцать один рубль 21 копейка'],
    [100_000_100, 'Один миллион один рубль 00 копеек'],
    [100_000_199, 'Один миллион один рубль 99 копеек'],
    [12_345_678, 'Сто двадцать три тысячи четыреста пятьдесят шесть рублей 78 копеек'],
  ])('writes %i kopecks as "%s" with its VAT', async (kopecks, words) => {
    const buyer = await newBuyer(api)
    const order = await placeOrder(buyer, [[3, 1]])
    await setTotal(order, kopecks)
    const { text } = await readInvoice(buyer, order.id)
    expect(text).toContain(words)
    expect(text).toContain(`Всего к оплате: ${flat(invoiceMoney(kopecks))}`)
    expect(text).toContain(`В том числе НДС 22 %: ${flat(invoiceMoney(includedVat(kopecks, 22)))}`)
  })

  it('shows the discount and the points paid, and takes the VAT of what is due', async () => {
    const buyer = await newBuyer(api)
    const order = await placeOrder(buyer, [[4, 1]])
    await api.database.db
      .update(orders)
      .set({ subtotal: 1_000_000, discount: 50_000, pointsSpent: 20_000, total: 930_000 })
      .where(eq(orders.id, order.id))
    const { text } = await readInvoice(buyer, order.id)
    expect(text).toContain('Итого: 10 000,00')
    expect(text).toContain('Скидка: 500,00')
    expect(text).toContain('Оплачено баллами: 200,00')
    expect(text).toContain(`В том числе НДС 22 %: ${flat(invoiceMoney(includedVat(930_000, 22)))}`)
    expect(text).toContain('Всего к оплате: 9 300,00')
    expect(text).toContain('Девять тысяч триста рублей 00 копеек')
  })

  it('runs a long order onto more pages, the table header on each', async () => {
    const buyer = await newBuyer(api)
    const order = await placeOrder(buyer, [[5, 1]])
    const [first] = await api.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id))
    await api.database.db.insert(orderItems).values(
      Array.from({ length: 79 }, (_, i) => ({
        orderId: order.id,
        productId: first!.productId,
        sku: `VT-LONG-${String(i + 2).padStart(3, '0')}`,
        title: `Товар длинного заказа номер ${i + 2} с названием в две строки, чтобы строки были разной высоты`,
        quantity: 1,
        price: first!.price,
        amount: first!.amount,
      })),
    )
    const { text, pages } = await readInvoice(buyer, order.id)
    expect(pages).toBeGreaterThan(2)
    expect(text.split('Товары (работы, услуги)').length - 1).toBe(pages)
    expect(text).toContain(`Счёт на оплату № ${order.number} — страница ${pages}`)
    for (let i = 2; i <= 80; i++) expect(text).toContain(`VT-LONG-${String(i).padStart(3, '0')}`)
    expect(text).toContain('Всего наименований 80')
  })

  it('is the order buyer’s only: another buyer gets 404, a guest 401, an unknown order 404', async () => {
    const owner = await newBuyer(api)
    const order = await placeOrder(owner, [[6, 1]])
    const other = await newBuyer(api)
    const foreign = await invoiceOf(other, order.id)
    expect(foreign.status).toBe(404)
    expect(await foreign.json()).toEqual({ detail: 'Заказ не найден' })
    const guest = await api.request(`/api/orders/${order.id}/invoice/`)
    expect(guest.status).toBe(401)
    expect(guest.headers.get('content-type')).toContain('application/json')
    expect((await invoiceOf(owner, 2_000_000_000)).status).toBe(404)
    expect((await invoiceOf(owner, 0)).status).toBe(404)
    expect(
      (await api.request(`/api/orders/${order.id}/invoices/`, { headers: { authorization: `Bearer ${owner.token}` } }))
        .status,
    ).toBe(404)
  })

  it('is refused with 409 for a cancelled order', async () => {
    const buyer = await newBuyer(api)
    const order = await placeOrder(buyer, [[7, 1]])
    await api.database.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id))
    const response = await invoiceOf(buyer, order.id)
    expect(response.status).toBe(409)
    expect(((await response.json()) as { detail: string }).detail).toBe(
      `Заказ ${order.number} отменён: счёт на оплату по нему не выставляется`,
    )
    const english = await api.request(`/api/en/orders/${order.id}/invoice/`, {
      headers: { authorization: `Bearer ${buyer.token}` },
    })
    expect(((await english.json()) as { detail: string }).detail).toContain('is cancelled')
  })

  it('is attached to the buyer’s order mail, and the mail links to the order and the invoice', async () => {
    const buyer = await newBuyer(api)
    const order = await placeOrder(buyer, [
      [0, 1],
      [8, 2],
    ])
    const received = await mail.next(buyer.account.email, new RegExp(`Заказ ${order.number} принят`))
    expect(received.text).toContain('Счёт на оплату — во вложении')
    expect(received.text).toContain(`https://vitrina.example/api/orders/${order.id}/invoice/`)
    expect(received.text).toContain(`https://vitrina.example/my/history/?order=${order.id}`)
    expect(received.attachments).toHaveLength(1)
    const [attached] = received.attachments
    expect(attached!.contentType).toBe('application/pdf')
    expect(attached!.filename).toBe(`Счёт ${order.number}.pdf`)
    const { text } = await pdfText(new Uint8Array(attached!.content))
    expect(text).toContain(`Счёт на оплату № ${order.number}`)
    for (const item of order.items) expect(text).toContain(item.sku)
    expect(text).toContain(`Всего к оплате: ${flat(invoiceMoney(order.total))}`)
  })
})

describe('the VAT of the invoice', () => {
  it('is the part of the total at the rate, rounded to the kopeck; none without VAT', () => {
    expect(includedVat(12_200, 22)).toBe(2_200)
    expect(includedVat(100, 22)).toBe(18)
    expect(includedVat(11_000, 10)).toBe(1_000)
    expect(includedVat(10_700, 7)).toBe(700)
    expect(includedVat(10_500, 5)).toBe(500)
    expect(includedVat(10_000, 0)).toBe(0)
    expect(includedVat(10_000, null)).toBe(0)
    expect(includedVat(Number.MAX_SAFE_INTEGER, 22)).toBeGreaterThan(0)
  })

  it('says "Без НДС" when the shop has no VAT', async () => {
    const saved = api.ctx.env.INVOICE_VAT
    ;(api.ctx.env as { INVOICE_VAT: number | null }).INVOICE_VAT = null
    try {
      const buyer = await newBuyer(api)
      const order = await placeOrder(buyer, [[3, 1]])
      const { text } = await readInvoice(buyer, order.id)
      expect(text).toContain('Без НДС')
      expect(text).not.toContain('В том числе НДС')
    } finally {
      ;(api.ctx.env as { INVOICE_VAT: number | null }).INVOICE_VAT = saved
    }
  })
})
