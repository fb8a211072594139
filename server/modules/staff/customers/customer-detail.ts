// A customer's card in the back office: the account, what the suggestions provider knows of its INN, orders,
// the loyalty ledger, favourites and survey answers, and the choices for the manager and price list selects.
import { asc, desc, eq, inArray } from 'drizzle-orm'
import type { Locale } from '../../../../contract/site'
import type {
  CustomerDetail,
  CustomerSurveyAnswer,
  ManagerOption,
  PriceTypeOption,
} from '../../../../contract/staff/customers'
import type { CompanySuggestion } from '../../../../contract/suggestions'
import type { Db } from '../../../db/client'
import { loyaltyAccounts, loyaltyLedger, managers, users } from '../../../db/schema/accounts'
import { priceTypes, products } from '../../../db/schema/catalogue'
import { surveyQuestions, surveyResponses, surveys } from '../../../db/schema/content'
import { favorites, orders } from '../../../db/schema/ordering'
import type { SuggestionProvider } from '../../suggestions/provider'
import { loadStaffCompany } from './company-account'
import { CUSTOMER_COLUMNS, toCustomerRow, type CustomerRecord } from './customer-list'
import { customerInScope, type CustomerScope } from './customer-scope'

/** Enough for a card; the full history is in the orders section. */
const RECENT = 50

type Localized = { ru: string; en: string }
const pick = (text: Localized | null | undefined, locale: Locale) => text?.[locale] || text?.ru || ''

export async function managerOptions(db: Db, locale: Locale): Promise<ManagerOption[]> {
  const rows = await db.select({ id: managers.id, name: managers.name }).from(managers).orderBy(asc(managers.id))
  return rows.map((row) => ({ id: row.id, name: pick(row.name, locale) }))
}

export async function priceTypeOptions(db: Db): Promise<PriceTypeOption[]> {
  const rows = await db
    .select({ id: priceTypes.id, title: priceTypes.title, is_default: priceTypes.isDefault })
    .from(priceTypes)
    .orderBy(asc(priceTypes.position), asc(priceTypes.id))
  return rows
}

async function companyOf(provider: SuggestionProvider | undefined, inn: string): Promise<CompanySuggestion | null> {
  if (!provider || !/^\d{10}(\d{2})?$/.test(inn)) return null
  const found = await provider.companies(inn).catch(() => [])
  return found.find((company) => company.inn === inn) ?? null
}

function answerText(value: unknown, options: unknown, locale: Locale): string {
  const titled = Array.isArray(options) ? (options as { value: string; title: Localized }[]) : []
  const titleOf = (item: unknown) => pick(titled.find((option) => option.value === item)?.title, locale) || String(item)
  if (Array.isArray(value)) return value.map(titleOf).join(', ')
  return titled.length > 0 ? titleOf(value) : String(value)
}

export async function loadCustomer(
  db: Db,
  scope: CustomerScope,
  id: number,
  locale: Locale,
  suggestions?: SuggestionProvider,
): Promise<CustomerDetail> {
  const account = await customerInScope(db, scope, id, locale)
  const [record] = await db
    .select(CUSTOMER_COLUMNS)
    .from(users)
    .leftJoin(managers, eq(managers.id, users.managerId))
    .where(eq(users.id, id))
  const [balance] = await db
    .select({ balance: loyaltyAccounts.balance })
    .from(loyaltyAccounts)
    .where(eq(loyaltyAccounts.userId, id))
  const orderRows = await db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      total: orders.total,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.userId, id))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(RECENT)
  const ledger = await db
    .select()
    .from(loyaltyLedger)
    .where(eq(loyaltyLedger.userId, id))
    .orderBy(desc(loyaltyLedger.createdAt), desc(loyaltyLedger.id))
    .limit(RECENT)
  const favoriteRows = await db
    .select({ id: products.id, title: products.title, sku: products.sku, slug: products.slug })
    .from(favorites)
    .innerJoin(products, eq(products.id, favorites.productId))
    .where(eq(favorites.userId, id))
    .orderBy(desc(favorites.createdAt))
    .limit(RECENT)
  const responses = await db
    .select({
      id: surveyResponses.id,
      survey: surveys.title,
      answers: surveyResponses.answers,
      createdAt: surveyResponses.createdAt,
    })
    .from(surveyResponses)
    .innerJoin(surveys, eq(surveys.id, surveyResponses.surveyId))
    .where(eq(surveyResponses.userId, id))
    .orderBy(desc(surveyResponses.createdAt))
    .limit(RECENT)
  const stored = responses.flatMap((response) => (Array.isArray(response.answers) ? response.answers : [])) as {
    question: number
    value: unknown
  }[]
  const questionIds = [...new Set(stored.map((answer) => answer.question))]
  const questions =
    questionIds.length === 0
      ? []
      : await db
          .select({ id: surveyQuestions.id, text: surveyQuestions.text, options: surveyQuestions.options })
          .from(surveyQuestions)
          .where(inArray(surveyQuestions.id, questionIds))
  const priceTypeList = await priceTypeOptions(db)
  return {
    ...toCustomerRow(record as CustomerRecord, locale),
    user_type: account.userType,
    legal_address: account.legalAddress,
    actual_address: account.actualAddress,
    locale: account.locale,
    activated_at: account.activatedAt?.toISOString() ?? null,
    price_type: priceTypeList.find((list) => list.id === account.priceTypeId) ?? null,
    loyalty_balance: Number(balance?.balance ?? 0),
    company: await companyOf(suggestions, account.organizationInn),
    company_account: await loadStaffCompany(db, account.companyId),
    orders: orderRows.map((row) => ({
      id: row.id,
      number: row.number,
      status: row.status,
      total: Number(row.total),
      created_at: row.createdAt.toISOString(),
    })),
    ledger: ledger.map((row) => ({
      id: row.id,
      accrued: Number(row.accrued),
      spent: Number(row.spent),
      pending: row.pending,
      note: row.note ?? '',
      order_id: row.orderId,
      created_at: row.createdAt.toISOString(),
    })),
    favorites: favoriteRows.map((row) => ({
      id: row.id,
      title: pick(row.title, locale),
      sku: row.sku,
      slug: row.slug,
    })),
    surveys: responses.map((response) => ({
      id: response.id,
      survey: pick(response.survey, locale),
      created_at: response.createdAt.toISOString(),
      answers: (
        (Array.isArray(response.answers) ? response.answers : []) as { question: number; value: unknown }[]
      ).map((answer): CustomerSurveyAnswer => {
        const question = questions.find((row) => row.id === answer.question)
        return {
          question: pick(question?.text, locale) || `#${answer.question}`,
          answer: answerText(answer.value, question?.options, locale),
        }
      }),
    })),
    managers: await managerOptions(db, locale),
    price_types: priceTypeList,
  }
}
