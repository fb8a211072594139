// Every change to a buyer's cart runs in one transaction that first locks the buyer's row, so parallel calls
// on one cart (two tabs, a double click, a quick order racing a click) apply one after another and none is lost.
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { MAX_CART_QUANTITY } from '../../../contract/cart'
import { formatCount } from '../../../contract/format/units'
import type { Locale } from '../../../contract/site'
import type { Db } from '../../db/client'
import { users } from '../../db/schema/accounts'
import { products } from '../../db/schema/catalogue'
import { cartItems, carts } from '../../db/schema/ordering'
import { InvalidFields, NotFound, NotSignedIn } from '../../domain-errors'
import { translate } from '../../i18n'
import { buyerPriceTypeId } from '../catalogue/price-lists'
import type { Buyer } from '../catalogue/product-cards'
import { visibleCategoryOf } from '../catalogue/visibility'
import { orderingRefusal } from '../companies/ordering-right'

export type CartChange =
  | { kind: 'add'; product: number; quantity: number }
  /** Several products at once (quick order, repeat order): the lines that cannot be ordered are skipped. */
  | { kind: 'add-many'; lines: { product: number; quantity: number }[] }
  | { kind: 'increase' | 'decrease' | 'remove'; item: number }
  | { kind: 'set'; item: number; quantity: number }
  | { kind: 'comment'; item: number; comment: string }
  | { kind: 'clear' | 'delete' }

/** The cart the change ended on (null once deleted or when there was none) and, for an add, the line touched. */
export type CartChangeResult = {
  cartId: string | null
  added?: { itemId: number; increased: boolean; quantity: number }
  /** For add-many: the products that went in. */
  addedProducts?: number[]
}

/** Changes that put more goods in the cart: refused to a buyer whose account may not order. */
const GROWS = new Set<CartChange['kind']>(['add', 'add-many', 'increase', 'set'])

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * `ceiling`: the most packs a line may reach by this change (CART_MAX_QUANTITY, which the carts/…, quick-order
 * and repeat-order routes pass; favourites-to-cart only adds single packs of goods not in the cart yet). A typed
 * quantity (add, set) above it is refused, not clipped.
 */
export async function changeCart(
  db: Db,
  userId: number,
  requestedCartId: string | undefined,
  change: CartChange,
  locale: Locale,
  ceiling = MAX_CART_QUANTITY,
): Promise<CartChangeResult> {
  if ((change.kind === 'add' || change.kind === 'set') && change.quantity > ceiling) {
    throw new InvalidFields({
      quantity: [translate('cart_validation_quantity_max', locale, { max: formatCount(ceiling, locale) })],
    })
  }
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ canOrder: users.canOrder, companyRole: users.companyRole, priceTypeId: buyerPriceTypeId })
      .from(users)
      .where(eq(users.id, userId))
      .for('update')
    if (!user) throw new NotSignedIn(translate('api_not_authenticated', locale))
    const refusal = GROWS.has(change.kind) ? orderingRefusal(user, locale) : null
    if (refusal) throw refusal
    const cartId = await currentCartId(tx, userId, requestedCartId)
    const buyer = { userId, priceTypeId: user.priceTypeId }

    switch (change.kind) {
      case 'add':
        return addProduct(tx, buyer, cartId, change, locale, ceiling)
      case 'add-many':
        return addProducts(tx, buyer, cartId, change.lines, ceiling)
      case 'clear':
        if (cartId) await tx.delete(cartItems).where(eq(cartItems.cartId, cartId))
        return touched(tx, cartId)
      case 'delete':
        if (cartId) await tx.delete(carts).where(eq(carts.id, cartId))
        return { cartId: null }
      default:
        return changeItem(tx, buyer, cartId, change, locale, ceiling)
    }
  })
}

/** The order that puts the buyer's current cart first among theirs: the one the client names (`requested`), else
 * their latest; a stale or foreign id matches none of theirs and so changes nothing. */
export const currentCartFirst = (requested: string | undefined): SQL[] => [
  ...(requested ? [sql`${carts.id} = ${requested} desc`] : []),
  desc(carts.updatedAt),
  asc(carts.createdAt),
]

/** The buyer's cart named by the client when it is theirs, else their latest one. */
export async function currentCartId(
  tx: Pick<Db, 'select'>,
  userId: number,
  requested: string | undefined,
): Promise<string | null> {
  const [current] = await tx
    .select({ id: carts.id })
    .from(carts)
    .where(eq(carts.userId, userId))
    .orderBy(...currentCartFirst(requested))
    .limit(1)
  return current?.id ?? null
}

async function touched(tx: Tx, cartId: string | null): Promise<CartChangeResult> {
  if (cartId)
    await tx
      .update(carts)
      .set({ updatedAt: sql`now()` })
      .where(eq(carts.id, cartId))
  return { cartId }
}

type Refusal =
  'cart_product_unknown' | 'cart_product_not_orderable' | 'cart_product_no_price' | 'cart_product_out_of_stock'

/** Why each of `ids` cannot go in the cart of `buyer` now; orderable ones are absent from the map. */
async function refusals(tx: Tx, ids: number[], buyer: Buyer): Promise<Map<number, Refusal>> {
  const rows = await tx
    .select({
      id: products.id,
      canOrder: products.canOrder,
      // products.id written out: drizzle leaves a one-table select's columns unqualified.
      priced: sql<boolean>`exists(select 1 from product_prices pp
        where pp.product_id = products.id and pp.price_type_id = ${buyer.priceTypeId})`,
      stock: products.stock,
      onOrder: products.onOrder,
    })
    .from(products)
    .where(
      and(inArray(products.id, ids), eq(products.isPublished, true), visibleCategoryOf(sql`${products.categoryId}`)),
    )
  const byId = new Map(rows.map((row) => [row.id, row]))
  const result = new Map<number, Refusal>()
  for (const id of ids) {
    const product = byId.get(id)
    const refusal = !product
      ? 'cart_product_unknown'
      : !product.canOrder
        ? 'cart_product_not_orderable'
        : !product.priced
          ? 'cart_product_no_price'
          : product.stock <= 0 && !product.onOrder
            ? 'cart_product_out_of_stock'
            : null
    if (refusal) result.set(id, refusal)
  }
  return result
}

/** Adds `quantity` packs of a product to the cart `cartId`, raising an existing line up to the ceiling. */
async function putLine(tx: Tx, cartId: string, product: number, quantity: number, ceiling: number) {
  const [line] = await tx
    .select({ id: cartItems.id, quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, product)))
  if (line) {
    const total = Math.min(line.quantity + quantity, ceiling)
    await tx.update(cartItems).set({ quantity: total }).where(eq(cartItems.id, line.id))
    return { itemId: line.id, increased: true, quantity: total }
  }
  const packs = Math.min(quantity, ceiling)
  const [created] = await tx
    .insert(cartItems)
    .values({ cartId, productId: product, quantity: packs })
    .returning({ id: cartItems.id })
  return { itemId: created!.id, increased: false, quantity: packs }
}

const cartFor = async (tx: Tx, userId: number, cartId: string | null) =>
  cartId ?? (await tx.insert(carts).values({ userId }).returning({ id: carts.id }))[0]!.id

async function addProduct(
  tx: Tx,
  buyer: Buyer,
  cartId: string | null,
  change: { product: number; quantity: number },
  locale: Locale,
  ceiling: number,
): Promise<CartChangeResult> {
  const refusal = (await refusals(tx, [change.product], buyer)).get(change.product)
  if (refusal) throw new InvalidFields({ product: [translate(refusal, locale)] })
  const id = await cartFor(tx, buyer.userId, cartId)
  const added = await putLine(tx, id, change.product, change.quantity, ceiling)
  await touched(tx, id)
  return { cartId: id, added }
}

/** One statement for every accepted line, however many: a quick order of a thousand lines stays one round trip. */
async function addProducts(
  tx: Tx,
  buyer: Buyer,
  cartId: string | null,
  lines: { product: number; quantity: number }[],
  ceiling: number,
): Promise<CartChangeResult> {
  const wanted = new Map<number, number>()
  for (const line of lines) wanted.set(line.product, Math.min((wanted.get(line.product) ?? 0) + line.quantity, ceiling))
  const refused = wanted.size > 0 ? await refusals(tx, [...wanted.keys()], buyer) : new Map<number, Refusal>()
  const accepted = [...wanted].filter(([product]) => !refused.has(product))
  if (accepted.length === 0) return { cartId, addedProducts: [] }
  const id = await cartFor(tx, buyer.userId, cartId)
  await tx
    .insert(cartItems)
    .values(accepted.map(([product, quantity]) => ({ cartId: id, productId: product, quantity })))
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.productId],
      set: { quantity: sql`least(cart_items.quantity + excluded.quantity, ${ceiling})` },
    })
  await touched(tx, id)
  return { cartId: id, addedProducts: accepted.map(([product]) => product) }
}

type ItemChange = Extract<CartChange, { item: number }>

async function changeItem(
  tx: Tx,
  buyer: Buyer,
  cartId: string | null,
  change: ItemChange,
  locale: Locale,
  ceiling: number,
): Promise<CartChangeResult> {
  const [line] = cartId
    ? await tx
        .select({ id: cartItems.id, quantity: cartItems.quantity, product: cartItems.productId })
        .from(cartItems)
        .where(and(eq(cartItems.id, change.item), eq(cartItems.cartId, cartId)))
    : []
  if (!line) throw new NotFound(translate('cart_item_not_found', locale))
  // A line whose price left the buyer's list stays (flagged) and may shrink, but it cannot grow.
  const grows = change.kind === 'increase' || (change.kind === 'set' && change.quantity > line.quantity)
  if (grows && (await refusals(tx, [line.product], buyer)).get(line.product) === 'cart_product_no_price')
    throw new InvalidFields({ product: [translate('cart_product_no_price', locale)] })
  const byId = eq(cartItems.id, line.id)
  switch (change.kind) {
    case 'increase':
      await tx
        .update(cartItems)
        .set({ quantity: Math.min(line.quantity + 1, ceiling) })
        .where(byId)
      break
    case 'decrease':
      // The quantity control's minus at one pack takes the line away.
      if (line.quantity <= 1) await tx.delete(cartItems).where(byId)
      else
        await tx
          .update(cartItems)
          .set({ quantity: line.quantity - 1 })
          .where(byId)
      break
    case 'remove':
      await tx.delete(cartItems).where(byId)
      break
    case 'set':
      await tx.update(cartItems).set({ quantity: change.quantity }).where(byId)
      break
    case 'comment':
      await tx.update(cartItems).set({ comment: change.comment }).where(byId)
      break
  }
  return touched(tx, cartId)
}
