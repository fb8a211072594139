// The account as authorization/login and my/account/ answer it: profile, permissions, loyalty, manager,
// cart summary and favourite ids. Never selects the password hash.
import { eq, sql } from 'drizzle-orm'
import type { AccountResponse } from '../../../contract/account'
import type { CartContents } from '../../../contract/cart'
import type { Locale } from '../../../contract/site'
import type { Db } from '../../db/client'
import { loyaltyAccounts, managers, storages, users } from '../../db/schema/accounts'
import { favorites } from '../../db/schema/ordering'
import { pick } from '../../localize'
import { currentCart } from '../cart/cart-view'
import { buyerPriceTypeId } from '../catalogue/price-lists'
import type { Buyer } from '../catalogue/product-cards'
import { mayOrder } from '../companies/ordering-right'

/** Null when there is no such account. `cartOf` reads the buyer's current cart (a page render shares one read). */
export async function loadAccount(
  db: Db,
  userId: number,
  locale: Locale,
  cartOf: (buyer: Buyer) => Promise<CartContents | null> = (buyer) => currentCart(db, buyer, undefined, locale),
): Promise<AccountResponse | null> {
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
      companyRole: users.companyRole,
      priceTypeId: buyerPriceTypeId,
      loyaltyBalance: loyaltyAccounts.balance,
      managerName: managers.name,
      managerPhoto: managers.photo,
      managerPhone: managers.phone,
      managerEmail: managers.email,
      storageId: storages.id,
      orderForm: storages.orderForm,
      // In the same query: one round trip less on every page a buyer opens.
      favorites: sql<number[]>`coalesce((select array_agg(f.product_id order by f.created_at, f.product_id)
        from ${favorites} f where f.user_id = ${users.id}), '{}')`,
    })
    .from(users)
    .leftJoin(loyaltyAccounts, eq(loyaltyAccounts.userId, users.id))
    .leftJoin(managers, eq(managers.id, users.managerId))
    .leftJoin(storages, eq(storages.id, managers.storageId))
    .where(eq(users.id, userId))
    .limit(1)
  if (!row) return null

  const cart = await cartOf({ userId, priceTypeId: row.priceTypeId })

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
      permissions: { can_order: mayOrder(row) },
      company_role: row.companyRole,
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
    cart: cart?.id ? { id: cart.id, total_count: cart.total_count, total_sum: cart.total_sum } : null,
    favorites: row.favorites.map(Number),
  }
}
