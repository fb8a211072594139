// Configuration, read and validated once. A bad value stops start-up with a message naming the variable.
import * as v from 'valibot'
import { DEFAULT_CART_MAX_QUANTITY, MAX_CART_QUANTITY } from '../contract/cart'
import { parseTrustProxy, type TrustProxy } from './http/client-address'

const port = v.pipe(
  v.optional(v.string(), '3000'),
  v.regex(/^\d{1,5}$/, 'must be a port number (1-65535)'),
  v.transform(Number),
  v.minValue(1, 'must be a port number (1-65535)'),
  v.maxValue(65535, 'must be a port number (1-65535)'),
)

const url = (protocols: string[]) =>
  v.pipe(
    v.string(),
    v.check(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol)
        } catch {
          return false
        }
      },
      `must be a URL starting with ${protocols.join(' or ')}//`,
    ),
  )

const bytes = (fallback: string) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.regex(/^[1-9]\d{2,9}$/, 'must be a number of bytes (at least 100)'),
    v.transform(Number),
  )

/** A number written as digits only, of one of the `lengths` (requisites: INN, BIK, accounts). */
const digits = (fallback: string, lengths: number[], message: string) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.check((value) => /^\d+$/.test(value) && lengths.includes(value.length), message),
  )

/** VAT rates the invoice may state (Russian tax code, art. 164, from 2026), or `none` for a seller without VAT. */
export const VAT_CHOICES = ['22', '10', '7', '5', '0', 'none'] as const
const roubles = v.optional(
  v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'must be a whole number of roubles (0 for none)'), v.transform(Number)),
)
export const MAX_WEB_CONCURRENCY = 32

const emptyToUndefined = (value: string | undefined) => (value === '' ? undefined : value)

const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  PORT: port,
  HOST: v.optional(v.string(), '0.0.0.0'),
  DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty')), 'var'),
  DATABASE_URL: v.optional(url(['postgres:', 'postgresql:'])),
  /** App processes `npm start` runs on PORT (node:cluster); more than one needs DATABASE_URL. */
  WEB_CONCURRENCY: v.pipe(
    v.optional(v.string(), '1'),
    v.regex(/^\d{1,2}$/, `must be a whole number of processes from 1 to ${MAX_WEB_CONCURRENCY}`),
    v.transform(Number),
    v.minValue(1, `must be a whole number of processes from 1 to ${MAX_WEB_CONCURRENCY}`),
    v.maxValue(MAX_WEB_CONCURRENCY, `must be a whole number of processes from 1 to ${MAX_WEB_CONCURRENCY}`),
  ),
  SITE_URL: v.pipe(
    v.optional(url(['http:', 'https:']), 'http://localhost:3000'),
    v.transform((value) => value.replace(/\/+$/, '')),
  ),
  SMTP_URL: v.optional(url(['smtp:', 'smtps:'])),
  MAIL_FROM: v.optional(v.pipe(v.string(), v.email('must be an e-mail address')), 'shop@example.com'),
  STAFF_EMAIL: v.optional(v.pipe(v.string(), v.email('must be an e-mail address')), 'staff@example.com'),
  YANDEX_METRIKA_ID: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'must be a numeric counter id'))),
  GOOGLE_ANALYTICS_ID: v.optional(v.pipe(v.string(), v.regex(/^G-[A-Z0-9]+$/, 'must look like G-XXXXXXX'))),
  DADATA_TOKEN: v.optional(v.string()),
  /**
   * The price list the dealer feed /yml.xml publishes (its title or 1C Ид); unset = the feed carries no prices.
   * Set only by choice of the shop: every reader of the feed sees that list's prices, guests included.
   */
  YML_PRICE_TYPE: v.optional(v.string()),
  /** Seconds between back-in-stock checks of the wait list; 0 turns them off (the default under NODE_ENV=test). */
  RESTOCK_CHECK_SECONDS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,6}$/, 'must be a whole number of seconds (0 turns the checks off)'),
      v.transform(Number),
    ),
  ),
  /** Megabytes the guest page cache may hold (its pages with their brotli and gzip copies); 0 turns it off. */
  PAGE_CACHE_MB: v.pipe(
    v.optional(v.string(), '64'),
    v.regex(/^\d{1,5}$/, 'must be a whole number of megabytes (0 turns the page cache off)'),
    v.transform(Number),
  ),
  /** The most packs of one product a cart line may hold (the storefront asks, the server refuses above it). */
  CART_MAX_QUANTITY: v.pipe(
    v.optional(v.string(), String(DEFAULT_CART_MAX_QUANTITY)),
    v.regex(/^\d{1,5}$/, `must be a whole number of packs from 1 to ${MAX_CART_QUANTITY}`),
    v.transform(Number),
    v.minValue(1, `must be a whole number of packs from 1 to ${MAX_CART_QUANTITY}`),
    v.maxValue(MAX_CART_QUANTITY, `must be a whole number of packs from 1 to ${MAX_CART_QUANTITY}`),
  ),
  /** Loyalty points accrued on a placed order, in percent of the money paid for it (see orders/loyalty-accrual). */
  /** Proxies in front whose X-Forwarded-For is believed: off (default), a number of hops, or their addresses/CIDRs. */
  TRUST_PROXY: v.pipe(
    v.optional(v.string()),
    v.check(
      (value) => typeof parseTrustProxy(value) !== 'string',
      'must be 0, a number of proxy hops, or a comma-separated list of proxy addresses/CIDRs',
    ),
    v.transform((value) => parseTrustProxy(value) as TrustProxy),
  ),
  /** Origins besides SITE_URL's from which browsers may sign in and change data, comma-separated. */
  CSRF_TRUSTED_ORIGINS: v.pipe(
    v.optional(v.string(), ''),
    v.transform((value) =>
      value
        .split(',')
        .map((item) => item.trim().replace(/\/+$/, ''))
        .filter(Boolean),
    ),
    v.check(
      (origins) => origins.every((origin) => /^https?:\/\/[^/\s]+$/.test(origin)),
      'must be a comma-separated list of origins like https://shop.example',
    ),
  ),
  /** Structured log level (JSON lines on stdout); `silent` under NODE_ENV=test unless set. */
  LOG_LEVEL: v.optional(
    v.picklist(['silent', 'error', 'warn', 'info', 'debug'], 'must be silent, error, warn, info or debug'),
  ),
  /** Largest request body in bytes (JSON and forms); a larger one is refused with 413 before it is read. */
  BODY_LIMIT_BYTES: bytes('65536'),
  /** Largest body of a file upload (the quick-order CSV), in bytes. */
  UPLOAD_LIMIT_BYTES: bytes('2097152'),
  /** Largest picture staff upload in the back office (a camera's JPEG), in bytes; it is converted to WebP. */
  IMAGE_UPLOAD_LIMIT_BYTES: bytes('15728640'),
  /** Largest back-office edit (a long page or publication in two languages), in bytes. */
  STAFF_BODY_LIMIT_BYTES: bytes('1048576'),
  LOYALTY_ACCRUAL_PERCENT: v.pipe(
    v.optional(v.string(), '0.5'),
    v.regex(/^\d{1,2}(\.\d{1,2})?$/, 'must be a percentage from 0 to 99.99'),
    v.transform(Number),
  ),
  /**
   * Delivery and the smallest order, in whole roubles of goods at the buyer's prices: an order below ORDER_MIN_SUM
   * is refused; delivery (and transport company) costs DELIVERY_COST below DELIVERY_FREE_FROM and nothing from it
   * (0 = never free); pickup is free. Unset under NODE_ENV=test, all three are 0 (no minimum, free delivery).
   */
  ORDER_MIN_SUM: roubles,
  DELIVERY_COST: roubles,
  DELIVERY_FREE_FROM: roubles,
  /** Moscow time (HH:MM) after which an order's earliest delivery date is the next working day. */
  DELIVERY_CUTOFF_TIME: v.pipe(
    v.optional(v.string(), '14:00'),
    v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time of day as HH:MM'),
  ),
  /** 1C exchange: the property (Свойство or ЗначениеРеквизита) naming a product's brand instead of Изготовитель. */
  EXCHANGE_1C_BRAND_PROPERTY: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1, 'must name a property'))),
  /** 1C exchange: the property holding units per pack; without it (or a value) a product is sold by the unit. */
  EXCHANGE_1C_PACK_PROPERTY: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1, 'must name a property'))),
  /** 1C exchange: the property holding the net weight, in kilograms unless its value says г or g (grams). */
  EXCHANGE_1C_WEIGHT_PROPERTY: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1, 'must name a property'))),
  /** 1C exchange: the price type (its title or Ид) every buyer without their own orders at. */
  EXCHANGE_1C_DEFAULT_PRICE_TYPE: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1, 'must name a price type'))),
  /** The largest share of an order's amount due (after the coupon) that loyalty points may pay, in percent. */
  LOYALTY_MAX_SHARE_PERCENT: v.pipe(
    v.optional(v.string(), '20'),
    v.regex(/^(100|\d{1,2})$/, 'must be a whole percentage from 0 to 100'),
    v.transform(Number),
  ),
  /** The 1C exchange at /exchange/1c/: its login and password (both unset turns the exchange off: 404). */
  EXCHANGE_1C_LOGIN: v.optional(v.string()),
  EXCHANGE_1C_PASSWORD: v.optional(v.string()),
  /** Whether 1C may send its files as a zip (answered to mode=init). */
  EXCHANGE_1C_ZIP: v.pipe(
    v.optional(v.picklist(['yes', 'no'], 'must be yes or no'), 'no'),
    v.transform((value) => value === 'yes'),
  ),
  /** Largest part of a file 1C sends in one request (answered to mode=init as file_limit), in bytes. */
  EXCHANGE_1C_FILE_LIMIT: bytes('104857600'),
  /** Largest total a zip from 1C may unpack to, in bytes (a guard against zip bombs). */
  EXCHANGE_1C_UNZIP_LIMIT: bytes('4294967296'),
  /** Encoding of the documents written for 1C (mode=query). */
  EXCHANGE_1C_ENCODING: v.optional(v.picklist(['utf-8', 'windows-1251'], 'must be utf-8 or windows-1251'), 'utf-8'),
  /** Where the files 1C uploads are kept, one folder per exchange session; default `<DATA_DIR>/exchange`. */
  EXCHANGE_1C_DIR: v.optional(v.string()),
  /** Minutes an exchange session lives after its last request. */
  EXCHANGE_1C_SESSION_MINUTES: v.pipe(
    v.optional(v.string(), '60'),
    v.regex(/^[1-9]\d{0,3}$/, 'must be a whole number of minutes from 1 to 9999'),
    v.transform(Number),
  ),
  // The supplier's requisites printed on every invoice for payment (счёт на оплату); the demo defaults are made up.
  INVOICE_SUPPLIER_NAME: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty')), 'ООО «Витрина»'),
  INVOICE_SUPPLIER_INN: digits('7701234560', [10, 12], 'must be an INN of 10 or 12 digits'),
  /** The supplier's KPP; empty for an individual entrepreneur (an INN of 12 digits). */
  INVOICE_SUPPLIER_KPP: v.optional(v.pipe(v.string(), v.regex(/^(\d{9})?$/, 'must be a KPP of 9 digits')), '770101001'),
  INVOICE_SUPPLIER_OGRN: digits('1027700000001', [13, 15], 'must be an OGRN of 13 or an OGRNIP of 15 digits'),
  INVOICE_SUPPLIER_ADDRESS: v.optional(v.string(), '123112, г. Москва, Пресненская наб., д. 12, офис 345'),
  INVOICE_BANK_NAME: v.optional(v.string(), 'ПАО Сбербанк, г. Москва'),
  INVOICE_BANK_BIK: digits('044525225', [9], 'must be a BIK of 9 digits'),
  INVOICE_BANK_CORRESPONDENT_ACCOUNT: digits('30101810400000000225', [20], 'must be an account of 20 digits'),
  INVOICE_BANK_ACCOUNT: digits('40702810938000000001', [20], 'must be an account of 20 digits'),
  /** Who signs the invoice: the head of the company and the chief accountant ("Иванов И. И."). */
  INVOICE_DIRECTOR: v.optional(v.string(), 'Иванов И. И.'),
  INVOICE_ACCOUNTANT: v.optional(v.string(), 'Петрова А. С.'),
  /** The VAT included in the prices: a rate in percent (22 from 2026, 10, 7, 5, 0) or `none` ("Без НДС"). */
  INVOICE_VAT: v.pipe(
    v.optional(v.picklist(VAT_CHOICES, `must be one of ${VAT_CHOICES.join(', ')}`), '22'),
    v.transform((value): number | null => (value === 'none' ? null : Number(value))),
  ),
})

/** The embedded database lives inside one process: other processes could neither open nor reach it. */
const EnvRules = v.pipe(
  EnvSchema,
  v.forward(
    v.check(
      (config) => config.WEB_CONCURRENCY === 1 || config.DATABASE_URL !== undefined,
      'more than one process needs DATABASE_URL (a PostgreSQL server): the embedded database belongs to one process',
    ),
    ['WEB_CONCURRENCY'],
  ),
)

export type Env = v.InferOutput<typeof EnvSchema>

export class EnvError extends Error {
  override name = 'EnvError'
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.keys(EnvSchema.entries).map((key) => [key, emptyToUndefined(source[key])]))
  const result = v.safeParse(EnvRules, cleaned)
  if (result.success) return result.output
  const lines = result.issues.map((issue) => {
    const name = issue.path?.map((item) => String(item.key)).join('.') ?? 'environment'
    // A rule across variables has the whole configuration as its input: show the variable's own value.
    const got = issue.path?.length === 1 && name in cleaned ? cleaned[name] : issue.input
    return `  ${name}: ${issue.message} (got ${JSON.stringify(got)})`
  })
  throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`)
}

let cached: Env | undefined

export function env(): Env {
  cached ??= parseEnv(process.env)
  return cached
}
