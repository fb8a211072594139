// What an invoice for payment (счёт на оплату) states: the supplier's requisites from the configuration, the
// buyer's from their profile, the order's lines, the money and the VAT included in it. Prices include VAT, so the
// VAT is the part of the total at the configured rate: total × rate / (100 + rate), rounded to the kopeck.
import { eq } from 'drizzle-orm'
import type { OrderDetail } from '../../../../contract/orders'
import { shopToday } from '../../../../contract/orders'
import type { Db } from '../../../db/client'
import type { Env } from '../../../env'
import { users } from '../../../db/schema/accounts'
import { orders } from '../../../db/schema/ordering'
import { LABELS } from './invoice-labels'

export type InvoiceEnv = Pick<
  Env,
  | 'INVOICE_SUPPLIER_NAME'
  | 'INVOICE_SUPPLIER_INN'
  | 'INVOICE_SUPPLIER_KPP'
  | 'INVOICE_SUPPLIER_OGRN'
  | 'INVOICE_SUPPLIER_ADDRESS'
  | 'INVOICE_BANK_NAME'
  | 'INVOICE_BANK_BIK'
  | 'INVOICE_BANK_CORRESPONDENT_ACCOUNT'
  | 'INVOICE_BANK_ACCOUNT'
  | 'INVOICE_DIRECTOR'
  | 'INVOICE_ACCOUNTANT'
  | 'INVOICE_VAT'
>

export type InvoiceSupplier = {
  name: string
  inn: string
  kpp: string
  ogrn: string
  address: string
  bank: string
  bik: string
  correspondentAccount: string
  account: string
  director: string
  accountant: string
}

export type InvoiceBuyer = { name: string; inn: string; address: string; phone: string }

/** A line in pieces at the unit price; a line whose pack cannot be told from its snapshot stays in packs. */
export type InvoiceLine = {
  name: string
  sku: string
  unit: 'piece' | 'pack' | 'service'
  quantity: number
  price: number
  amount: number
}

export type Invoice = {
  number: string
  /** The order's date in the shop's time zone, YYYY-MM-DD. */
  date: string
  supplier: InvoiceSupplier
  buyer: InvoiceBuyer
  lines: InvoiceLine[]
  subtotal: number
  discount: number
  pointsSpent: number
  total: number
  /** The rate in percent, null for a supplier without VAT ("Без НДС"); `amount` is the VAT included in `total`. */
  vat: { rate: number | null; amount: number }
}

/** The VAT included in `total` at `rate` percent, rounded half up to the kopeck (exact for any safe total). */
export function includedVat(total: number, rate: number | null): number {
  if (rate === null || rate === 0) return 0
  const divisor = BigInt(2 * (100 + rate))
  return Number((BigInt(total) * BigInt(2 * rate) + divisor / 2n) / divisor)
}

/** The order line as the invoice states it: the pieces it holds when its amount is a whole number of unit prices. */
export function invoiceLine(line: OrderDetail['items'][number]): InvoiceLine {
  const inPieces = line.price > 0 && line.amount % line.price === 0
  if (inPieces)
    return {
      name: line.name,
      sku: line.sku,
      unit: 'piece',
      quantity: line.amount / line.price,
      price: line.price,
      amount: line.amount,
    }
  const packPrice = line.quantity > 0 ? Math.round(line.amount / line.quantity) : line.amount
  return {
    name: line.name,
    sku: line.sku,
    unit: 'pack',
    quantity: line.quantity,
    price: packPrice,
    amount: line.amount,
  }
}

/** Delivery, when the order pays for it, as a service line after the goods (its cost is part of the total). */
const deliveryLine = (order: OrderDetail): InvoiceLine[] =>
  order.delivery_cost > 0
    ? [
        {
          name: LABELS.delivery,
          sku: '',
          unit: 'service',
          quantity: 1,
          price: order.delivery_cost,
          amount: order.delivery_cost,
        },
      ]
    : []

export function invoiceSupplier(env: InvoiceEnv): InvoiceSupplier {
  return {
    name: env.INVOICE_SUPPLIER_NAME,
    inn: env.INVOICE_SUPPLIER_INN,
    kpp: env.INVOICE_SUPPLIER_KPP,
    ogrn: env.INVOICE_SUPPLIER_OGRN,
    address: env.INVOICE_SUPPLIER_ADDRESS,
    bank: env.INVOICE_BANK_NAME,
    bik: env.INVOICE_BANK_BIK,
    correspondentAccount: env.INVOICE_BANK_CORRESPONDENT_ACCOUNT,
    account: env.INVOICE_BANK_ACCOUNT,
    director: env.INVOICE_DIRECTOR,
    accountant: env.INVOICE_ACCOUNTANT,
  }
}

/** The buyer's requisites: the profile of whoever placed the order; the name on the order when the profile has none. */
async function invoiceBuyer(db: Db, order: OrderDetail): Promise<InvoiceBuyer> {
  const [profile] = await db
    .select({
      organization: users.organizationName,
      fullName: users.fullName,
      inn: users.organizationInn,
      legalAddress: users.legalAddress,
      actualAddress: users.actualAddress,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, order.id))
  return {
    name: profile?.organization || order.company_name || profile?.fullName || '',
    inn: profile?.inn ?? '',
    address: profile?.legalAddress || profile?.actualAddress || '',
    phone: order.phone,
  }
}

export async function invoiceOf(db: Db, order: OrderDetail, env: InvoiceEnv): Promise<Invoice> {
  return {
    number: order.number,
    date: shopToday(new Date(order.date)),
    supplier: invoiceSupplier(env),
    buyer: await invoiceBuyer(db, order),
    lines: [...order.items.map(invoiceLine), ...deliveryLine(order)],
    subtotal: order.subtotal + order.delivery_cost,
    discount: order.discount,
    pointsSpent: order.points_spent,
    total: order.total,
    vat: { rate: env.INVOICE_VAT, amount: includedVat(order.total, env.INVOICE_VAT) },
  }
}
