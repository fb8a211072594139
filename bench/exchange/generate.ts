// The exchange benchmark's input: a CommerceML 2.10 `import.xml` (classifier with groups and properties, catalogue
// of products) and `offers.xml` (a full offers package: two price types, two warehouses, prices and stock of every
// product) for N products, the same for the same seed, written to disk product by product.
// Run alone: `npx tsx bench/exchange/generate.ts <folder> [products] [seed]`.
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { escapeXml as x } from '../../server/xml-text'
import { catalogueModel, productAt, type CatalogueModel, type Group, type ProductFacts } from './catalogue-model'
import { fileWriter, type FileWriter } from './file-writer'

export type ExchangeFiles = { importFile: string; offersFile: string }

const FORMED_AT = '2026-01-15T10:00:00'
const HEAD =
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  `<КоммерческаяИнформация xmlns="urn:1C.ru:commerceml_2" ВерсияСхемы="2.10" ДатаФормирования="${FORMED_AT}">\n`
const TAIL = '</КоммерческаяИнформация>\n'
const BASE_UNIT =
  '<БазоваяЕдиница Код="796" НаименованиеПолное="Штука" МеждународноеСокращение="PCE">шт</БазоваяЕдиница>'

const owner = (model: CatalogueModel) =>
  `<Владелец><Ид>${model.ownerId}</Ид><Наименование>ООО «Торговый дом»</Наименование>` +
  '<ОфициальноеНаименование>Общество с ограниченной ответственностью «Торговый дом»</ОфициальноеНаименование>' +
  '<ИНН>7701234567</ИНН><КПП>770101001</КПП></Владелец>\n'

const groupXml = (group: Group): string =>
  `<Группа><Ид>${group.id}</Ид><Наименование>${x(group.title)}</Наименование>` +
  (group.children.length > 0 ? `<Группы>${group.children.map(groupXml).join('')}</Группы>` : '') +
  '</Группа>\n'

function classifier(model: CatalogueModel): string {
  const properties = model.properties.map((property) => {
    const values =
      property.kind === 'Справочник'
        ? '<ВариантыЗначений>' +
          property.values
            .map(
              (item) =>
                `<Справочник><ИдЗначения>${item.id}</ИдЗначения><Значение>${x(item.value)}</Значение></Справочник>`,
            )
            .join('') +
          '</ВариантыЗначений>'
        : ''
    return (
      `<Свойство><Ид>${property.id}</Ид><Наименование>${x(property.title)}</Наименование>` +
      `<ТипЗначений>${property.kind}</ТипЗначений>${values}</Свойство>\n`
    )
  })
  return (
    `<Классификатор><Ид>${model.classifierId}</Ид>` +
    '<Наименование>Классификатор (Основной каталог товаров)</Наименование>\n' +
    owner(model) +
    `<Группы>\n${model.groups.map(groupXml).join('')}</Группы>\n` +
    `<Свойства>\n${properties.join('')}</Свойства>\n` +
    '</Классификатор>\n'
  )
}

const requisite = (name: string, value: string) =>
  `<ЗначениеРеквизита><Наименование>${name}</Наименование><Значение>${x(value)}</Значение></ЗначениеРеквизита>`

/** Ид, Артикул and Наименование: how a Товар and its Предложение begin. */
const identity = (product: ProductFacts) =>
  `<Ид>${product.id}</Ид><Артикул>${x(product.sku)}</Артикул><Наименование>${x(product.title)}</Наименование>`

function productXml(product: ProductFacts): string {
  const maker = product.manufacturer
  return (
    `<Товар>${identity(product)}${BASE_UNIT}` +
    `<Группы><Ид>${product.groupId}</Ид></Группы><Описание>${x(product.description)}</Описание>` +
    `<Изготовитель><Ид>${maker.id}</Ид><Наименование>${x(maker.title)}</Наименование>` +
    `<ОфициальноеНаименование>${x(maker.title)}</ОфициальноеНаименование></Изготовитель>` +
    '<ЗначенияСвойств>' +
    product.properties
      .map(
        (item) =>
          `<ЗначенияСвойства><Ид>${item.propertyId}</Ид><Значение>${x(item.value)}</Значение></ЗначенияСвойства>`,
      )
      .join('') +
    '</ЗначенияСвойств><ЗначенияРеквизитов>' +
    requisite('ВидНоменклатуры', 'Товар') +
    requisite('ТипНоменклатуры', 'Товар') +
    requisite('Полное наименование', product.title) +
    requisite('Вес', product.weightKg) +
    requisite('Количество в упаковке', String(product.packQuantity)) +
    '</ЗначенияРеквизитов></Товар>\n'
  )
}

const roubles = (kopecks: number) => (kopecks / 100).toFixed(2)

function offerXml(model: CatalogueModel, product: ProductFacts): string {
  const prices = model.priceTypes.map((type, index) => {
    const price = roubles(product.prices[index] ?? 0)
    return (
      `<Цена><Представление>${price} RUB за шт</Представление><ИдТипаЦены>${type.id}</ИдТипаЦены>` +
      `<ЦенаЗаЕдиницу>${price}</ЦенаЗаЕдиницу><Валюта>RUB</Валюта>` +
      '<Единица>796</Единица><Коэффициент>1</Коэффициент></Цена>'
    )
  })
  const total = product.stock.reduce((sum, units) => sum + units, 0)
  const stock = model.warehouses.map(
    (warehouse, index) => `<Склад ИдСклада="${warehouse.id}" КоличествоНаСкладе="${product.stock[index] ?? 0}"/>`,
  )
  return (
    `<Предложение>${identity(product)}${BASE_UNIT}` +
    `<Цены>${prices.join('')}</Цены><Количество>${total}</Количество>${stock.join('')}</Предложение>\n`
  )
}

async function writeImport(out: FileWriter, model: CatalogueModel, seed: number, products: number): Promise<void> {
  await out.write(HEAD + classifier(model))
  await out.write(
    `<Каталог СодержитТолькоИзменения="false"><Ид>${model.catalogueId}</Ид>` +
      `<ИдКлассификатора>${model.classifierId}</ИдКлассификатора>` +
      '<Наименование>Основной каталог товаров</Наименование>\n' +
      `${owner(model)}<Товары>\n`,
  )
  for (let index = 0; index < products; index++) await out.write(productXml(productAt(model, seed, index)))
  await out.write(`</Товары></Каталог>\n${TAIL}`)
}

async function writeOffers(out: FileWriter, model: CatalogueModel, seed: number, products: number): Promise<void> {
  const priceTypes = model.priceTypes.map(
    (type) =>
      `<ТипЦены><Ид>${type.id}</Ид><Наименование>${x(type.title)}</Наименование><Валюта>RUB</Валюта>` +
      '<Налог><Наименование>НДС</Наименование><УчтеноВСумме>true</УчтеноВСумме></Налог></ТипЦены>\n',
  )
  const warehouses = model.warehouses.map(
    (warehouse) => `<Склад><Ид>${warehouse.id}</Ид><Наименование>${x(warehouse.title)}</Наименование></Склад>\n`,
  )
  await out.write(
    `${HEAD}<ПакетПредложений СодержитТолькоИзменения="false"><Ид>${model.catalogueId}#</Ид>` +
      '<Наименование>Пакет предложений (Основной каталог товаров)</Наименование>' +
      `<ИдКаталога>${model.catalogueId}</ИдКаталога><ИдКлассификатора>${model.classifierId}</ИдКлассификатора>\n` +
      `${owner(model)}<ТипыЦен>\n${priceTypes.join('')}</ТипыЦен>\n<Склады>\n${warehouses.join('')}</Склады>\n` +
      '<Предложения>\n',
  )
  for (let index = 0; index < products; index++) await out.write(offerXml(model, productAt(model, seed, index)))
  await out.write(`</Предложения></ПакетПредложений>\n${TAIL}`)
}

/** Writes `import.xml` and `offers.xml` for `products` products into `folder` (created if missing). */
export async function generateExchangeFiles(folder: string, products: number, seed = 1): Promise<ExchangeFiles> {
  await mkdir(folder, { recursive: true })
  const model = catalogueModel(seed)
  const files = { importFile: path.join(folder, 'import.xml'), offersFile: path.join(folder, 'offers.xml') }
  for (const [file, write] of [
    [files.importFile, writeImport],
    [files.offersFile, writeOffers],
  ] as const) {
    const out = fileWriter(file)
    try {
      await write(out, model, seed, products)
    } finally {
      await out.close()
    }
  }
  return files
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [folder, products = '1000', seed = '1'] = process.argv.slice(2)
  if (!folder || !/^\d+$/.test(products) || !/^\d+$/.test(seed)) {
    console.error('usage: tsx bench/exchange/generate.ts <folder> [products] [seed]')
    process.exit(2)
  }
  const started = performance.now()
  const files = await generateExchangeFiles(path.resolve(folder), Number(products), Number(seed))
  console.log(
    `${files.importFile}, ${files.offersFile}: ${products} products in ${(performance.now() - started).toFixed(0)} ms`,
  )
}
