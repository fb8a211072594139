// Site settings, menus, pages, slides, features, publications and sales, vacancies, team, partners, FAQ,
// shops, cities, redirects, surveys and form submissions.
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { createdAt, localized, updatedAt } from './columns'
import { users } from './accounts'
import { products } from './catalogue'

/** Key-value site settings (noimage, cookie bar text, header and footer configuration, ...). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
})

export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: localized('title').notNull(),
  },
  (t) => [uniqueIndex('menus_slug_unique').on(t.slug)],
)

export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    title: localized('title').notNull(),
    url: text('url').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('menu_items_menu_idx').on(t.menuId, t.position)],
)

/** Editable pages: the fixed ones (about, contacts, faq, ...) and flat pages served by the catch-all route. */
export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    kind: text('kind', { enum: ['system', 'flat'] })
      .notNull()
      .default('flat'),
    title: localized('title').notNull(),
    body: localized('body'),
    metaTitle: localized('meta_title'),
    metaDescription: localized('meta_description'),
    metaKeywords: localized('meta_keywords'),
    /** Page-specific blocks (about facts, button, images) that do not warrant their own table. */
    data: jsonb('data'),
    isPublished: boolean('is_published').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('pages_slug_unique').on(t.slug)],
)

export const slides = pgTable('slides', {
  id: serial('id').primaryKey(),
  image: text('image').notNull(),
  imageFull: text('image_full'),
  text: localized('text'),
  color: text('color'),
  position: text('text_position', { enum: ['left', 'center', 'right'] })
    .notNull()
    .default('left'),
  btnText: localized('btn_text'),
  btnUrl: text('btn_url'),
  sort: integer('sort').notNull().default(0),
  isPublished: boolean('is_published').notNull().default(true),
})

/** Facts of the about section: a value, a description, colours and an icon. */
export const features = pgTable('features', {
  id: serial('id').primaryKey(),
  title: localized('title').notNull(),
  description: localized('description'),
  color: text('color'),
  bgColor: text('bg_color'),
  iconFile: text('icon_file'),
  position: integer('position').notNull().default(0),
  isPublished: boolean('is_published').notNull().default(true),
})

export const publicationCategories = pgTable(
  'publication_categories',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['info', 'sales'] }).notNull(),
    slug: text('slug').notNull(),
    title: localized('title').notNull(),
    color: text('color'),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('publication_categories_kind_slug_unique').on(t.kind, t.slug)],
)

/** Info articles (kind 'info') and sales actions (kind 'sales'); their URLs carry the publication date. */
export const publications = pgTable(
  'publications',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['info', 'sales'] }).notNull(),
    slug: text('slug').notNull(),
    title: localized('title').notNull(),
    excerpt: localized('excerpt'),
    body: localized('body'),
    publicationDate: date('publication_date').notNull(),
    endsOn: date('ends_on'),
    imagePreview: text('image_preview'),
    imageMain: text('image_main'),
    categoryId: integer('category_id').references(() => publicationCategories.id, { onDelete: 'set null' }),
    metaTitle: localized('meta_title'),
    metaDescription: localized('meta_description'),
    isPublished: boolean('is_published').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('publications_kind_date_slug_unique').on(t.kind, t.publicationDate, t.slug),
    index('publications_kind_date_idx').on(t.kind, t.publicationDate),
  ],
)

/** Products taking part in a sales action. */
export const publicationProducts = pgTable(
  'publication_products',
  {
    publicationId: integer('publication_id')
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.publicationId, t.productId] })],
)

export const vacancies = pgTable(
  'vacancies',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: localized('title').notNull(),
    body: localized('body'),
    salary: localized('salary'),
    contactName: localized('contact_name'),
    phone: text('phone'),
    email: text('email'),
    city: localized('city'),
    placeOfWork: localized('place_of_work'),
    schedule: localized('schedule'),
    position: integer('position').notNull().default(0),
    isPublished: boolean('is_published').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('vacancies_slug_unique').on(t.slug)],
)

export const teamMembers = pgTable('team_members', {
  id: serial('id').primaryKey(),
  name: localized('name').notNull(),
  role: localized('role'),
  photo: text('photo'),
  email: text('email'),
  phone: text('phone'),
  position: integer('position').notNull().default(0),
  isPublished: boolean('is_published').notNull().default(true),
})

export const partners = pgTable('partners', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  logo: text('logo'),
  url: text('url'),
  description: localized('description'),
  position: integer('position').notNull().default(0),
  isPublished: boolean('is_published').notNull().default(true),
})

export const faqItems = pgTable('faq_items', {
  id: serial('id').primaryKey(),
  question: localized('question').notNull(),
  answer: localized('answer').notNull(),
  position: integer('position').notNull().default(0),
  isPublished: boolean('is_published').notNull().default(true),
})

export const cities = pgTable('cities', {
  id: serial('id').primaryKey(),
  title: localized('title').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  ordering: integer('ordering').notNull().default(0),
  isDefault: boolean('is_default').notNull().default(false),
})

export const shops = pgTable(
  'shops',
  {
    id: serial('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['shop', 'dealer'] }).notNull(),
    title: text('title').notNull(),
    address: localized('address').notNull(),
    phone: text('phone'),
    hours: localized('hours'),
    latitude: real('latitude'),
    longitude: real('longitude'),
    position: integer('position').notNull().default(0),
    isPublished: boolean('is_published').notNull().default(true),
  },
  (t) => [index('shops_city_idx').on(t.cityId)],
)

/** Staff-managed redirects, answered by seo/has-redirect/. */
export const redirects = pgTable(
  'redirects',
  {
    id: serial('id').primaryKey(),
    fromPath: text('from_path').notNull(),
    toUrl: text('to_url').notNull(),
    status: integer('status').notNull().default(301),
  },
  (t) => [uniqueIndex('redirects_from_path_unique').on(t.fromPath)],
)

export const surveys = pgTable('surveys', {
  id: serial('id').primaryKey(),
  title: localized('title').notNull(),
  description: localized('description'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
})

export const surveyQuestions = pgTable(
  'survey_questions',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['text', 'single', 'multiple', 'rating'] }).notNull(),
    text: localized('text').notNull(),
    /** Choices of single and multiple questions: [{ value, title: { ru, en } }]. */
    options: jsonb('options'),
    isRequired: boolean('is_required').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('survey_questions_survey_idx').on(t.surveyId, t.position)],
)

export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    answers: jsonb('answers').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('survey_responses_survey_idx').on(t.surveyId)],
)

/** Contact-form questions, vacancy responses and other submissions, kept whatever happens to the e-mail. */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['feedback', 'vacancy'] }).notNull(),
    vacancyId: integer('vacancy_id').references(() => vacancies.id, { onDelete: 'set null' }),
    payload: jsonb('payload').notNull(),
    ip: text('ip'),
    createdAt: createdAt(),
    /** When a staff member marked it handled, and who. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledById: integer('handled_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('form_submissions_kind_idx').on(t.kind, t.createdAt)],
)
