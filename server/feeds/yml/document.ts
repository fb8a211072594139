// The YML catalogue (Yandex Market Language) as a sequence of text chunks: the head with the shop, its currency
// and categories, one chunk per batch of offers, then the tail. Elements come in the order of the YML DTD
// (shops.dtd): shop = name, company, url, platform, currencies, categories, offers; offer = url, price,
// currencyId, categoryId, picture*, name, vendor, vendorCode, description, param*.
import type { Db } from '../../db/client'
import { siteDetails } from '../../modules/catalogue-download/site-details'
import { encodePath } from '../../sitemap/xml'
import { feedCategories, feedPriceTypeId, offerBatches, type FeedOffer } from './rows'
import { xmlText as x } from '../../xml-text'
import { plainText, roubles } from './text'

export type YmlOptions = {
  siteUrl: string
  /** The price list whose prices the feed publishes (title or 1C Ид); none: no price elements at all. */
  priceType: string | undefined
  /** The moment the data is current at (default now). */
  now?: Date
}

const CURRENCY = 'RUB'
/** Yandex Market shows at most this many pictures of an offer. */
const MAX_PICTURES = 10
const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000

/** RFC 3339 in Moscow time to the minute, as YML's `date` wants it: 2026-11-24T12:54+03:00. */
export const ymlDate = (moment: Date): string =>
  `${new Date(moment.getTime() + MOSCOW_OFFSET_MS).toISOString().slice(0, 16)}+03:00`

const absolute = (siteUrl: string, url: string) => (/^https?:\/\//i.test(url) ? url : `${siteUrl}${url}`)

function offerXml(offer: FeedOffer, siteUrl: string, withPrice: boolean): string {
  const parts = [
    `<offer id="${offer.id}" available="${offer.available ? 'true' : 'false'}">`,
    `<url>${x(siteUrl + encodePath(['product', offer.slug]))}</url>`,
  ]
  if (withPrice && offer.price !== null) parts.push(`<price>${roubles(offer.price)}</price>`)
  parts.push(`<currencyId>${CURRENCY}</currencyId><categoryId>${offer.category_id}</categoryId>`)
  for (const picture of offer.pictures.slice(0, MAX_PICTURES))
    parts.push(`<picture>${x(absolute(siteUrl, picture))}</picture>`)
  parts.push(`<name>${x(offer.title)}</name>`)
  if (offer.brand) parts.push(`<vendor>${x(offer.brand)}</vendor>`)
  parts.push(`<vendorCode>${x(offer.sku)}</vendorCode>`)
  const description = plainText(offer.description ?? '')
  if (description) parts.push(`<description>${x(description)}</description>`)
  for (const param of offer.params)
    if (param.name && param.value) parts.push(`<param name="${x(param.name)}">${x(param.value)}</param>`)
  parts.push('</offer>\n')
  return parts.join('')
}

/** The whole feed, chunk by chunk; only one batch of offers is read at a time. */
export async function* ymlChunks(db: Db, options: YmlOptions): AsyncGenerator<string> {
  const { siteUrl } = options
  const [shop, priceTypeId, categories] = await Promise.all([
    siteDetails(db, 'ru'),
    feedPriceTypeId(db, options.priceType),
    feedCategories(db),
  ])
  const categoryXml = categories.map(
    (category) =>
      `<category id="${category.id}"${category.parent_id === null ? '' : ` parentId="${category.parent_id}"`}>` +
      `${x(category.title)}</category>\n`,
  )
  yield (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<yml_catalog date="${ymlDate(options.now ?? new Date())}">\n<shop>\n` +
    `<name>${x(shop.name)}</name>\n<company>${x(shop.name)}</company>\n<url>${x(siteUrl)}/</url>\n` +
    '<platform>Vitrina</platform>\n' +
    `<currencies><currency id="${CURRENCY}" rate="1"/></currencies>\n` +
    `<categories>\n${categoryXml.join('')}</categories>\n<offers>\n`
  )
  for await (const batch of offerBatches(db, priceTypeId))
    yield batch.map((offer) => offerXml(offer, siteUrl, priceTypeId !== null)).join('')
  yield '</offers>\n</shop>\n</yml_catalog>\n'
}
