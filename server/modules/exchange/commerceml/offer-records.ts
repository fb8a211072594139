// The offers package: ТипЦены, Склад (of the package) and Предложение elements to records.
import { isDeleted, kopecksOf, pairsOf, quantityAttribute, quantityOf, requiredId } from './common-fields'
import { type CmlElement, attribute, childrenNamed, lineOf, listItems, textOf } from './element-tree'
import type { CmlOffer, CmlPriceType, CmlWarehouse } from './records'

/** A ТипЦены; null without Ид. */
export function toPriceType(element: CmlElement): CmlPriceType | null {
  const id = textOf(element, 'Ид')
  return id === null
    ? null
    : { id, name: lineOf(element, 'Наименование') ?? '', currency: lineOf(element, 'Валюта') ?? '' }
}

/** A Склад of the package (Склады/Склад); null without Ид. */
export function toWarehouse(element: CmlElement): CmlWarehouse | null {
  const id = textOf(element, 'Ид')
  return id === null ? null : { id, name: lineOf(element, 'Наименование') ?? '' }
}

/**
 * A Предложение; throws without Ид. A price without ИдТипаЦены or ЦенаЗаЕдиницу is skipped; stock comes from the
 * attribute form `<Склад ИдСклада КоличествоНаСкладе/>` (also spelt Склады) and from the 2.08+ form
 * `Остатки/Остаток/Склад/{Ид, Количество}`; an Остаток without Склад gives the quantity when Количество is absent.
 */
export function toOffer(element: CmlElement): CmlOffer {
  const id = requiredId(element)
  const hash = id.indexOf('#')
  return {
    id,
    productId: hash < 0 ? id : id.slice(0, hash),
    characteristicId: hash < 0 ? null : id.slice(hash + 1).trim() || null,
    sku: lineOf(element, 'Артикул'),
    name: lineOf(element, 'Наименование') ?? '',
    characteristics: pairsOf(element, 'ХарактеристикиТовара', 'ХарактеристикаТовара'),
    prices: listItems(element, 'Цены', 'Цена').flatMap((price) => {
      const priceTypeId = textOf(price, 'ИдТипаЦены')
      const amount = kopecksOf(price, 'ЦенаЗаЕдиницу')
      return priceTypeId === null || amount === null
        ? []
        : [{ priceTypeId, price: amount, currency: lineOf(price, 'Валюта') }]
    }),
    quantity: quantityOf(element, 'Количество') ?? restsWithoutWarehouse(element),
    stocks: [...attributeStocks(element), ...restStocks(element)],
    deleted: isDeleted(element),
  }
}

function attributeStocks(element: CmlElement): CmlOffer['stocks'] {
  return [...childrenNamed(element, 'Склад'), ...childrenNamed(element, 'Склады')].flatMap((stock) => {
    const warehouseId = attribute(stock, 'ИдСклада')
    const quantity = quantityAttribute(stock, 'КоличествоНаСкладе')
    return warehouseId === null || quantity === null ? [] : [{ warehouseId, quantity }]
  })
}

function restStocks(element: CmlElement): CmlOffer['stocks'] {
  return listItems(element, 'Остатки', 'Остаток')
    .flatMap((rest) => childrenNamed(rest, 'Склад'))
    .flatMap((stock) => {
      const warehouseId = textOf(stock, 'Ид')
      const quantity = quantityOf(stock, 'Количество')
      return warehouseId === null || quantity === null ? [] : [{ warehouseId, quantity }]
    })
}

function restsWithoutWarehouse(element: CmlElement): number | null {
  const totals = listItems(element, 'Остатки', 'Остаток').flatMap((rest) => quantityOf(rest, 'Количество') ?? [])
  return totals.length === 0 ? null : totals.reduce((sum, each) => sum + each, 0)
}
