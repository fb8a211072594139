// The demo customers' company accounts: one company per INN, its first user the administrator (as the migration
// does for an existing shop), and a viewer colleague in the demo buyer's company.
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import { users } from '../../db/schema/accounts'
import { companies } from '../../db/schema/companies'
import { hashPassword } from '../../modules/accounts/password'
import type { SeedContext } from '../context'
import { DAY_MS } from '../text'

export const DEMO_VIEWER = { email: 'viewer@example.com', password: 'viewer12345' } as const

export async function seedCompanies(ctx: SeedContext, buyerId: number): Promise<void> {
  const { db, now } = ctx
  const customers = await db
    .select()
    .from(users)
    .where(and(isNull(users.staffRole), sql`${users.organizationInn} <> ''`))
    .orderBy(asc(users.id))
  const founded = new Map<string, number>()
  for (const customer of customers) {
    let companyId = founded.get(customer.organizationInn)
    const founder = companyId === undefined
    if (companyId === undefined) {
      const [row] = await db
        .insert(companies)
        .values({
          inn: customer.organizationInn,
          name: customer.organizationName,
          userType: customer.userType,
          legalAddress: customer.legalAddress,
          actualAddress: customer.actualAddress,
          isActive: customer.isActive,
        })
        .returning({ id: companies.id })
      if (!row) throw new Error('company not inserted')
      companyId = row.id
      founded.set(customer.organizationInn, companyId)
    }
    await db
      .update(users)
      .set({ companyId, companyRole: founder ? 'admin' : 'buyer' })
      .where(eq(users.id, customer.id))
  }
  await db.execute(sql`update orders o set company_id = u.company_id from users u where u.id = o.user_id`)

  const [buyer] = await db.select().from(users).where(eq(users.id, buyerId))
  if (!buyer) throw new Error('the demo buyer is missing')
  const joined = new Date(now.getTime() - 120 * DAY_MS)
  await db.insert(users).values({
    email: DEMO_VIEWER.email,
    passwordHash: await hashPassword(DEMO_VIEWER.password),
    userType: buyer.userType,
    fullName: 'Соколова Ольга Андреевна',
    organizationName: buyer.organizationName,
    organizationInn: buyer.organizationInn,
    legalAddress: buyer.legalAddress,
    actualAddress: buyer.actualAddress,
    phone: '+7 916 765-43-21',
    locale: 'ru',
    isActive: true,
    managerId: buyer.managerId,
    priceTypeId: buyer.priceTypeId,
    companyId: buyer.companyId,
    companyRole: 'viewer',
    activatedAt: joined,
    createdAt: joined,
    updatedAt: joined,
  })
}
