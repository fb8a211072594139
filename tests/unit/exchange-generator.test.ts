// The exchange benchmark's generator: for a small N both documents are valid CommerceML 2.10, name N goods with
// their prices and stock, and come out byte for byte the same for the same seed.
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validateXML } from 'xmllint-wasm'
import { generateExchangeFiles } from '../../bench/exchange/generate'
import { commerceMlFixture } from '../fixtures/commerceml-files'

const SCHEMA = commerceMlFixture('commerceml-2.10.xsd')
const PRODUCTS = 25

let folder: string
let importXml: string
let offersXml: string

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'vitrina-exchange-generator-'))
  const files = await generateExchangeFiles(path.join(folder, 'a'), PRODUCTS, 7)
  importXml = await readFile(files.importFile, 'utf8')
  offersXml = await readFile(files.offersFile, 'utf8')
})

afterAll(async () => {
  await rm(folder, { recursive: true, force: true })
})

async function schemaErrors(fileName: string, xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName, contents: xml }],
    schema: [{ fileName: 'commerceml-2.10.xsd', contents: await readFile(SCHEMA, 'utf8') }],
    maxMemoryPages: 4096,
  })
  return result.valid ? [] : result.errors.map((error) => error.message)
}

const count = (xml: string, pattern: RegExp) => [...xml.matchAll(pattern)].length
const ids = (xml: string, element: string) =>
  [...xml.matchAll(new RegExp(`<${element}><Ид>([^<]+)</Ид>`, 'g'))].map((match) => match[1])

describe('bench/exchange/generate', () => {
  it('writes an import.xml valid against CommerceML 2.10 with N products in groups three levels deep', async () => {
    expect(await schemaErrors('import.xml', importXml)).toEqual([])
    expect(count(importXml, /<Товар>/g)).toBe(PRODUCTS)
    expect(new Set(ids(importXml, 'Товар')).size).toBe(PRODUCTS)
    expect(importXml).toMatch(/<Группа>(?:(?!<\/Группа>).)*<Группы><Группа>(?:(?!<\/Группа>).)*<Группы><Группа>/s)
    expect(importXml).toContain('<ТипЗначений>Справочник</ТипЗначений><ВариантыЗначений><Справочник>')
    expect(count(importXml, /<Изготовитель>/g)).toBe(PRODUCTS)
    expect(importXml).toContain('&amp; подарка')
  })

  it('writes a valid offers.xml with an offer, two prices and two stocks per product', async () => {
    expect(await schemaErrors('offers.xml', offersXml)).toEqual([])
    expect(offersXml).toContain('<ПакетПредложений СодержитТолькоИзменения="false">')
    expect(count(offersXml, /<ТипЦены>/g)).toBe(2)
    expect(count(offersXml, /<Предложение>/g)).toBe(PRODUCTS)
    expect(count(offersXml, /<Цена>/g)).toBe(PRODUCTS * 2)
    expect(count(offersXml, /<Склад ИдСклада="[^"]+" КоличествоНаСкладе="\d+"\/>/g)).toBe(PRODUCTS * 2)
    expect(ids(offersXml, 'Предложение')).toEqual(ids(importXml, 'Товар'))
  })

  it('gives the same files for the same seed and other goods for another', async () => {
    const again = await generateExchangeFiles(path.join(folder, 'b'), PRODUCTS, 7)
    expect(await readFile(again.importFile, 'utf8')).toBe(importXml)
    expect(await readFile(again.offersFile, 'utf8')).toBe(offersXml)
    const other = await generateExchangeFiles(path.join(folder, 'c'), PRODUCTS, 8)
    const otherIds = ids(await readFile(other.importFile, 'utf8'), 'Товар')
    expect(otherIds.filter((id) => ids(importXml, 'Товар').includes(id))).toEqual([])
  })
})
