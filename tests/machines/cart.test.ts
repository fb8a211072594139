// Model-based test of the cart machine: the shortest path to every transition is replayed against a live actor
// whose carts/… call is a promise the test settles, checking that only one call runs at a time, in the order
// asked, with the cart id of the last answer; that every answer replaces the cart and emits its id; that an add
// emits `cart.added` and shows the server's message; that each answer emits `cart.changed` with the cart before
// and after and the action; that a cart answered elsewhere replaces it without a call;
// and that a failure shows an error and the queue goes on, a refusal loading the cart again after it.
// The file ends by checking that every state and transition the machine declares was taken.
import { createTestModel } from '@xstate/graph'
import { afterAll, describe, expect, it } from 'vitest'
import { fromPromise, type Actor, type AnyMachineSnapshot } from 'xstate'
import {
  cartMachine,
  hasMissingItems,
  type CartAction,
  type CartActionInput,
  type CartEmitted,
  type CartEvent,
} from '../../machines/cart.machine'
import type { Cart, CartAddResult, CartItem } from '../../contract/cart'
import { CART_EXTRAS } from '../fixtures/cart-extras'
import { coverageRecorder, expectWholeMachineTaken } from './harness/coverage'
import { deferredCall, settle, startEmitting, type DeferredCall } from './harness/deferred-call'
import { actorDone, actorError, testModelMachine } from './harness/model-machine'
import { modelParams, testPaths } from './harness/paths'
import { keyedBy } from './harness/state-keys'

const DONE = actorDone('runCartAction')
const ERROR = actorError('runCartAction')

const line = (id: number, missing = false): CartItem => ({
  id,
  product: {
    id: id * 10,
    slug: `p-${id}`,
    title: `Корм ${id}`,
    sku_full: `VT-${id}`,
    image: null,
    image_alt: '',
    image_title: '',
    labels: [],
    brand: null,
    pack_quantity: 6,
    on_order: false,
    permissions: { can_order: true },
    updated: '2026-01-01T00:00:00.000Z',
    price: 1000,
    amount: '<100',
    in_wait: false,
  },
  quantity: 2,
  comment: '',
  pack_quantity: 6,
  price: 1000,
  total: 12_000,
  missing,
})

const CART: Cart = {
  id: 'c0ffee00-0000-4000-8000-000000000001',
  items: [line(1)],
  total_count: 2,
  total_products: 1,
  total_sum: 12_000,
  ...CART_EXTRAS,
}
const ADDED: CartAddResult = {
  id: CART.id,
  items: [line(1), line(2)],
  total_count: 4,
  total_products: 2,
  total_sum: 24_000,
  ...CART_EXTRAS,
  item_added: line(2),
  message: 'Товар добавлен в корзину',
}
const REPLACED: Cart = { ...CART, id: 'c0ffee00-0000-4000-8000-000000000002', items: [line(3)], total_sum: 6_000 }
const REFUSAL = Object.assign(new Error('refused'), { status: 400, data: { product: ['Этот товар нельзя заказать'] } })
const OFFLINE = new TypeError('Failed to fetch')

const ADD: CartAction = { kind: 'add', product: 20, quantity: 1 }
const INCREASE: CartAction = { kind: 'increase', item: 1 }

type ModelEvent =
  CartEvent | { type: typeof DONE; output: Cart | CartAddResult } | { type: typeof ERROR; error: unknown }

const events: ModelEvent[] = [
  { type: 'cart.run', action: ADD },
  { type: 'cart.run', action: INCREASE },
  { type: 'cart.dismiss' },
  { type: 'cart.replace', cart: REPLACED },
  { type: DONE, output: CART },
  { type: DONE, output: ADDED },
  { type: ERROR, error: REFUSAL },
  { type: ERROR, error: OFFLINE },
]

/** States keyed by value, whether more actions wait (what the guard reads) and the notice: a finite set. */
const keyOf = (state: AnyMachineSnapshot) => {
  const context = state.context as { queue: unknown[]; notice: { kind: string } | null }
  const queued = Math.min(context.queue.length, 2)
  return `${JSON.stringify(state.value)} queued=${queued} notice=${context.notice?.kind ?? 'none'}`
}

const model = createTestModel(testModelMachine(cartMachine), {
  events,
  input: { cart: null, cartId: null },
  serializeState: keyedBy(keyOf),
})

const coverage = coverageRecorder()
let actor: Actor<typeof cartMachine>
let cartCall: DeferredCall<Cart | CartAddResult, CartActionInput>
/** The cart id of the last answer or replacement before each call began, which the call must carry. */
let knownIds: (string | null)[]
let emitted: CartEmitted[]
/** Every action asked for, in order: the calls must run exactly these, one at a time. */
let asked: CartAction[]

const snapshot = () => actor.getSnapshot()
const calls = () => cartCall.calls
const open = () => cartCall.inFlight()

const params = modelParams({
  actor: () => actor,
  states: {
    idle: () => {
      expect(open()).toEqual([])
      expect(snapshot().context.queue).toEqual([])
    },
    running: () => {
      // One call at a time, for the first action waiting, with the id of the last answer.
      expect(open()).toHaveLength(1)
      expect(open()[0]!.input).toEqual({
        action: snapshot().context.queue[0],
        cartId: knownIds[calls().indexOf(open()[0]!)],
      })
      expect(calls().map((call) => call.input.action)).toEqual(asked.slice(0, calls().length))
    },
  },
  events,
  on: {
    'cart.run': ({ action }) => {
      const waiting = snapshot().context.queue
      // An add of a product already being added (a double click) or a second load asks for nothing new.
      const repeated = waiting.some(
        (queued) =>
          (queued.kind === 'add' && action.kind === 'add' && queued.product === action.product) ||
          (queued.kind === 'load' && action.kind === 'load'),
      )
      if (!repeated) asked.push(action)
      actor.send({ type: 'cart.run', action })
      if (repeated) expect(snapshot().context.queue).toEqual(waiting)
    },
    'cart.dismiss': () => {
      actor.send({ type: 'cart.dismiss' })
      expect(snapshot().context.notice).toBeNull()
    },
    'cart.replace': () => {
      const before = { emitted: emitted.length, queue: snapshot().context.queue, calls: calls().length }
      const previous = snapshot().context.cart
      actor.send({ type: 'cart.replace', cart: REPLACED })
      expect(snapshot().context.cart).toEqual(REPLACED)
      expect(snapshot().context.cartId).toBe(REPLACED.id)
      expect(emitted.slice(before.emitted)).toEqual([
        { type: 'cart.changed', before: previous, after: REPLACED, action: null },
        { type: 'cart.id', cartId: REPLACED.id },
      ])
      // Nothing is called and nothing waiting is dropped.
      expect(snapshot().context.queue).toEqual(before.queue)
      expect(calls()).toHaveLength(before.calls)
    },
    [DONE]: async ({ output }) => {
      const before = emitted.length
      const previous = snapshot().context.cart
      const action = snapshot().context.queue[0]
      const notice = snapshot().context.notice
      await settle(actor, cartCall, { output })
      const { item_added: added, message, ...cart } = output as CartAddResult
      expect(snapshot().context.cart).toEqual(cart)
      expect(snapshot().context.cartId).toBe(output.id)
      const changed = { type: 'cart.changed', before: previous, after: cart, action }
      const id = { type: 'cart.id', cartId: output.id }
      expect(emitted.slice(before)).toEqual(added ? [changed, id, { type: 'cart.added', item: added }] : [changed, id])
      // A load keeps what the buyer was told (the error that caused it).
      expect(snapshot().context.notice).toEqual(
        message ? { kind: 'message', text: message } : action?.kind === 'load' ? notice : null,
      )
    },
    [ERROR]: async ({ error }) => {
      const before = snapshot().context.cart
      const { queue } = snapshot().context
      await settle(actor, cartCall, { error })
      expect(snapshot().context.cart).toBe(before)
      // After a refusal the cart is loaded again, once, after what already waits.
      const reloads = error === REFUSAL && !queue.some((action) => action.kind === 'load')
      if (reloads) asked.push({ kind: 'load' })
      expect(snapshot().context.queue).toEqual(reloads ? [...queue.slice(1), { kind: 'load' }] : queue.slice(1))
      expect(snapshot().context.notice).toEqual({
        kind: 'error',
        text: error === REFUSAL ? 'Этот товар нельзя заказать' : null,
      })
    },
  },
})

function startActor() {
  cartCall = deferredCall<Cart | CartAddResult, CartActionInput>()
  knownIds = []
  emitted = []
  asked = []
  const lastId = () =>
    emitted.filter((event): event is Extract<CartEmitted, { type: 'cart.id' }> => event.type === 'cart.id').at(-1)
      ?.cartId ?? null
  const machine = cartMachine.provide({
    actors: {
      runCartAction: fromPromise<Cart | CartAddResult, CartActionInput>((call) => {
        knownIds.push(lastId())
        return cartCall.run(call)
      }),
    },
  })
  actor = startEmitting(machine, { input: { cart: null, cartId: null }, inspect: coverage.inspect }, emitted)
}

describe('cart machine: model', () => {
  testPaths(model.getShortestPaths(), params, { start: startActor, stop: () => actor.stop() })
})

describe('cart machine: rules', () => {
  it('runs actions asked while one runs one after another, in order, each with the previous answer’s id', async () => {
    startActor()
    for (const action of [ADD, INCREASE, { kind: 'set', item: 2, quantity: 9 } as const])
      actor.send({ type: 'cart.run', action })
    expect(calls()).toHaveLength(1)
    await settle(actor, cartCall, { output: ADDED })
    expect(calls().map((call) => call.input)).toEqual([
      { action: ADD, cartId: null },
      { action: INCREASE, cartId: CART.id },
    ])
    await settle(actor, cartCall, { error: OFFLINE })
    expect(calls()[2]!.input.action).toEqual({ kind: 'set', item: 2, quantity: 9 })
    await settle(actor, cartCall, { output: CART })
    expect(snapshot().value).toBe('idle')
    expect(snapshot().context.cart).toEqual(CART)
    actor.stop()
  })

  it('adds one pack when "add" is pressed twice before the cart answers, two for two presses of plus', async () => {
    startActor()
    actor.send({ type: 'cart.run', action: INCREASE })
    actor.send({ type: 'cart.run', action: ADD })
    actor.send({ type: 'cart.run', action: ADD })
    actor.send({ type: 'cart.run', action: INCREASE })
    expect(snapshot().context.queue).toEqual([INCREASE, ADD, INCREASE])
    actor.stop()
  })

  it('reloads the cart after a refusal, keeping the error in view, but not after a lost connection', async () => {
    startActor()
    actor.send({ type: 'cart.run', action: INCREASE })
    await settle(actor, cartCall, {
      error: Object.assign(new Error('gone'), { status: 404, data: { detail: 'Этой позиции нет в корзине' } }),
    })
    expect(calls()[1]!.input.action).toEqual({ kind: 'load' })
    await settle(actor, cartCall, { output: CART })
    expect(snapshot().context).toMatchObject({
      cart: CART,
      notice: { kind: 'error', text: 'Этой позиции нет в корзине' },
      queue: [],
    })
    actor.send({ type: 'cart.run', action: INCREASE })
    await settle(actor, cartCall, { error: OFFLINE })
    expect(calls()).toHaveLength(3)
    expect(snapshot().value).toBe('idle')
    actor.stop()
  })

  it('warns about a cart with a line that cannot be ordered', () => {
    expect(hasMissingItems(null)).toBe(false)
    expect(hasMissingItems(CART)).toBe(false)
    expect(hasMissingItems({ ...CART, items: [line(1), line(2, true)] })).toBe(true)
  })
})

afterAll(() => expectWholeMachineTaken(coverage, cartMachine))
