// Categories (any depth), brands, labels, colours, custom filters, countries, products with their images and specs,
// price types with each product's prices, and warehouses with each product's stock. `external_id` is the key 1C
// knows a row by (its Ид); rows the shop made itself have none.
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { createdAt, localized, updatedAt } from './columns'

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    externalId: text('external_id'),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    /** Slugs from the root joined by '/', e.g. 'dogs/food/dry'. */
    path: text('path').notNull(),
    depth: integer('depth').notNull(),
    position: integer('position').notNull().default(0),
    title: localized('title').notNull(),
    description: localized('description'),
    image: text('image'),
    isPublished: boolean('is_published').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('categories_path_unique').on(t.path),
    uniqueIndex('categories_external_id_unique').on(t.externalId),
    index('categories_parent_idx').on(t.parentId, t.position),
    // Usually empty: lets the visibility check of a product's category skip the published ones at once.
    index('categories_hidden_idx')
      .on(t.path)
      .where(sql`not ${t.isPublished}`),
  ],
)

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    externalId: text('external_id'),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    logo: text('logo'),
    logoColor: text('logo_color'),
    description: localized('description'),
    countryId: integer('country_id').references(() => countries.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    isPublished: boolean('is_published').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('brands_slug_unique').on(t.slug), uniqueIndex('brands_external_id_unique').on(t.externalId)],
)

export const labels = pgTable(
  'labels',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: localized('title').notNull(),
    color: text('color').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('labels_slug_unique').on(t.slug)],
)

export const colors = pgTable(
  'colors',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: localized('title').notNull(),
    colorCode: text('color_code').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('colors_slug_unique').on(t.slug)],
)

/** Custom filter groups (query key f) and their options. */
export const filterGroups = pgTable(
  'filter_groups',
  {
    id: serial('id').primaryKey(),
    externalId: text('external_id'),
    slug: text('slug').notNull(),
    title: localized('title').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('filter_groups_slug_unique').on(t.slug),
    uniqueIndex('filter_groups_external_id_unique').on(t.externalId),
  ],
)

export const filterOptions = pgTable(
  'filter_options',
  {
    id: serial('id').primaryKey(),
    externalId: text('external_id'),
    groupId: integer('group_id')
      .notNull()
      .references(() => filterGroups.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    title: localized('title').notNull(),
    colorCode: text('color_code'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('filter_options_value_unique').on(t.value),
    uniqueIndex('filter_options_external_id_unique').on(t.externalId),
  ],
)

export const countries = pgTable(
  'countries',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    title: localized('title').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('countries_code_unique').on(t.code)],
)

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    externalId: text('external_id'),
    slug: text('slug').notNull(),
    sku: text('sku').notNull(),
    title: localized('title').notNull(),
    description: localized('description'),
    descriptionShort: localized('description_short'),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    countryId: integer('country_id').references(() => countries.id, { onDelete: 'set null' }),
    /** Units in all warehouses together; the API shows bands ('<10', '<100', ...) and only to buyers. */
    stock: integer('stock').notNull().default(0),
    packQuantity: integer('pack_quantity').notNull().default(1),
    size: localized('size'),
    packing: localized('packing'),
    /** Net weight in grams. */
    weight: integer('weight'),
    /** Volume of one unit in its packaging, in cubic centimetres (millilitres). */
    volume: integer('volume'),
    expirationMonths: integer('expiration_months'),
    composition: localized('composition'),
    image: text('image'),
    imageAlt: localized('image_alt'),
    imageTitle: localized('image_title'),
    /** Whether the product may be ordered at all (product permissions). */
    canOrder: boolean('can_order').notNull().default(true),
    /** Supplied on order: shown with an on-order label instead of stock. */
    onOrder: boolean('on_order').notNull().default(false),
    isPublished: boolean('is_published').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_slug_unique').on(t.slug),
    uniqueIndex('products_sku_unique').on(t.sku),
    uniqueIndex('products_external_id_unique').on(t.externalId),
    // A quick order looks SKUs up whatever their case (server/modules/orders/quick-order.ts).
    index('products_sku_upper_idx').on(sql`upper(${t.sku})`),
    index('products_category_idx').on(t.categoryId),
    index('products_brand_idx').on(t.brandId),
    // The catalogue listing reads these instead of the wide rows: scope by category, by brand or by id (when
    // driven by a set of colours, options or labels), with everything its filters and facets need.
    index('products_listing_category_idx')
      .on(t.categoryId, t.brandId, t.id, t.stock, t.onOrder)
      .where(sql`${t.isPublished}`),
    index('products_listing_brand_idx')
      .on(t.brandId, t.categoryId, t.id, t.stock, t.onOrder)
      .where(sql`${t.isPublished}`),
    index('products_listing_id_idx')
      .on(t.id, t.categoryId, t.brandId, t.stock, t.onOrder)
      .where(sql`${t.isPublished}`),
    // Name order as the listing sorts (server/modules/catalogue/listing-sql.ts nameKey).
    index('products_name_ru_idx')
      .on(sql`((${t.title}->>'ru') collate "und-x-icu")`, t.id)
      .where(sql`${t.isPublished}`),
    index('products_name_en_idx')
      .on(sql`((coalesce(nullif(${t.title}->>'en', ''), ${t.title}->>'ru')) collate "und-x-icu")`, t.id)
      .where(sql`${t.isPublished}`),
    // A category's products in name order, merged per category for a category page.
    index('products_category_name_ru_idx')
      .on(t.categoryId, sql`((${t.title}->>'ru') collate "und-x-icu")`, t.id)
      .where(sql`${t.isPublished}`),
    index('products_category_name_en_idx')
      .on(t.categoryId, sql`((coalesce(nullif(${t.title}->>'en', ''), ${t.title}->>'ru')) collate "und-x-icu")`, t.id)
      .where(sql`${t.isPublished}`),
  ],
)

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    /** 'gallery' photos, or 'spin' frames of the 360° view in order. */
    kind: text('kind', { enum: ['gallery', 'spin'] })
      .notNull()
      .default('gallery'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.kind, t.position)],
)

export const productLabels = pgTable(
  'product_labels',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    labelId: integer('label_id')
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.labelId] }),
    index('product_labels_label_idx').on(t.labelId, t.productId),
  ],
)

export const productColors = pgTable(
  'product_colors',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    colorId: integer('color_id')
      .notNull()
      .references(() => colors.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.colorId] }),
    index('product_colors_color_idx').on(t.colorId, t.productId),
  ],
)

export const productFilterOptions = pgTable(
  'product_filter_options',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => filterOptions.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.optionId] }),
    index('product_filter_options_option_idx').on(t.optionId, t.productId),
  ],
)

export const relatedProducts = pgTable(
  'related_products',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    relatedId: integer('related_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.relatedId] })],
)

/** A product's own facts shown as a list on its page (1C's string and number properties: "Material: cotton"). */
export const productSpecs = pgTable(
  'product_specs',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: localized('title').notNull(),
    value: localized('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.position] })],
)

/** A price list of 1C (ТипЦены): every buyer orders at one of them, the default one unless staff chose another. */
export const priceTypes = pgTable(
  'price_types',
  {
    id: serial('id').primaryKey(),
    externalId: text('external_id'),
    title: text('title').notNull(),
    currency: text('currency').notNull().default('RUB'),
    /** The price list of every buyer without one of their own; at most one row. */
    isDefault: boolean('is_default').notNull().default(false),
    position: integer('position').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('price_types_external_id_unique').on(t.externalId),
    uniqueIndex('price_types_title_unique').on(t.title),
    uniqueIndex('price_types_one_default')
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
  ],
)

/** Price per unit in kopecks of a product in a price list; no row means the product has no price there. */
export const productPrices = pgTable(
  'product_prices',
  {
    priceTypeId: integer('price_type_id')
      .notNull()
      .references(() => priceTypes.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    price: bigint('price', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.priceTypeId, t.productId] }),
    // Price order of a price list, as the listing sorts.
    index('product_prices_order_idx').on(t.priceTypeId, t.price, t.productId),
  ],
)

export const warehouses = pgTable(
  'warehouses',
  {
    id: serial('id').primaryKey(),
    externalId: text('external_id'),
    title: text('title').notNull(),
  },
  (t) => [uniqueIndex('warehouses_external_id_unique').on(t.externalId)],
)

/** Units of a product in one warehouse; `products.stock` holds their sum (or 1C's total when it sends no split). */
export const productStocks = pgTable(
  'product_stocks',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.warehouseId] })],
)
