// The account as authorization/login and my/account/ answer it: profile, permissions, loyalty, manager,
// cart summary and favourite ids. Never selects the password hash.
import { asc, eq, sql } from 'drizzle-orm'
import type { AccountResponse } from '../../../src/schemas/account'
import type { Locale } from '../../../src/schemas/site'
import type { Db } from '../../db/client'
import { loyaltyAccounts, managers, storages, users } from '../../db/schema/accounts'
import { cartItems, carts, favorites } from '../../db/schema/ordering'
import { products } from '../../db/schema/catalogue'
import { pick } from '../../localize'

/** Null when there is no such account. */
export async function loadAccount(db: Db, userId: number, locale: Locale): Promise<AccountResponse | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      userType: users.userType,
      fullName: users.fullName,
      organizationName: users.organizationName,
      organizationInn: users.organizationInn,
      legalAddress: users.legalAddress,
      actualAddress: users.actualAddress,
      phone: users.phone,
      canOrder: users.canOrder,
      loyaltyBalance: loyaltyAccounts.balance,
      managerName: managers.name,
      managerPhoto: managers.photo,
      managerPhone: managers.phone,
      managerEmail: managers.email,
      storageId: storages.id,
      orderForm: storages.orderForm,
    })
    .from(users)
    .leftJoin(loyaltyAccounts, eq(loyaltyAccounts.userId, users.id))
    .leftJoin(managers, eq(managers.id, users.managerId))
    .leftJoin(storages, eq(storages.id, managers.storageId))
    .where(eq(users.id, userId))
    .limit(1)
  if (!row) return null

  const [favoriteRows, [cart]] = await Promise.all([
    db.select({ id: favorites.productId }).from(favorites).where(eq(favorites.userId, userId)).orderBy(asc(favorites.createdAt)),
    db
      .select({
        id: carts.id,
        totalCount: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int`,
        totalSum: sql<number>`coalesce(sum(${cartItems.quantity} * ${products.price}), 0)::bigint`,
      })
      .from(carts)
      .leftJoin(cartItems, eq(cartItems.cartId, carts.id))
      .leftJoin(products, eq(products.id, cartItems.productId))
      .where(eq(carts.userId, userId))
      .groupBy(carts.id, carts.updatedAt)
      .orderBy(sql`${carts.updatedAt} desc`)
      .limit(1),
  ])

  return {
    user: {
      id: row.id,
      email: row.email,
      user_type: row.userType,
      full_name: row.fullName,
      organization_name: row.organizationName,
      organization_inn: row.organizationInn,
      legal_address: row.legalAddress,
      actual_address: row.actualAddress,
      phone: row.phone,
      permissions: { can_order: row.canOrder },
      loyalty: row.loyaltyBalance === null ? null : { balance: Number(row.loyaltyBalance) },
      manager:
        row.managerName === null
          ? null
          : {
              name: pick(row.managerName, locale),
              photo: row.managerPhoto,
              phone: row.managerPhone,
              email: row.managerEmail,
              storage: row.storageId === null ? null : { order_form: row.orderForm },
            },
    },
    cart: cart ? { id: cart.id, total_count: Number(cart.totalCount), total_sum: Number(cart.totalSum) } : null,
    favorites: favoriteRows.map((favorite) => favorite.id),
  }
}
