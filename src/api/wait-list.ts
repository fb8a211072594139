// A buyer's wait list for products out of stock (server/modules/wait-list, SPEC 7 "Wait list").
import type { WaitListAnswer } from '../../contract/wait-list'
import type { CallControl } from './call-control'
import { api } from './instance'

const subscription = (productId: number) => `forms/subscribe-product/${productId}/`

export const joinWaitList = (productId: number, options?: CallControl) =>
  api().post<WaitListAnswer>(subscription(productId), { product: productId }, options)

export const leaveWaitList = (productId: number, options?: CallControl) =>
  api().delete<WaitListAnswer>(subscription(productId), options)
