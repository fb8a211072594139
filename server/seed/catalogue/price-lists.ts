// The demo shop's price lists: the wholesale list every buyer orders at, and a key-account list a few percent
// lower that staff can give a buyer (`npm run staff -- set-price-type`), as 1C would send them. The key-account
// contract leaves a few goods out, so the demo shows a product its buyer cannot order.
import { priceTypes } from '../../db/schema/catalogue'
import type { SeedContext } from '../context'

export type PriceLists = { wholesaleId: number; keyAccountId: number }

/** Key accounts pay this share of the wholesale price. */
const KEY_ACCOUNT_SHARE = 0.93
/** One product in this many (the last of each run) has no key-account price. */
const KEY_ACCOUNT_GAP = 40

export async function seedPriceLists(ctx: SeedContext): Promise<PriceLists> {
  const rows = await ctx.db
    .insert(priceTypes)
    .values([
      { title: 'Оптовая', isDefault: true, position: 0 },
      { title: 'Крупный опт', isDefault: false, position: 1 },
    ])
    .returning({ id: priceTypes.id })
  const [wholesale, keyAccount] = rows
  if (!wholesale || !keyAccount) throw new Error('price lists were not inserted')
  return { wholesaleId: wholesale.id, keyAccountId: keyAccount.id }
}

/** The key-account price of the product seeded `position`-th (from 0), or null when the contract leaves it out. */
export const keyAccountPrice = (wholesale: number, position: number): number | null =>
  position % KEY_ACCOUNT_GAP === KEY_ACCOUNT_GAP - 1 ? null : Math.round(wholesale * KEY_ACCOUNT_SHARE)
