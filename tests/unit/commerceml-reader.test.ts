// The streamed CommerceML reader over the real 1C files, fed whole and in tiny chunks: the records it hands the
// importer and the order-status applier, and the errors that make a file unusable.
import { readFileSync } from 'node:fs'
import iconv from 'iconv-lite'
import { describe, expect, it } from 'vitest'
import { CommerceMlError, readCommerceMl, readCommerceMlFile } from '../../server/modules/exchange/commerceml/read'
import { toKopecks, toQuantity } from '../../server/modules/exchange/commerceml/decimal'
import type { CmlRecord } from '../../server/modules/exchange/commerceml/records'
import { collect, commerceMlFixture, tinyChunks, wholeBytes } from '../fixtures/commerceml-files'

const GROUP_ID = '82cfb8dc-18f9-11e7-80c2-0cc47ab29cd1'
const BASE_PRICE_TYPE = '279b6812-740b-11e8-80c8-0cc47ab29cd1'

function ofKind<K extends CmlRecord['kind']>(records: CmlRecord[], kind: K): Extract<CmlRecord, { kind: K }>[] {
  return records.filter((record): record is Extract<CmlRecord, { kind: K }> => record.kind === kind)
}

describe('import0_1.xml (classifier and catalogue from 1C, UTF-8 with BOM)', async () => {
  const records = await collect(readCommerceMlFile(commerceMlFixture('import0_1.xml')))
  const products = ofKind(records, 'product').map((record) => record.product)

  it('starts the classifier, then the full catalogue', () => {
    expect(ofKind(records, 'catalog')).toEqual([
      { kind: 'catalog', onlyChanges: false, part: 'classifier' },
      { kind: 'catalog', onlyChanges: false, part: 'catalog' },
    ])
    expect(records[0]?.kind).toBe('catalog')
  })

  it('gives the one group', () => {
    expect(ofKind(records, 'group')).toEqual([
      { kind: 'group', group: { id: GROUP_ID, name: 'Коврики для дома', parentId: null } },
    ])
  })

  it('gives the 12 properties with their types and reference values', () => {
    const properties = ofKind(records, 'property').map((record) => record.property)
    expect(properties).toHaveLength(12)
    expect(properties[0]).toEqual({
      id: '8d11c16f-1d64-11e9-80c9-0cc47ab29cd1',
      name: 'Код ОЗОН',
      valueType: 'string',
      values: [],
    })
    expect(properties[1]).toMatchObject({ name: 'Габарит_Вес', valueType: 'number' })
    expect(properties[2]).toEqual({
      id: '3268183f-18fa-11e7-80c2-0cc47ab29cd1',
      name: 'Страна производства',
      valueType: 'reference',
      values: [{ id: 'af848a7e-18fa-11e7-80c2-0cc47ab29cd1', value: 'КОРЕЯ, РЕСПУБЛИКА' }],
    })
    expect(properties[3]?.values.map((each) => each.value)).toEqual([
      'Portable',
      'Prime Living',
      'Pure Soft',
      'Sillky',
      'Bubble',
      'Mini',
      'Warm',
    ])
  })

  it('gives the 36 products (35 live, one marked deleted), the first with every field', () => {
    expect(products).toHaveLength(36)
    expect(products[0]).toEqual({
      id: 'bd8c4e15-18f9-11e7-80c2-0cc47ab29cd1',
      sku: 'PM-421-WP',
      barcode: '8809288404089',
      name: 'Портативный коврик Portable 140x200x1 см, Деревянные лошадки',
      description: '',
      groupIds: [GROUP_ID],
      pictures: [],
      manufacturer: { id: '018b11b8-18fa-11e7-80c2-0cc47ab29cd1', name: 'Crazy Boom' },
      baseUnit: { code: '796', name: 'Штука', ratio: 1 },
      properties: [
        { id: '8d11c16f-1d64-11e9-80c9-0cc47ab29cd1', values: ['149831179'] },
        { id: '38409b0c-29da-11e9-80c9-0cc47ab29cd1', values: ['1,4'] },
        { id: '3268183f-18fa-11e7-80c2-0cc47ab29cd1', values: ['af848a7e-18fa-11e7-80c2-0cc47ab29cd1'] },
        { id: '06375b96-18fb-11e7-80c2-0cc47ab29cd1', values: ['259d77bb-18fb-11e7-80c2-0cc47ab29cd1'] },
        { id: '170b53b1-23ca-11e9-80c9-0cc47ab29cd1', values: ['2'] },
        { id: '59125bb0-2483-11e9-80c9-0cc47ab29cd1', values: ['1,4'] },
        { id: '79a0056f-2483-11e9-80c9-0cc47ab29cd1', values: ['0,01'] },
        { id: 'a3e9701f-2483-11e9-80c9-0cc47ab29cd1', values: ['Деревянные лошадки'] },
        { id: '366a7fb2-2484-11e9-80c9-0cc47ab29cd1', values: ['46b9ad0c-2484-11e9-80c9-0cc47ab29cd1'] },
        { id: '0ce59660-260b-11e9-80c9-0cc47ab29cd1', values: ['0,71'] },
        { id: '729246b8-260b-11e9-80c9-0cc47ab29cd1', values: ['0,4'] },
        { id: '8cb50d27-260b-11e9-80c9-0cc47ab29cd1', values: ['0,12'] },
      ],
      requisites: [
        { name: 'ВидНоменклатуры', value: 'Коврики для дома' },
        { name: 'ТипНоменклатуры', value: 'Товар' },
        { name: 'Полное наименование', value: 'Портативный коврик Portable 140x200x1 см, Деревянные лошадки' },
      ],
      deleted: false,
    })
  })

  it('marks the product 1C sent with Статус="Удален" as deleted, and only it', () => {
    expect(products.filter((product) => product.deleted).map((product) => product.sku)).toEqual(['KM-245-BC'])
  })

  it('gives every product its Ид, group and a name', () => {
    expect(new Set(products.map((product) => product.id)).size).toBe(36)
    for (const product of products) {
      expect(product.groupIds).toEqual([GROUP_ID])
      expect(product.name).not.toBe('')
    }
  })
})

describe('offers0_1.xml (price types, warehouses, prices and stock)', async () => {
  const records = await collect(readCommerceMlFile(commerceMlFixture('offers0_1.xml')))
  const offers = ofKind(records, 'offer').map((record) => record.offer)

  it('opens with a bare classifier (no products) and the full offers package', () => {
    expect(records.slice(0, 2)).toEqual([
      { kind: 'catalog', onlyChanges: false, part: 'classifier' },
      { kind: 'offers', onlyChanges: false },
    ])
    expect(ofKind(records, 'group')).toEqual([])
    expect(ofKind(records, 'product')).toEqual([])
  })

  it('gives the BASE price type and the 3 warehouses', () => {
    expect(ofKind(records, 'priceType')).toEqual([
      { kind: 'priceType', priceType: { id: BASE_PRICE_TYPE, name: 'BASE', currency: 'RUB' } },
    ])
    expect(ofKind(records, 'warehouse').map((record) => record.warehouse)).toEqual([
      { id: '6abdb0b5-18fd-11e7-80c2-0cc47ab29cd1', name: 'Владивосток' },
      { id: 'd2a52d49-19c9-11e7-80c2-0cc47ab29cd1', name: 'Новосибирск' },
      { id: 'dd306af1-19c9-11e7-80c2-0cc47ab29cd1', name: 'Москва' },
    ])
  })

  it('gives the 44 offers, the first with its price in kopecks and stock per warehouse', () => {
    expect(offers).toHaveLength(44)
    expect(offers[0]).toEqual({
      id: 'bd8c4e15-18f9-11e7-80c2-0cc47ab29cd1',
      productId: 'bd8c4e15-18f9-11e7-80c2-0cc47ab29cd1',
      characteristicId: null,
      sku: 'PM-421-WP',
      name: 'Портативный коврик Portable 140x200x1 см, Деревянные лошадки',
      characteristics: [],
      prices: [{ priceTypeId: BASE_PRICE_TYPE, price: 10000, currency: 'RUB' }],
      quantity: 377,
      stocks: [
        { warehouseId: '6abdb0b5-18fd-11e7-80c2-0cc47ab29cd1', quantity: 1 },
        { warehouseId: 'd2a52d49-19c9-11e7-80c2-0cc47ab29cd1', quantity: 0 },
        { warehouseId: 'dd306af1-19c9-11e7-80c2-0cc47ab29cd1', quantity: 376 },
      ],
      deleted: false,
    })
  })

  it('gives every offer a BASE price and stock that adds up to its quantity', () => {
    for (const offer of offers) {
      expect(offer.prices.map((price) => price.priceTypeId)).toEqual([BASE_PRICE_TYPE])
      expect(Number.isInteger(offer.prices[0]?.price)).toBe(true)
      expect(offer.stocks.reduce((sum, stock) => sum + stock.quantity, 0)).toBe(offer.quantity)
    }
  })
})

describe('bitrix-query-response-full.xml (orders in windows-1251)', async () => {
  const records = await collect(readCommerceMlFile(commerceMlFixture('bitrix-query-response-full.xml')))
  const documents = ofKind(records, 'document').map((record) => record.document)

  it('gives only its two documents: the goods inside them are not catalogue products', () => {
    expect(records.map((record) => record.kind)).toEqual(['document', 'document'])
  })

  it('decodes the Russian requisites and reads number, date, time, sum and currency', () => {
    const first = documents[0]
    expect(first).toMatchObject({
      id: '132',
      number: '132',
      date: '2021-02-11T18:45:21',
      operation: 'Заказ товара',
      sum: 23174,
      currency: 'руб',
      comment: '',
      baseNumber: null,
    })
    expect(first?.requisites).toContainEqual({ name: 'Статус заказа', value: '[N] Принят, ожидается оплата' })
    expect(first?.requisites).toContainEqual({ name: 'Комментарии покупателя', value: 'Я повелитель порошочков' })
    expect(first?.requisites.map((pair) => pair.name)).not.toContain('ВидНоменклатуры')
    expect(documents[1]).toMatchObject({ number: '133', date: '2021-02-12T09:11:04', sum: 1438058 })
  })

  it('reads the empty answer as no records', async () => {
    expect(await collect(readCommerceMlFile(commerceMlFixture('bitrix-query-response-empty.xml')))).toEqual([])
  })
})

describe('chunk boundaries', () => {
  it.each(['import0_1.xml', 'offers0_1.xml', 'bitrix-query-response-full.xml'])(
    '%s read in chunks of 1–7 bytes gives the same records as read whole',
    async (name) => {
      const bytes = readFileSync(commerceMlFixture(name))
      const whole = await collect(readCommerceMl(wholeBytes(bytes)))
      expect(whole.length).toBeGreaterThan(1)
      expect(await collect(readCommerceMl(tinyChunks(bytes)))).toEqual(whole)
    },
  )

  it.each([
    ['offers0_1.xml', 'the UTF-8 BOM and every multi-byte character'],
    ['bitrix-query-response-full.xml', 'the XML declaration naming windows-1251'],
  ])('%s fed one byte at a time (splitting %s) gives the same records', async (name) => {
    const bytes = readFileSync(commerceMlFixture(name))
    const whole = await collect(readCommerceMl(wholeBytes(bytes)))
    expect(await collect(readCommerceMl(tinyChunks(bytes, 1)))).toEqual(whole)
  })
})

/** A document written here, UTF-8 unless an encoding is given. */
function documentBytes(body: string, encoding: 'utf-8' | 'windows-1251' = 'utf-8'): Uint8Array {
  const text = `<?xml version="1.0" encoding="${encoding}"?>\n${body}`
  return encoding === 'utf-8' ? new TextEncoder().encode(text) : iconv.encode(text, 'win1251')
}

async function read(body: string, encoding?: 'utf-8' | 'windows-1251'): Promise<CmlRecord[]> {
  return collect(readCommerceMl(wholeBytes(documentBytes(body, encoding))))
}

describe('tolerance of what real 1C sends', () => {
  it('reads nested groups at any depth, the old property name and plain value lists, without a namespace', async () => {
    const records = await read(`<КоммерческаяИнформация ВерсияСхемы="2.03">
      <Классификатор СодержитТолькоИзменения="true">
        <Группы><Группа><Ид>a</Ид><Наименование>Сад</Наименование>
          <Группы>
            <Группа><Ид>b</Ид><Наименование>Лейки
              и вёдра</Наименование><Группы><Группа><Ид>c</Ид><Наименование>Малые</Наименование></Группа></Группы>
            </Группа>
            <Группа><Ид>d</Ид><Наименование>Шланги</Наименование></Группа>
          </Группы>
        </Группа></Группы>
        <Свойства>
          <СвойствоНоменклатуры><Ид>p1</Ид><Наименование>Цвет</Наименование>
            <ТипЗначений>Строка</ТипЗначений>
            <ВариантыЗначений><Значение>Красный</Значение><Значение>Синий</Значение></ВариантыЗначений>
          </СвойствоНоменклатуры>
          <Свойство><Ид>p2</Ид><Наименование>Вид</Наименование></Свойство>
        </Свойства>
      </Классификатор>
    </КоммерческаяИнформация>`)
    expect(records).toEqual([
      { kind: 'catalog', onlyChanges: true, part: 'classifier' },
      { kind: 'group', group: { id: 'a', name: 'Сад', parentId: null } },
      { kind: 'group', group: { id: 'b', name: 'Лейки и вёдра', parentId: 'a' } },
      { kind: 'group', group: { id: 'c', name: 'Малые', parentId: 'b' } },
      { kind: 'group', group: { id: 'd', name: 'Шланги', parentId: 'a' } },
      {
        kind: 'property',
        property: {
          id: 'p1',
          name: 'Цвет',
          valueType: 'string',
          values: [
            { id: 'Красный', value: 'Красный' },
            { id: 'Синий', value: 'Синий' },
          ],
        },
      },
      { kind: 'property', property: { id: 'p2', name: 'Вид', valueType: 'other', values: [] } },
    ])
  })

  it('reads a product with pictures, a maker without Ид, a unit by its text, CDATA and a deletion mark', async () => {
    const records = await read(
      `<cml:КоммерческаяИнформация xmlns:cml="urn:1C.ru:commerceml_2"><cml:Каталог><cml:Товары>
        <cml:Товар>
          <cml:Ид> p-1 </cml:Ид>
          <cml:Артикул/>
          <cml:Описание><![CDATA[<p>Лейка & ведро</p>]]>
            вторая строка</cml:Описание>
          <cml:Картинка>import_files/ab/ab1.jpg</cml:Картинка>
          <cml:Картинка>import_files/ab/ab2.jpg</cml:Картинка>
          <cml:Изготовитель><cml:ОфициальноеНаименование>ООО «Лейки»</cml:ОфициальноеНаименование></cml:Изготовитель>
          <cml:БазоваяЕдиница Код=" 796">шт</cml:БазоваяЕдиница>
          <cml:ЗначенияСвойств><cml:ЗначенияСвойства><cml:Ид>p1</cml:Ид>
            <cml:Значение>Красный</cml:Значение><cml:Значение>Синий</cml:Значение><cml:Значение/>
          </cml:ЗначенияСвойства></cml:ЗначенияСвойств>
          <cml:ПометкаУдаления>true</cml:ПометкаУдаления>
        </cml:Товар>
      </cml:Товары></cml:Каталог></cml:КоммерческаяИнформация>`,
      'windows-1251',
    )
    expect(records).toEqual([
      { kind: 'catalog', onlyChanges: false, part: 'catalog' },
      {
        kind: 'product',
        product: {
          id: 'p-1',
          sku: null,
          barcode: null,
          name: '',
          description: '<p>Лейка & ведро</p>\n            вторая строка',
          groupIds: [],
          pictures: ['import_files/ab/ab1.jpg', 'import_files/ab/ab2.jpg'],
          manufacturer: { id: null, name: 'ООО «Лейки»' },
          baseUnit: { code: '796', name: 'шт', ratio: null },
          properties: [{ id: 'p1', values: ['Красный', 'Синий'] }],
          requisites: [],
          deleted: true,
        },
      },
    ])
  })

  it('reads characteristic offers, comma and grouped decimals, and the 2.08 rests form', async () => {
    const records = await read(`<КоммерческаяИнформация><ИзмененияПакетаПредложений><Предложения>
      <Предложение>
        <Ид>p-1#c-2</Ид><Наименование>Лейка (красная)</Наименование>
        <ХарактеристикиТовара><ХарактеристикаТовара><Наименование>Цвет</Наименование><Значение>красный</Значение>
        </ХарактеристикаТовара></ХарактеристикиТовара>
        <Цены>
          <Цена><ИдТипаЦены>opt</ИдТипаЦены><ЦенаЗаЕдиницу>1 234,5</ЦенаЗаЕдиницу><Валюта>RUB</Валюта></Цена>
          <Цена><ИдТипаЦены>rozn</ИдТипаЦены><ЦенаЗаЕдиницу>0.285</ЦенаЗаЕдиницу></Цена>
          <Цена><ИдТипаЦены>empty</ИдТипаЦены><ЦенаЗаЕдиницу/></Цена>
        </Цены>
        <Остатки>
          <Остаток><Склад><Ид>w1</Ид><Количество>1,5</Количество></Склад></Остаток>
          <Остаток><Склад><Ид>w2</Ид><Количество>2.0000</Количество></Склад></Остаток>
        </Остатки>
      </Предложение>
      <Предложение><Ид>p-2#</Ид><Остатки><Остаток><Количество>7</Количество></Остаток></Остатки></Предложение>
    </Предложения></ИзмененияПакетаПредложений></КоммерческаяИнформация>`)
    expect(records).toEqual([
      { kind: 'offers', onlyChanges: true },
      {
        kind: 'offer',
        offer: {
          id: 'p-1#c-2',
          productId: 'p-1',
          characteristicId: 'c-2',
          sku: null,
          name: 'Лейка (красная)',
          characteristics: [{ name: 'Цвет', value: 'красный' }],
          prices: [
            { priceTypeId: 'opt', price: 123450, currency: 'RUB' },
            { priceTypeId: 'rozn', price: 29, currency: null },
          ],
          quantity: null,
          stocks: [
            { warehouseId: 'w1', quantity: 1.5 },
            { warehouseId: 'w2', quantity: 2 },
          ],
          deleted: false,
        },
      },
      {
        kind: 'offer',
        offer: expect.objectContaining({ productId: 'p-2', characteristicId: null, quantity: 7, stocks: [] }),
      },
    ])
  })

  it('reads a document in a container with its base order number and a Russian date', async () => {
    const records = await read(`<КоммерческаяИнформация><Контейнер><Документ>
      <Ид>pay-1</Ид><Номер>ПКО-17</Номер><Дата>12.02.2021</Дата><ХозОперация>Выплата безналичных денег</ХозОперация>
      <ОснованиеДокумента><Номер>132</Номер><Дата>2021-02-11</Дата></ОснованиеДокумента>
      <Сумма>0,5</Сумма><Комментарий>
        Оплата по счёту
      </Комментарий>
    </Документ></Контейнер></КоммерческаяИнформация>`)
    expect(records).toEqual([
      {
        kind: 'document',
        document: {
          id: 'pay-1',
          number: 'ПКО-17',
          date: '2021-02-12',
          operation: 'Выплата безналичных денег',
          sum: 50,
          currency: null,
          comment: 'Оплата по счёту',
          requisites: [],
          baseNumber: '132',
        },
      },
    ])
  })
})

describe('money and quantities', () => {
  it.each([
    ['100', 10000],
    ['231.7400', 23174],
    ['1,4', 140],
    ['0.285', 29],
    ['0.2849', 28],
    ['-0.285', -29],
    ['1 234 567,89', 123456789],
    ['.5', 50],
    ['7.', 700],
    ['0.1', 10],
    ['1.005', 101],
  ])('%s roubles are %d kopecks', (text, kopecks) => {
    expect(toKopecks(text)).toBe(kopecks)
  })

  it.each(['', 'abc', '1.2.3', '12e3', '--1', ',', '99999999999999999999'])('"%s" is not money', (text) => {
    expect(toKopecks(text)).toBeUndefined()
  })

  it('reads quantities with a point or a comma', () => {
    expect(['377', '1.0000', '0,5', '-2'].map(toQuantity)).toEqual([377, 1, 0.5, -2])
    expect(toQuantity('много')).toBeUndefined()
  })
})

describe('unusable files', () => {
  async function failure(bytes: Uint8Array): Promise<CommerceMlError> {
    const error: unknown = await collect(readCommerceMl(tinyChunks(bytes, 64))).then(
      () => null,
      (thrown: unknown) => thrown,
    )
    expect(error).toBeInstanceOf(CommerceMlError)
    return error as CommerceMlError
  }

  it('refuses a file cut short, after giving the records read before the cut', async () => {
    const bytes = readFileSync(commerceMlFixture('import0_1.xml'))
    const cut = bytes.subarray(0, Math.floor(bytes.length / 2))
    const error = await failure(cut)
    expect(error.message).toMatch(/cut short.*КоммерческаяИнформация/)
    expect(error.line).toBeGreaterThan(1000)
    const before: CmlRecord[] = []
    await expect(
      (async () => {
        for await (const record of readCommerceMl(wholeBytes(cut))) before.push(record)
      })(),
    ).rejects.toThrow(CommerceMlError)
    expect(ofKind(before, 'product').length).toBeGreaterThan(10)
  })

  it('refuses a malformed tag, naming the line', async () => {
    const error = await failure(documentBytes('<КоммерческаяИнформация>\n<Каталог>\n<Товары></Товры>'))
    expect(error.message).toMatch(/malformed XML/)
    expect(error.line).toBe(4)
  })

  it('refuses a root that is not КоммерческаяИнформация', async () => {
    const error = await failure(documentBytes('<yml_catalog date="2024-01-01"><shop/></yml_catalog>'))
    expect(error.message).toMatch(/not a CommerceML document: the root is yml_catalog/)
  })

  it('refuses an empty file and one that is not XML', async () => {
    expect((await failure(new Uint8Array(0))).message).toMatch(/no КоммерческаяИнформация/)
    expect((await failure(new TextEncoder().encode('success\n'))).message).toMatch(/malformed XML/)
  })

  it('refuses an encoding other than UTF-8 and windows-1251', async () => {
    const koi8 = new TextEncoder().encode('<?xml version="1.0" encoding="KOI8-R"?><КоммерческаяИнформация/>')
    expect((await failure(koi8)).message).toMatch(/unsupported encoding "KOI8-R"/)
    const utf16 = new Uint8Array([0xff, 0xfe, 0x3c, 0x00, 0x3f, 0x00])
    expect((await failure(utf16)).message).toMatch(/unsupported encoding UTF-16/)
  })

  it('refuses a product or an offer without Ид, naming the line', async () => {
    const product = await failure(
      documentBytes(
        '<КоммерческаяИнформация><Каталог><Товары>\n<Товар><Ид> </Ид></Товар>' +
          '</Товары></Каталог></КоммерческаяИнформация>',
      ),
    )
    expect(product.message).toBe('Товар without Ид (line 3)')
    const offer = await failure(
      documentBytes(
        '<КоммерческаяИнформация><ПакетПредложений><Предложения><Предложение/>' +
          '</Предложения></ПакетПредложений></КоммерческаяИнформация>',
      ),
    )
    expect(offer.message).toMatch(/^Предложение without Ид/)
  })

  it('refuses a price that is not a number', async () => {
    const error = await failure(
      documentBytes(`<КоммерческаяИнформация><ПакетПредложений><Предложения><Предложение><Ид>p</Ид>
        <Цены><Цена><ИдТипаЦены>t</ИдТипаЦены><ЦенаЗаЕдиницу>сто</ЦенаЗаЕдиницу></Цена></Цены>
      </Предложение></Предложения></ПакетПредложений></КоммерческаяИнформация>`),
    )
    expect(error.message).toBe('ЦенаЗаЕдиницу "сто" is not an amount of money (line 3)')
  })
})

describe('a large catalogue', () => {
  const PRODUCTS = 20_000

  /** An import file of `count` products, written chunk by chunk and never held whole. */
  async function* generatedImport(count: number): AsyncGenerator<Uint8Array> {
    const encoder = new TextEncoder()
    yield encoder.encode(
      '\ufeff<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация xmlns="urn:1C.ru:commerceml_2">' +
        '<Каталог СодержитТолькоИзменения="false"><Товары>',
    )
    for (let from = 0; from < count; from += 100) {
      let batch = ''
      for (let n = from; n < Math.min(count, from + 100); n++) {
        batch +=
          `<Товар><Ид>id-${n}</Ид><Артикул>SKU-${n}</Артикул><Наименование>Товар №${n}</Наименование>` +
          `<Группы><Ид>g-${n % 50}</Ид></Группы><Описание>Описание товара ${n}, довольно длинное.</Описание>` +
          `<ЗначенияРеквизитов><ЗначениеРеквизита><Наименование>Вес</Наименование><Значение>0,${n % 10}</Значение>` +
          `</ЗначениеРеквизита></ЗначенияРеквизитов></Товар>\n`
      }
      yield encoder.encode(batch)
    }
    yield encoder.encode('</Товары></Каталог></КоммерческаяИнформация>')
  }

  it(`streams ${PRODUCTS} products one record at a time`, async () => {
    let products = 0
    let last = ''
    for await (const record of readCommerceMl(generatedImport(PRODUCTS))) {
      if (record.kind !== 'product') continue
      products++
      last = record.product.id
    }
    expect(products).toBe(PRODUCTS)
    expect(last).toBe(`id-${PRODUCTS - 1}`)
  })
})
