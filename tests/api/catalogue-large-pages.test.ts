// Listings with many hits take their page from an ordered index walk instead of sorting the hits. The test
// catalogue is too small to cross the real threshold, so the statements are built with a threshold of 0
// (always walk) and of 10^6 (always sort), run directly, and both checked against the model. Name-ordered
// category pages are merged per category either way.
import { beforeAll, describe, expect, it } from 'vitest'
import { parseListingQuery } from '../../server/modules/catalogue/listing-query'
import { listingStatements, type ListingIdsRow } from '../../server/modules/catalogue/listing-sql'
import {
  catalogueReference,
  productCounts,
  type CatalogueReference,
  type ProductCount,
} from '../../server/modules/catalogue/reference'
import { TtlCache } from '../../server/http/ttl-cache'
import { setupApi } from '../fixtures/api-app'
import { defaultPriceTypeId } from '../fixtures/price-lists'
import type { Buyer } from '../../server/modules/catalogue/product-cards'
import { loadOracle } from './catalogue-oracle'

const api = setupApi()
let oracle: Awaited<ReturnType<typeof loadOracle>>
let reference: CatalogueReference
let counts: ProductCount[]
let buyer: Buyer

beforeAll(async () => {
  oracle = await loadOracle(api.database.db)
  reference = await catalogueReference({ db: api.database.db, cache: new TtlCache(0) })
  counts = await productCounts({ db: api.database.db, cache: new TtlCache(0) })
  buyer = { userId: 0, priceTypeId: await defaultPriceTypeId(api.database.db) }
})

async function pageIds(params: Record<string, string>, sortHitsUpTo: number): Promise<number[]> {
  const filter = parseListingQuery(new URLSearchParams(params), reference, buyer, 'ru')
  const { ids } = listingStatements(filter, reference, buyer, 'ru', { counts }, sortHitsUpTo)
  const { rows } = (await api.database.db.execute(ids)) as unknown as { rows: ListingIdsRow[] }
  return rows[0]?.ids ?? []
}

const QUERIES: Record<string, string>[] = [
  {},
  { o: 'sku', p: '3' },
  { o: 'new', ps: '96' },
  { path: 'dogs', o: '-price', p: '2' },
  { path: 'dogs', o: '-name', p: '2' },
  { brand: 'zoomir' },
  { n: '1' },
  { s: '1', o: '-name' },
  { c: 'black,white', o: 'sku', p: '2' },
  { c: 'black', o: 'new' },
  { n: '1', o: 'sale' },
  { b: 'zoomir,taiga', o: '-price' },
  { f: 'age-adult,age-junior', o: 'hit', ps: '48' },
  { path: 'dogs', c: 'red', o: 'price' },
]

describe('listing pages with many hits', () => {
  for (const params of QUERIES)
    it(`gives the same page walking an index as sorting the hits: ${new URLSearchParams(params)}`, async () => {
      const size = Number(params.ps ?? 24)
      const page = Number(params.p ?? 1)
      const expected = oracle.query(params).ids.slice((page - 1) * size, page * size)
      expect(expected.length).toBeGreaterThan(0)
      expect(await pageIds(params, 0)).toEqual(expected)
      expect(await pageIds(params, 1_000_000)).toEqual(expected)
    })
})
