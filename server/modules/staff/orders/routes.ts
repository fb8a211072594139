// staff/orders/: the orders list (filters, sort, paging) and its CSV (?format=csv), one order, and its status,
// cancellation and resending to 1C. Admins see every order, managers those of their customers; everybody else
// gets a 404.
import { Hono, type Context } from 'hono'
import {
  StaffOrderCancelBody,
  StaffOrdersCsvQuery,
  StaffOrdersQuery,
  StaffOrderStatusBody,
  type StaffOrdersPage,
} from '../../../../contract/staff/orders'
import type { AppEnv } from '../../../context'
import { InvalidFields, NotFound } from '../../../domain-errors'
import { objectBody, parseInput, queryObject } from '../../../http/validate'
import { translate } from '../../../i18n'
import { exchangeSettings } from '../../exchange/settings'
import { auditActorOf, staffArea, staffMemberOf } from '../access'
import { changeOrderStatus, resendOrderTo1C } from './commands'
import { ordersCsv } from './csv'
import { loadStaffOrder } from './detail'
import { allStaffOrders, listStaffOrders, managerChoices } from './list'

type C = Context<AppEnv>

const ORDER_ID = /^[1-9]\d{0,9}$/

function orderIdOf(c: C): number {
  const raw = c.req.param('id') ?? ''
  const id = Number(raw)
  if (!ORDER_ID.test(raw) || id > 2_147_483_647) throw new NotFound(translate('api_not_found', c.var.locale))
  return id
}

/** The 1C exchange is on: 1C owns the statuses after `new`. */
const exchangeOn = (c: C) => exchangeSettings(c.var.ctx.env) !== null

const commandContext = (c: C) => ({
  db: c.var.ctx.db,
  mailer: c.var.ctx.mailer,
  env: c.var.ctx.env,
  member: staffMemberOf(c),
  actor: auditActorOf(c),
  locale: c.var.locale,
  exchangeOn: exchangeOn(c),
})

async function csvAnswer(c: C, query: Record<string, string>) {
  const filters = parseInput(StaffOrdersCsvQuery, query, c.var.locale)
  const rows = await allStaffOrders(c.var.ctx.db, staffMemberOf(c), filters, c.var.locale)
  const day = new Date().toISOString().slice(0, 10)
  return c.body(ordersCsv(rows, c.var.locale), 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="orders-${day}.csv"`,
    'Cache-Control': 'no-store',
  })
}

async function detailAnswer(c: C, id: number) {
  const order = await loadStaffOrder(c.var.ctx.db, staffMemberOf(c), id, {
    locale: c.var.locale,
    exchangeOn: exchangeOn(c),
  })
  if (!order) throw new NotFound(translate('api_not_found', c.var.locale))
  return c.json(order)
}

export const staffOrdersRoutes = new Hono<AppEnv>()
  .use('/staff/orders/*', staffArea('orders'))
  // The CSV of the same filter is this list with format=csv: a path of its own beside /:id/ would be a static
  // sibling of a parameter, which makes Hono's router lose other modules' routes (catalog/categories/<path>/).
  .get('/staff/orders/', async (c) => {
    const { format, ...query } = queryObject(c.req.url)
    if (format === 'csv') return csvAnswer(c, query)
    if (format !== undefined) throw new InvalidFields({ format: [translate('api_invalid_value', c.var.locale)] })
    const parsed = parseInput(StaffOrdersQuery, query, c.var.locale)
    const member = staffMemberOf(c)
    const [page, managers] = await Promise.all([
      listStaffOrders(c.var.ctx.db, member, parsed, c.var.locale),
      managerChoices(c.var.ctx.db, member, c.var.locale),
    ])
    return c.json({ ...page, managers } satisfies StaffOrdersPage)
  })
  .get('/staff/orders/:id/', async (c) => detailAnswer(c, orderIdOf(c)))
  .post('/staff/orders/:id/status/', async (c) => {
    const id = orderIdOf(c)
    const body = parseInput(StaffOrderStatusBody, await objectBody(c), c.var.locale)
    await changeOrderStatus(commandContext(c), id, body.status)
    return detailAnswer(c, id)
  })
  .post('/staff/orders/:id/cancel/', async (c) => {
    const id = orderIdOf(c)
    const body = parseInput(StaffOrderCancelBody, await objectBody(c), c.var.locale)
    await changeOrderStatus(commandContext(c), id, 'cancelled', body.reason)
    return detailAnswer(c, id)
  })
  .post('/staff/orders/:id/resend/', async (c) => {
    const id = orderIdOf(c)
    await resendOrderTo1C(commandContext(c), id)
    return detailAnswer(c, id)
  })
