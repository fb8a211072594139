// A 1C product as the catalogue import stages it: configured brand, pack and weight properties, reference values
// as filter options, the rest as specs, 1C's bookkeeping left out, a plain-text description made HTML.
import { describe, expect, it } from 'vitest'
import type { CmlProduct } from '../../server/modules/exchange/commerceml/records'
import { gramsOf, packQuantityOf, stagedProduct } from '../../server/modules/exchange/catalogue-import/product-record'
import { PropertyBook } from '../../server/modules/exchange/catalogue-import/property-book'
import type { ImportSettings } from '../../server/modules/exchange/catalogue-import/settings'

const none: ImportSettings = { brandProperty: null, packProperty: null, weightProperty: null, defaultPriceType: null }

function book(): PropertyBook {
  const properties = new PropertyBook()
  properties.add({
    id: 'p-brand',
    name: 'Торговая марка',
    valueType: 'reference',
    values: [{ id: 'v-tm', value: 'Лапки' }],
  })
  properties.add({ id: 'p-pack', name: 'В упаковке', valueType: 'number', values: [] })
  properties.add({ id: 'p-material', name: 'Материал', valueType: 'reference', values: [{ id: 'v-pe', value: 'PE' }] })
  properties.add({ id: 'p-colour', name: 'Расцветка', valueType: 'string', values: [] })
  return properties
}

const product: CmlProduct = {
  id: 'x',
  sku: ' A-1 ',
  barcode: null,
  name: 'Коврик «Лес»',
  description: 'Первая строка\nвторая <b>',
  groupIds: ['g'],
  pictures: [],
  manufacturer: { id: 'm', name: 'Crazy Boom' },
  baseUnit: null,
  properties: [
    { id: 'p-brand', values: ['v-tm'] },
    { id: 'p-pack', values: ['12'] },
    { id: 'p-material', values: ['PE'] },
    { id: 'p-colour', values: ['Лес'] },
    { id: 'p-unknown', values: ['?'] },
  ],
  requisites: [
    { name: 'ВидНоменклатуры', value: 'Коврики' },
    { name: 'Полное наименование', value: 'Коврик «Лес»' },
    { name: 'Вес', value: '0,4' },
    { name: 'Гарантия', value: '1 год' },
  ],
  deleted: false,
}

describe('stagedProduct', () => {
  it('sorts property values into filter options and specs, leaving 1C bookkeeping out', () => {
    const staged = stagedProduct(product, book(), none, [])
    expect(staged).toMatchObject({
      sku: 'A-1',
      slugBase: 'kovrik-les',
      title: 'Коврик «Лес»',
      description: '<p>Первая строка<br>вторая &lt;b&gt;</p>',
      brand: { id: 'm', name: 'Crazy Boom' },
      options: ['v-tm', 'v-pe'],
      packQuantity: 1,
    })
    expect(staged.specs).toEqual([
      { title: 'В упаковке', value: '12' },
      { title: 'Расцветка', value: 'Лес' },
      { title: 'Вес', value: '0,4' },
      { title: 'Гарантия', value: '1 год' },
    ])
    expect(staged).not.toHaveProperty('weight')
  })

  it('reads brand, pack and weight from the configured properties and keeps them out of specs and filters', () => {
    const settings = { ...none, brandProperty: 'торговая марка', packProperty: 'В упаковке', weightProperty: 'Вес' }
    const staged = stagedProduct(product, book(), settings, [])
    expect(staged).toMatchObject({
      brand: { id: null, name: 'Лапки' },
      packQuantity: 12,
      weight: 400,
      options: ['v-pe'],
    })
    expect(staged.specs?.map((spec) => spec.title)).toEqual(['Расцветка', 'Гарантия'])
  })

  it("takes the units per pack from the base unit's conversion when no pack property is configured", () => {
    const byThePack = { ...product, baseUnit: { code: '778', name: 'Упаковка', ratio: 12 } }
    expect(stagedProduct(byThePack, book(), none, []).packQuantity).toBe(12)
    expect(stagedProduct({ ...byThePack, baseUnit: null }, book(), none, []).packQuantity).toBe(1)
  })

  it('keeps the options and specs of a product when the file carries no classifier', () => {
    const staged = stagedProduct(product, new PropertyBook(), none, null)
    expect([staged.options, staged.specs, staged.images]).toEqual([null, null, null])
  })
})

describe('pack and weight values', () => {
  it('takes a whole pack of at least one, else one', () => {
    expect([packQuantityOf('12'), packQuantityOf('1,5'), packQuantityOf('0'), packQuantityOf(null)]).toEqual([
      12, 1, 1, 1,
    ])
  })

  it('reads kilograms unless grams are said', () => {
    expect([gramsOf('1,4'), gramsOf('1.4 кг'), gramsOf('400 г'), gramsOf('250g'), gramsOf('нет')]).toEqual([
      1400,
      1400,
      400,
      250,
      null,
    ])
  })
})
