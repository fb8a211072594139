// The configured names the import maps 1C's data by (server/env.ts, EXCHANGE_1C_*).
import type { Env } from '../../../env'

export type ImportSettings = {
  brandProperty: string | null
  packProperty: string | null
  weightProperty: string | null
  defaultPriceType: string | null
}

export const importSettings = (env: Env): ImportSettings => ({
  brandProperty: env.EXCHANGE_1C_BRAND_PROPERTY ?? null,
  packProperty: env.EXCHANGE_1C_PACK_PROPERTY ?? null,
  weightProperty: env.EXCHANGE_1C_WEIGHT_PROPERTY ?? null,
  defaultPriceType: env.EXCHANGE_1C_DEFAULT_PRICE_TYPE ?? null,
})
