// What the CommerceML reader hands on, one record at a time in document order: plain values, already decoded,
// trimmed and with money in kopecks. The importer and the order-status applier know nothing of XML.

/** A group of the classifier (Группа); `parentId` is the group it is nested in. */
export type CmlGroup = { id: string; name: string; parentId: string | null }

/** A property of the classifier (Свойство); a `reference` property lists its values (Справочник). */
export type CmlProperty = {
  id: string
  name: string
  valueType: 'string' | 'number' | 'reference' | 'other'
  values: { id: string; value: string }[]
}

/** A name–value pair as 1C writes requisites (ЗначениеРеквизита) and characteristics (ХарактеристикаТовара). */
export type CmlPair = { name: string; value: string }

/** A product of the catalogue (Товар). */
export type CmlProduct = {
  /** Ид; an offer of a characteristic refers to it as `<product Ид>#<characteristic Ид>`. */
  id: string
  sku: string | null
  barcode: string | null
  name: string
  description: string
  groupIds: string[]
  /** Paths relative to the exchange folder, e.g. `import_files/ab/abcd.jpg`, in 1C's order. */
  pictures: string[]
  manufacturer: { id: string | null; name: string } | null
  /**
   * БазоваяЕдиница; `ratio` is its Пересчет/Коэффициент, how many of another unit one base unit holds (units per
   * pack when 1C sells by the pack), when sent.
   */
  baseUnit: { code: string | null; name: string | null; ratio: number | null } | null
  /**
   * ЗначенияСвойств: property Ид and its value(s), trimmed and as written ("1,4" stays "1,4"); a reference
   * property's value is the Ид of its value; an empty list when 1C sent the property without a value.
   */
  properties: { id: string; values: string[] }[]
  requisites: CmlPair[]
  /** Marked for deletion in 1C (Статус="Удален" or ПометкаУдаления). */
  deleted: boolean
}

export type CmlPriceType = { id: string; name: string; currency: string }

export type CmlWarehouse = { id: string; name: string }

/** An offer (Предложение): prices and stock of a product or of one of its characteristics. */
export type CmlOffer = {
  /** Ид as sent: `<product Ид>` or `<product Ид>#<characteristic Ид>`. */
  id: string
  productId: string
  characteristicId: string | null
  sku: string | null
  name: string
  characteristics: CmlPair[]
  /** Price per unit in kopecks, per price type (ИдТипаЦены). */
  prices: { priceTypeId: string; price: number; currency: string | null }[]
  /** Количество, when sent. */
  quantity: number | null
  /** Склад ИдСклада/КоличествоНаСкладе (attributes) or ОстаткиПоСкладам, when sent. */
  stocks: { warehouseId: string; quantity: number }[]
  deleted: boolean
}

/** A document (Документ) 1C sends back to the shop about an order: its requisites carry status, payment, shipment. */
export type CmlDocument = {
  id: string
  number: string
  /** ISO date (and time when sent). */
  date: string | null
  operation: string | null
  sum: number | null
  currency: string | null
  comment: string
  requisites: CmlPair[]
  /** Номер of the order this document is based on (ОснованиеДокумента / a payment's or shipment's order), if any. */
  baseNumber: string | null
}

export type CmlRecord =
  /**
   * Каталог or Классификатор starts; `onlyChanges` is СодержитТолькоИзменения (absent = false). An import file
   * usually has both (Классификатор first, with groups and properties, then Каталог with the products); an offers
   * file often opens with a bare Классификатор too, so only `part: 'catalog'` says the file lists products.
   */
  | {
      kind: 'catalog'
      onlyChanges: boolean
      /** Which element started; always set by the reader (optional only so hand-written records may omit it). */
      part?: 'catalog' | 'classifier'
    }
  | { kind: 'group'; group: CmlGroup }
  | { kind: 'property'; property: CmlProperty }
  | { kind: 'product'; product: CmlProduct }
  /** ПакетПредложений starts (ИзмененияПакетаПредложений too, with `onlyChanges` true). */
  | { kind: 'offers'; onlyChanges: boolean }
  | { kind: 'priceType'; priceType: CmlPriceType }
  | { kind: 'warehouse'; warehouse: CmlWarehouse }
  | { kind: 'offer'; offer: CmlOffer }
  | { kind: 'document'; document: CmlDocument }
