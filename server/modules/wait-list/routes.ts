// forms/subscribe-product/{id}/ of SPEC section 7: POST joins the product's wait list, DELETE leaves it; both
// answer {detail}. Only signed-in buyers (sessions exist for activated accounts only): guests never see stock,
// so they never see a product as out of stock either, and get 401.
import { Hono, type Context } from 'hono'
import { WaitListBody, type WaitListAnswer } from '../../../contract/wait-list'
import type { AppEnv } from '../../context'
import { InvalidFields, NotFound } from '../../domain-errors'
import type { Window } from '../../http/rate-limit'
import { requireUser } from '../../http/require-user'
import { parseInput } from '../../http/validate'
import { translate } from '../../i18n'
import { countAttempt } from '../auth/limits'
import { findWaitProduct, subscribe, unsubscribe } from './subscriptions'

type C = Context<AppEnv>

/** Joins and leaves per account: plenty for a buyer going through a catalogue, too few to flood the table. */
export const WAIT_LIST_CHANGES: Window = { max: 60, seconds: 15 * 60 }

const PRODUCT_ID = /^[1-9]\d{0,9}$/

const answer = (c: C, key: string, status: 200 | 201 = 200) =>
  c.json({ detail: translate(key, c.var.locale) } satisfies WaitListAnswer, status)

/** The buyer, counted against the limit, and the product of the path (404 when there is no such product). */
async function buyerAndProduct(c: C) {
  const user = requireUser(c)
  const locale = c.var.locale
  const raw = c.req.param('id') ?? ''
  const id = PRODUCT_ID.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null
  const product = id === null ? null : await findWaitProduct(c.var.ctx.db, id)
  if (!product) throw new NotFound(translate('wait_product_unknown', locale))
  await countAttempt(c.var.ctx.db, [`wait-list:user:${user.id}`], WAIT_LIST_CHANGES, locale)
  return { user, product }
}

/** The body is optional: no body (or an empty one) means the product of the path and the account's e-mail. */
async function optionalBody(c: C): Promise<unknown> {
  const text = await c.req.text()
  if (!text.trim()) return {}
  const refused = () => new InvalidFields({ non_field_errors: [translate('forms_invalid_body', c.var.locale)] })
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw refused()
  }
  if (Array.isArray(body)) throw refused()
  return body
}

export const waitListRoutes = new Hono<AppEnv>()
  .post('/forms/subscribe-product/:id/', async (c) => {
    const locale = c.var.locale
    const { user, product } = await buyerAndProduct(c)
    const body = parseInput(WaitListBody, await optionalBody(c), locale)
    if (body.product !== undefined && body.product !== product.id)
      throw new InvalidFields({ product: [translate('wait_validation_product_mismatch', locale)] })
    await subscribe(c.var.ctx.db, product, user.id, body.email ?? user.email.toLowerCase(), locale)
    return answer(c, 'wait_subscribed', 201)
  })
  .delete('/forms/subscribe-product/:id/', async (c) => {
    const { user, product } = await buyerAndProduct(c)
    await unsubscribe(c.var.ctx.db, product.id, user.id)
    return answer(c, 'wait_unsubscribed')
  })
