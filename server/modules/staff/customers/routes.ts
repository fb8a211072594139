// staff/customers/: the customers table, a customer's card and the actions on it. Admins reach every customer;
// managers their own customers and every pending registration; anybody else gets a 404 (access.ts).
import { type Context, Hono } from 'hono'
import {
  customerManagerBody,
  customerPriceTypeBody,
  customersQuery,
  loyaltyAdjustmentBody,
  type CustomerActionAnswer,
  type ViewAsAnswer,
} from '../../../../contract/staff/customers'
import { StaffCompanyActiveBody, StaffCompanyRoleBody } from '../../../../contract/company'
import type { AppEnv } from '../../../context'
import { InvalidFields, Refused } from '../../../domain-errors'
import { objectBody, parseInput, queryObject } from '../../../http/validate'
import { translate } from '../../../i18n'
import { suggestionProviderOf } from '../../suggestions/select-provider'
import { auditActorOf, staffArea, staffMemberOf } from '../access'
import {
  activateCustomer,
  assignCustomerManager,
  BalanceTooLow,
  changeLoyalty,
  deactivateCustomer,
  setCustomerPriceType,
} from './customer-actions'
import { setCompanyActive, setCompanyRole } from './company-account'
import { loadCustomer, managerOptions, priceTypeOptions } from './customer-detail'
import { listCustomers } from './customer-list'
import { customerInScope, customerNotFound, customerScopeOf } from './customer-scope'
import { startViewAs, stopViewAs } from './view-as'

const scopeOf = (c: Context<AppEnv>) => customerScopeOf(c.var.ctx.db, staffMemberOf(c))

function idOf(c: Context<AppEnv>): number {
  const id = c.req.param('id') ?? ''
  if (!/^\d{1,9}$/.test(id)) throw customerNotFound(c.var.locale)
  return Number(id)
}

/** The customer the path names, if the staff member may act on it. */
async function targetOf(c: Context<AppEnv>) {
  return customerInScope(c.var.ctx.db, await scopeOf(c), idOf(c), c.var.locale)
}

async function answer(c: Context<AppEnv>, id: number, extra: Omit<CustomerActionAnswer, 'customer'> = {}) {
  const { ctx, locale } = c.var
  // A manager may have just handed the customer to another manager: the answer is then what an admin would see.
  const customer = await loadCustomer(ctx.db, null, id, locale, suggestionProviderOf(ctx))
  return c.json({ customer, ...extra } satisfies CustomerActionAnswer)
}

export const staffCustomerRoutes = new Hono<AppEnv>()
  .use('/staff/customers/*', staffArea('customers'))
  .get('/staff/customers/', async (c) => {
    const query = parseInput(customersQuery, queryObject(c.req.url), c.var.locale)
    return c.json(await listCustomers(c.var.ctx.db, await scopeOf(c), query, c.var.locale))
  })
  .get('/staff/customers/managers/', async (c) => c.json({ results: await managerOptions(c.var.ctx.db, c.var.locale) }))
  // Leaving "view as": a back-office path, so the request is still the staff member's own.
  .delete('/staff/customers/view-as/', async (c) => {
    const member = staffMemberOf(c)
    const session = c.var.user!
    const stopped = await stopViewAs(c.var.ctx.db, { id: member.id, label: member.email }, session.sessionId)
    if (!stopped) throw new Refused(translate('staff_customers_not_viewing', c.var.locale), 'not_viewing')
    return c.json({ stopped: true })
  })
  .get('/staff/customers/:id/', async (c) => {
    const { ctx, locale } = c.var
    return c.json(await loadCustomer(ctx.db, await scopeOf(c), idOf(c), locale, suggestionProviderOf(ctx)))
  })
  .post('/staff/customers/:id/activate/', async (c) => {
    const { ctx } = c.var
    const account = await targetOf(c)
    const { mail } = await activateCustomer(ctx.db, auditActorOf(c), account, {
      mailer: ctx.mailer,
      siteUrl: ctx.env.SITE_URL,
    })
    return answer(c, account.id, { mailed: mail === 'sent' })
  })
  .post('/staff/customers/:id/deactivate/', async (c) => {
    const account = await targetOf(c)
    await deactivateCustomer(c.var.ctx.db, auditActorOf(c), account)
    return answer(c, account.id)
  })
  .put('/staff/customers/:id/manager/', async (c) => {
    const { ctx, locale } = c.var
    const account = await targetOf(c)
    const { manager_id } = parseInput(customerManagerBody, await objectBody(c), locale)
    if (manager_id !== null && !(await managerOptions(ctx.db, locale)).some((card) => card.id === manager_id))
      throw new InvalidFields({ manager_id: [translate('staff_customers_unknown_manager', locale)] })
    await assignCustomerManager(ctx.db, auditActorOf(c), account, manager_id)
    return answer(c, account.id)
  })
  .put('/staff/customers/:id/price-type/', async (c) => {
    const { ctx, locale } = c.var
    const account = await targetOf(c)
    const { price_type_id } = parseInput(customerPriceTypeBody, await objectBody(c), locale)
    if (price_type_id !== null && !(await priceTypeOptions(ctx.db)).some((list) => list.id === price_type_id))
      throw new InvalidFields({ price_type_id: [translate('staff_customers_unknown_price_type', locale)] })
    await setCustomerPriceType(ctx.db, auditActorOf(c), account, price_type_id)
    // Prices are worked out per request from the session's price list: nothing cached to drop.
    return answer(c, account.id)
  })
  .put('/staff/customers/:id/company-role/', async (c) => {
    const { ctx, locale } = c.var
    const account = await targetOf(c)
    const { role } = parseInput(StaffCompanyRoleBody, await objectBody(c), locale)
    await setCompanyRole(ctx.db, auditActorOf(c), account, role, locale)
    return answer(c, account.id)
  })
  .put('/staff/customers/:id/company-active/', async (c) => {
    const { ctx, locale } = c.var
    const account = await targetOf(c)
    const { is_active } = parseInput(StaffCompanyActiveBody, await objectBody(c), locale)
    await setCompanyActive(ctx.db, auditActorOf(c), account, is_active, locale)
    return answer(c, account.id)
  })
  .post('/staff/customers/:id/view-as/', async (c) => {
    const account = await targetOf(c)
    await startViewAs(c.var.ctx.db, auditActorOf(c), c.var.user!.sessionId, account)
    return c.json({ customer_id: account.id } satisfies ViewAsAnswer)
  })
  .post('/staff/customers/:id/loyalty/', async (c) => {
    const { ctx, locale } = c.var
    const account = await targetOf(c)
    const { amount, reason } = parseInput(loyaltyAdjustmentBody, await objectBody(c), locale)
    try {
      await changeLoyalty(ctx.db, auditActorOf(c), account, { by: amount }, reason)
    } catch (error) {
      if (error instanceof BalanceTooLow)
        throw new InvalidFields({
          amount: [
            translate('staff_customers_balance_too_low', locale, {
              balance: error.balance.toLocaleString(locale === 'en' ? 'en-GB' : 'ru-RU'),
            }),
          ],
        })
      throw error
    }
    return answer(c, account.id)
  })
