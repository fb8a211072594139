// forms/subscribe-product/{id}/ of SPEC section 7: the body a buyer sends to join a product's wait list, and the
// answer of both calls (POST joins, DELETE leaves), shared by the API and the storefront.
import * as v from 'valibot'
import { emailField } from './fields'

const PRODUCT = 'wait_validation_product'

/** Both fields are optional: the product is the one in the path, the e-mail defaults to the account's. */
export const WaitListBody = v.object(
  {
    product: v.optional(
      v.pipe(v.number(PRODUCT), v.integer(PRODUCT), v.minValue(1, PRODUCT), v.maxValue(2_147_483_647, PRODUCT)),
    ),
    email: v.optional(emailField),
  },
  'forms_invalid_body',
)
export type WaitListBody = v.InferInput<typeof WaitListBody>

export type WaitListAnswer = { detail: string }
