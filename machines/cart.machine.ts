// The buyer's cart in the storefront (SPEC 4 "Cart"): one action at a time, later ones queued in order; each
// answer replaces the whole cart; the cart id from the answer is emitted for the app to keep and is
// sent with the next action; a successful add emits `cart.added` (the buy goal and the e-commerce event) and
// shows the server's message; a failure shows an error notice and the queue goes on. A refusal means the cart
// shown may be behind the server's (another tab removed the line): the cart is loaded again after it, keeping the
// error in view. The API calls are the
// injected `runCartAction` actor. A cart answered by another call (a quick order, a repeated order, a checkout
// preview) replaces the cart through `cart.replace`, so the header and the cart page stay one picture.
import { assign, emit, fromPromise, setup } from 'xstate'
import type { Cart, CartAddResult, CartItem } from '../contract/cart'

export type CartAction =
  | { kind: 'load' }
  | { kind: 'add'; product: number; quantity: number }
  | { kind: 'increase' | 'decrease' | 'remove'; item: number }
  | { kind: 'set'; item: number; quantity: number }
  | { kind: 'comment'; item: number; comment: string }
  | { kind: 'clear' }

export type CartNotice = { kind: 'message'; text: string } | { kind: 'error'; text: string | null }

export type CartEvent =
  { type: 'cart.run'; action: CartAction } | { type: 'cart.dismiss' } | { type: 'cart.replace'; cart: Cart }

/**
 * `cart.changed` follows every answer and replacement: what the cart was, what it is,
 * and the action (none for a replacement).
 */
export type CartEmitted =
  | { type: 'cart.added'; item: CartItem }
  | { type: 'cart.id'; cartId: string | null }
  | { type: 'cart.changed'; before: Cart | null; after: Cart; action: CartAction | null }

export type CartContext = {
  cart: Cart | null
  cartId: string | null
  /** The action running first, then those waiting. */
  queue: CartAction[]
  notice: CartNotice | null
}

export type CartActionInput = { action: CartAction; cartId: string | null }

/** The cart warns when a line cannot be ordered now. */
export const hasMissingItems = (cart: Cart | null) => Boolean(cart?.items.some((item) => item.missing))

/** Actions that ask for the same thing however often they are asked; a plus pressed twice adds two packs. */
function sameRequest(a: CartAction, b: CartAction) {
  if (a.kind === 'load' && b.kind === 'load') return true
  return a.kind === 'add' && b.kind === 'add' && a.product === b.product
}

/** The server refused the action (a 4xx other than a lost session): the cart it acted on may be out of date. */
function isRefusal(error: unknown) {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' && status >= 400 && status < 500 && status !== 401 && status !== 403
}

const isAddResult = (answer: Cart | CartAddResult): answer is CartAddResult => 'item_added' in answer

/** A refusal's text in the SPEC error format (`detail`, or the first field error) when the failure carries one. */
function refusalText(error: unknown): string | null {
  const data = (error as { data?: unknown } | null)?.data
  if (!data || typeof data !== 'object') return null
  const { detail } = data as { detail?: unknown }
  if (typeof detail === 'string') return detail
  const first = Object.values(data).find(
    (value): value is string[] => Array.isArray(value) && typeof value[0] === 'string',
  )
  return first?.[0] ?? null
}

const REPLACE_ACTIONS = (['announceReplacement', 'replace', 'announceReplaced'] as const).map((type) => ({
  type,
  params: ({ event }: { event: CartEvent }) => ({ cart: (event as Extract<CartEvent, { type: 'cart.replace' }>).cart }),
}))

export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    emitted: {} as CartEmitted,
    /** The cart the page was rendered with (null before it is known), and the id kept from an earlier visit. */
    input: {} as { cart: Cart | null; cartId: string | null },
  },
  actors: {
    // Provided by the app: the carts/… call of the action, with `cart_id` when known.
    runCartAction: fromPromise<Cart | CartAddResult, CartActionInput>(() =>
      Promise.reject(new Error('runCartAction is provided by the app')),
    ),
  },
  guards: {
    answeredAnAdd: (_, { answer }: { answer: Cart | CartAddResult }) => isAddResult(answer),
    moreQueued: ({ context }) => context.queue.length > 1,
    // A second press of "add" (a double click) or a second reload while the first is still waiting asks for
    // nothing new: one pack goes in, one load is enough.
    alreadyWaiting: ({ context, event }) =>
      event.type === 'cart.run' && context.queue.some((queued) => sameRequest(queued, event.action)),
  },
  actions: {
    enqueue: assign({
      queue: ({ context, event }) => (event.type === 'cart.run' ? [...context.queue, event.action] : context.queue),
    }),
    dequeue: assign({ queue: ({ context }) => context.queue.slice(1) }),
    dismiss: assign({ notice: null }),
    reloadAfterRefusal: assign({
      queue: ({ context }, { error }: { error: unknown }) =>
        isRefusal(error) && !context.queue.some((queued) => queued.kind === 'load')
          ? [...context.queue, { kind: 'load' as const }]
          : context.queue,
    }),
    takeAnswer: assign(({ context }, { answer }: { answer: Cart | CartAddResult }) => {
      const { item_added: _added, message, ...cart } = answer as CartAddResult
      // A load is no change of the buyer's: what the last one was told stays.
      const notice =
        isAddResult(answer) && message
          ? { kind: 'message' as const, text: message }
          : context.queue[0]?.kind === 'load'
            ? context.notice
            : null
      return { cart, cartId: cart.id, notice }
    }),
    announceChange: emit(({ context }, { answer }: { answer: Cart | CartAddResult }): CartEmitted => {
      const { item_added: _added, message: _message, ...after } = answer as CartAddResult
      return { type: 'cart.changed', before: context.cart, after, action: context.queue[0] ?? null }
    }),
    announceReplacement: emit(({ context }, { cart }: { cart: Cart }): CartEmitted => ({
      type: 'cart.changed',
      before: context.cart,
      after: cart,
      action: null,
    })),
    announce: emit((_, { answer }: { answer: Cart | CartAddResult }): CartEmitted => ({
      type: 'cart.id',
      cartId: answer.id,
    })),
    announceAdded: emit((_, { item }: { item: CartItem }): CartEmitted => ({ type: 'cart.added', item })),
    replace: assign((_, { cart }: { cart: Cart }) => ({ cart, cartId: cart.id })),
    announceReplaced: emit((_, { cart }: { cart: Cart }): CartEmitted => ({ type: 'cart.id', cartId: cart.id })),
    showError: assign((_, { error }: { error: unknown }) => ({
      notice: { kind: 'error' as const, text: refusalText(error) },
    })),
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => ({ cart: input.cart, cartId: input.cart?.id ?? input.cartId, queue: [], notice: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'cart.run': { target: 'running', actions: ['enqueue', 'dismiss'] },
        'cart.dismiss': { actions: 'dismiss' },
        'cart.replace': { actions: REPLACE_ACTIONS },
      },
    },
    running: {
      invoke: {
        id: 'runCartAction',
        src: 'runCartAction',
        input: ({ context }) => ({ action: context.queue[0]!, cartId: context.cartId }),
        onDone: [
          {
            guard: { type: 'answeredAnAdd', params: ({ event }) => ({ answer: event.output }) },
            target: 'settled',
            actions: [
              { type: 'announceChange', params: ({ event }) => ({ answer: event.output }) },
              { type: 'takeAnswer', params: ({ event }) => ({ answer: event.output }) },
              { type: 'announce', params: ({ event }) => ({ answer: event.output }) },
              { type: 'announceAdded', params: ({ event }) => ({ item: (event.output as CartAddResult).item_added }) },
            ],
          },
          {
            target: 'settled',
            actions: [
              { type: 'announceChange', params: ({ event }) => ({ answer: event.output }) },
              { type: 'takeAnswer', params: ({ event }) => ({ answer: event.output }) },
              { type: 'announce', params: ({ event }) => ({ answer: event.output }) },
            ],
          },
        ],
        onError: {
          target: 'settled',
          actions: [
            { type: 'showError', params: ({ event }) => ({ error: event.error }) },
            { type: 'reloadAfterRefusal', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
      on: {
        'cart.run': [{ guard: 'alreadyWaiting' }, { actions: 'enqueue' }],
        'cart.dismiss': { actions: 'dismiss' },
        // The running action's answer comes later and wins: it was read after this cart.
        'cart.replace': { actions: REPLACE_ACTIONS },
      },
    },
    // The action is done: run the next one waiting, or rest.
    settled: {
      always: [
        { guard: 'moreQueued', target: 'running', actions: 'dequeue' },
        { target: 'idle', actions: 'dequeue' },
      ],
    },
  },
})
