// The order screens' calls held for the model: one call at a time is the one the machine waits on; a call the page
// gave up (the buyer changed the text, chose another file) is aborted by the page and forgotten here.
import { expect } from 'vitest'
import { eventually } from '../eventually'
import type { HeldRequests } from '../held-requests'

/** A failure as the API client throws it: the status and the JSON body the adapter answers the call with. */
export type Failure = { status: number; data: Record<string, unknown> }

/** The server failing with nothing to say: the page shows its generic error. */
export const SERVER_ERROR: Failure = { status: 500, data: {} }

/** Waits for the call the page sends after `heldBefore` calls were held, and forgets the ones it replaced. */
export async function awaitNewCall(held: HeldRequests, heldBefore: number) {
  await eventually(() => expect(held.count).toBeGreaterThan(heldBefore), 10_000)
  forgetCalls(held, 1)
}

/** Forgets every held call but the newest `keep`: the page no longer waits on them. */
export function forgetCalls(held: HeldRequests, keep = 0) {
  for (const { route } of held.waiting.splice(0, Math.max(0, held.waiting.length - keep)))
    route.abort().catch(() => undefined)
}

/** Lets the call the machine waits on through and expects the server to take it. */
export async function releaseCall(held: HeldRequests) {
  const response = await held.release()
  expect(response?.status()).toBe(200)
  return response!
}
