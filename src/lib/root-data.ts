// What the root route loads once for every page: the site settings (vars/, without the category tree), the
// catalogue menu's top categories and version, who is looking — the signed-in buyer (prices, stock, price
// sorting) or a guest (null) — and the visitor's city. Sign-in and sign-out reload the page.
import { getRouteApi } from '@tanstack/react-router'
import type { AccountUser } from '../../contract/account'
import type { Cart } from '../../contract/cart'
import type { City } from '../../contract/geo'
import type { MenuCategory, PageVars } from '../../contract/site'

/** The catalogue menu as a page carries it: its top categories, and the version of the whole tree to fetch. */
export type MenuSummary = { version: string; roots: MenuCategory[] }

export type RootData = {
  vars: PageVars | null
  menu: MenuSummary | null
  viewer: AccountUser | null
  /** The visitor's city (chosen, else the default); its contacts replace the site's in the header and footer. */
  city: City | null
  /** The signed-in buyer's cart as the page was rendered; null for guests. */
  cart: Cart | null
}

const rootRoute = getRouteApi('__root__')

function useRootData(): RootData | undefined {
  return rootRoute.useLoaderData() as RootData | undefined
}

export const useViewer = (): AccountUser | null => useRootData()?.viewer ?? null
export const useSiteVars = (): PageVars | null => useRootData()?.vars ?? null
/** The top categories of the catalogue, as every page carries them. */
export const useTopCategories = (): MenuCategory[] => useRootData()?.menu?.roots ?? []
