// Our reader against an independent one from npm (commerceml-parser) over the real 1C files: both must see the
// same products and offers with the same identifiers, SKUs, names, property values, prices and stock.
import { createReadStream } from 'node:fs'
import { CommerceMlImportParser } from 'commerceml-parser/dist/import-parser.js'
import { CommerceMlOffersParser } from 'commerceml-parser/dist/offers-parser.js'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readCommerceMlFile } from '../../server/modules/exchange/commerceml/read'
import { collect, commerceMlFixture } from '../fixtures/commerceml-files'

afterEach(() => {
  vi.restoreAllMocks()
})

/** The independent parser logs xmldom's complaints about each block it re-parses; they are not ours to judge. */
function silenceParserLogs(): void {
  for (const method of ['log', 'warn', 'error'] as const) vi.spyOn(console, method).mockImplementation(() => {})
}

describe('the reader agrees with commerceml-parser', () => {
  it('on the products of import0_1.xml', async () => {
    silenceParserLogs()
    const parser = new CommerceMlImportParser()
    const theirs: unknown[] = []
    parser.onProduct((product) => {
      theirs.push({
        id: product.id,
        sku: product.article ?? null,
        barcode: product.barcode ?? null,
        name: product.name,
        manufacturer: product.manufacturer ? { id: product.manufacturer.id, name: product.manufacturer.name } : null,
        properties: (product.propertyValues ?? []).map((value) => ({ id: value.id, values: value.values })),
      })
    })
    await parser.parse(createReadStream(commerceMlFixture('import0_1.xml')))
    vi.restoreAllMocks()

    const ours = (await collect(readCommerceMlFile(commerceMlFixture('import0_1.xml')))).flatMap((record) =>
      record.kind === 'product'
        ? [
            {
              id: record.product.id,
              sku: record.product.sku,
              barcode: record.product.barcode,
              name: record.product.name,
              manufacturer: record.product.manufacturer,
              properties: record.product.properties,
            },
          ]
        : [],
    )
    expect(ours).toHaveLength(36)
    expect(ours).toEqual(theirs)
  })

  it('on the offers of offers0_1.xml: prices (in kopecks here, in roubles there), quantities and stock', async () => {
    silenceParserLogs()
    const parser = new CommerceMlOffersParser()
    const theirs: unknown[] = []
    parser.onOffer((offer) => {
      theirs.push({
        id: offer.id,
        sku: offer.article ?? null,
        prices: (offer.prices ?? []).map((price) => ({
          priceTypeId: price.priceTypeId,
          price: Math.round(Number(price.pricePerUnit) * 100),
          currency: price.currency,
        })),
        quantity: Number(offer.quantity),
        stocks: offer.stocks,
      })
    })
    await parser.parse(createReadStream(commerceMlFixture('offers0_1.xml')))
    vi.restoreAllMocks()

    const ours = (await collect(readCommerceMlFile(commerceMlFixture('offers0_1.xml')))).flatMap((record) =>
      record.kind === 'offer'
        ? [
            {
              id: record.offer.id,
              sku: record.offer.sku,
              prices: record.offer.prices,
              quantity: record.offer.quantity,
              stocks: record.offer.stocks,
            },
          ]
        : [],
    )
    expect(ours).toHaveLength(44)
    expect(ours).toEqual(theirs)
  })
})
