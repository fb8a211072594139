// Model-based test of the quick-order machine: the shortest path to every transition is replayed against a live
// actor whose orders/fast/ calls are promises the test settles, checking that a check runs for the text as it is,
// one at a time (a second check while one runs is ignored, editing stops it); that a chosen file's text is
// checked at once and its errors belong to the file; that a chosen workbook is read by the server into the text
// and its review at once, leaving the text as it was when it cannot be read, with the error on the file; that
// adding is offered only with a found line and emits the cart answered with the count of lines added, clearing the
// text; and that a failure keeps the text and shows the server's message or field error. The file ends by checking
// that every state and transition was taken.
import { createTestModel } from '@xstate/graph'
import { afterAll, describe, expect, it } from 'vitest'
import type { Actor, AnyMachineSnapshot } from 'xstate'
import {
  foundLines,
  quickOrderMachine,
  type QuickOrderAdded,
  type QuickOrderEmitted,
  type QuickOrderEvent,
  type QuickOrderAddInput,
  type QuickOrderInput,
  type QuickOrderSheetInput,
  type QuickOrderSheetRead,
} from '../../machines/quick-order.machine'
import type { Cart } from '../../contract/cart'
import { CART_EXTRAS } from '../fixtures/cart-extras'
import type { ProductCard } from '../../contract/catalogue'
import type { QuickOrderLine } from '../../contract/orders'
import { coverageRecorder, expectWholeMachineTaken } from './harness/coverage'
import { deferredCall, settle, startEmitting, type DeferredCall } from './harness/deferred-call'
import { actorDone, actorError, testModelMachine } from './harness/model-machine'
import { modelParams, testPaths } from './harness/paths'
import { keyedBy } from './harness/state-keys'

const CHECKED = actorDone('checkQuickOrder')
const CHECK_FAILED = actorError('checkQuickOrder')
const ADDED = actorDone('addQuickOrder')
const ADD_FAILED = actorError('addQuickOrder')
const READ = actorDone('readQuickOrderSheet')
const READ_FAILED = actorError('readQuickOrderSheet')

const product: ProductCard = {
  id: 10,
  slug: 'p-10',
  title: 'Корм 10',
  sku_full: 'VT-000010',
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
}
const MIXED: QuickOrderLine[] = [
  { status: 'found', sku: 'VT-000010', quantity: 2, lines: [1], product },
  { status: 'not_found', sku: 'NOPE', quantity: 1, lines: [2], product: null },
  { status: 'invalid', text: 'VT-000010 two', lines: [3] },
]
const NONE: QuickOrderLine[] = [{ status: 'out_of_stock', sku: 'VT-000010', quantity: 2, lines: [1], product }]
const CART: Cart = {
  id: 'c0ffee00-0000-4000-8000-000000000001',
  items: [{ id: 1, product, quantity: 2, comment: '', pack_quantity: 6, price: 1000, total: 12_000, missing: false }],
  total_count: 2,
  total_products: 1,
  total_sum: 12_000,
  ...CART_EXTRAS,
}
const TYPED = 'VT-000010 2\nNOPE 1\nVT-000010 two'
const FILE = { name: 'order.csv', text: 'sku;quantity\nVT-000010;2' }
const TOO_LONG = Object.assign(new Error('refused'), { status: 400, data: { text: ['Слишком большой список'] } })
const FORBIDDEN = Object.assign(new Error('refused'), { status: 403, data: { detail: 'Заказ недоступен' } })
const OFFLINE = new TypeError('Failed to fetch')
const SHEET = Object.assign(new Blob(['PK']), { name: 'order.xlsx' })
const SHEET_READ: QuickOrderSheetRead = { name: 'order.xlsx', text: 'Артикул\tУпаковок\nVT-000010\t2', items: MIXED }
const BAD_SHEET = Object.assign(new Error('refused'), { status: 400, data: { file: ['Файл не читается'] } })

type ModelEvent =
  | QuickOrderEvent
  | { type: typeof CHECKED; output: QuickOrderLine[] }
  | { type: typeof READ; output: QuickOrderSheetRead }
  | { type: typeof ADDED; output: QuickOrderAdded }
  | { type: typeof CHECK_FAILED | typeof ADD_FAILED | typeof READ_FAILED; error: unknown }

const events: ModelEvent[] = [
  { type: 'quickOrder.type', text: TYPED },
  { type: 'quickOrder.file', ...FILE },
  { type: 'quickOrder.sheet', file: SHEET },
  { type: 'quickOrder.check' },
  { type: 'quickOrder.add', cartId: CART.id },
  { type: CHECKED, output: MIXED },
  { type: CHECKED, output: NONE },
  { type: CHECK_FAILED, error: TOO_LONG },
  { type: CHECK_FAILED, error: OFFLINE },
  { type: ADDED, output: { items: MIXED, cart: CART } },
  { type: ADDED, output: { items: NONE, cart: CART } },
  { type: ADD_FAILED, error: FORBIDDEN },
  { type: READ, output: SHEET_READ },
  { type: READ_FAILED, error: BAD_SHEET },
  { type: READ_FAILED, error: OFFLINE },
]

/** States keyed by value, whether the review has a found line, whether the text came from a file and the errors. */
const keyOf = (state: AnyMachineSnapshot) => {
  const { items, fileName, errors } = state.context as {
    items: QuickOrderLine[] | null
    fileName: string | null
    errors: object | null
  }
  const found = foundLines(items).length > 0
  return `${JSON.stringify(state.value)} found=${found} file=${fileName !== null} errors=${errors !== null}`
}

const model = createTestModel(testModelMachine(quickOrderMachine), { events, serializeState: keyedBy(keyOf) })

const coverage = coverageRecorder()
let actor: Actor<typeof quickOrderMachine>
let check: DeferredCall<QuickOrderLine[], QuickOrderInput>
let add: DeferredCall<QuickOrderAdded, QuickOrderAddInput>
let read: DeferredCall<QuickOrderSheetRead, QuickOrderSheetInput>
let emitted: QuickOrderEmitted[]

const snapshot = () => actor.getSnapshot()
const context = () => snapshot().context

function startActor() {
  check = deferredCall<QuickOrderLine[], QuickOrderInput>()
  add = deferredCall<QuickOrderAdded, QuickOrderAddInput>()
  read = deferredCall<QuickOrderSheetRead, QuickOrderSheetInput>()
  emitted = []
  const machine = quickOrderMachine.provide({
    actors: { checkQuickOrder: check.logic, addQuickOrder: add.logic, readQuickOrderSheet: read.logic },
  })
  actor = startEmitting(machine, { inspect: coverage.inspect }, emitted)
}

const params = modelParams({
  actor: () => actor,
  states: {
    editing: () => {
      expect([...check.inFlight(), ...add.inFlight(), ...read.inFlight()]).toEqual([])
      expect(context().items).toBeNull()
    },
    checking: () => {
      // One check, of the text as it is now.
      expect(check.inFlight().map((call) => call.input)).toEqual([{ text: context().text }])
      expect([...add.inFlight(), ...read.inFlight()]).toEqual([])
      expect(context().items).toBeNull()
    },
    reading: () => {
      // One reading, of the workbook chosen last; the text is the one before it until the answer.
      expect(read.inFlight().map((call) => call.input)).toEqual([{ file: SHEET }])
      expect([...check.inFlight(), ...add.inFlight()]).toEqual([])
      expect(context().items).toBeNull()
    },
    reviewed: () => {
      expect(context().items).not.toBeNull()
      expect([...check.inFlight(), ...add.inFlight(), ...read.inFlight()]).toEqual([])
    },
    adding: () => {
      expect(add.inFlight().map((call) => call.input)).toEqual([{ text: context().text, cartId: CART.id }])
      expect(foundLines(context().items).length).toBeGreaterThan(0)
    },
    added: () => {
      expect(context()).toMatchObject({ text: '', fileName: null, items: null, errors: null, added: 1 })
    },
  },
  events,
  on: {
    'quickOrder.type': () => {
      const running = [...check.inFlight(), ...read.inFlight()]
      actor.send({ type: 'quickOrder.type', text: TYPED })
      expect(context()).toMatchObject({ text: TYPED, fileName: null, items: null, errors: null, added: null })
      // A check of the old text no longer runs.
      for (const call of running) expect(call.signal.aborted).toBe(true)
    },
    'quickOrder.file': () => {
      const before = check.calls.length
      actor.send({ type: 'quickOrder.file', ...FILE })
      expect(context()).toMatchObject({ text: FILE.text, fileName: FILE.name, items: null, errors: null, added: null })
      expect(check.calls.length).toBe(before + 1)
      expect(check.inFlight().map((call) => call.input)).toEqual([{ text: FILE.text }])
    },
    'quickOrder.sheet': () => {
      const { text, fileName } = context()
      const reading = read.inFlight()
      const before = read.calls.length
      actor.send({ type: 'quickOrder.sheet', file: SHEET })
      if (snapshot().matches('adding')) {
        expect(read.calls.length).toBe(before)
        return
      }
      expect(read.calls.length).toBe(before + 1)
      expect(context()).toMatchObject({ text, fileName, items: null, errors: null, added: null })
      // A workbook chosen again replaces the one being read.
      for (const call of reading) expect(call.signal.aborted).toBe(true)
    },
    [READ]: async ({ output }) => {
      await settle(actor, read, { output })
      expect(context()).toMatchObject({ text: output.text, fileName: output.name, items: output.items, errors: null })
    },
    [READ_FAILED]: async ({ error }) => {
      const { text, fileName } = context()
      await settle(actor, read, { error })
      expect(context()).toMatchObject({ text, fileName, items: null })
      if (error === OFFLINE) expect(context().errors).toEqual({ fieldErrors: {}, message: 'errors_serverError' })
      else expect(context().errors).toEqual({ fieldErrors: { file: ['Файл не читается'] }, message: null })
    },
    'quickOrder.check': () => {
      const before = { calls: check.calls.length, running: snapshot().matches('checking') }
      actor.send({ type: 'quickOrder.check' })
      expect(check.calls.length).toBe(before.running ? before.calls : before.calls + 1)
      expect(context().errors).toBeNull()
    },
    'quickOrder.add': () => {
      const offered = snapshot().matches('reviewed') && foundLines(context().items).length > 0
      const before = add.calls.length
      actor.send({ type: 'quickOrder.add', cartId: CART.id })
      expect(add.calls.length).toBe(offered ? before + 1 : before)
    },
    [CHECKED]: async ({ output }) => {
      await settle(actor, check, { output: output })
      expect(context().items).toEqual(output)
    },
    [CHECK_FAILED]: async ({ error }) => {
      const { text, fileName } = context()
      await settle(actor, check, { error: error })
      expect(context().text).toBe(text)
      if (error === OFFLINE) expect(context().errors).toEqual({ fieldErrors: {}, message: 'errors_serverError' })
      else
        expect(context().errors).toEqual({
          fieldErrors: { [fileName ? 'file' : 'text']: ['Слишком большой список'] },
          message: null,
        })
    },
    [ADDED]: async ({ output }) => {
      const { text } = context()
      await settle(actor, add, { output: output })
      if (foundLines(output.items).length > 0) {
        expect(emitted).toEqual([{ type: 'quickOrder.added', cart: CART, count: 1 }])
      } else {
        expect(emitted).toEqual([])
        expect(context()).toMatchObject({ text, items: output.items })
      }
    },
    [ADD_FAILED]: async () => {
      const { text, items } = context()
      await settle(actor, add, { error: FORBIDDEN })
      expect(context()).toMatchObject({ text, items, errors: { fieldErrors: {}, message: 'Заказ недоступен' } })
      expect(emitted).toEqual([])
    },
  },
})

describe('quick-order machine: model', () => {
  testPaths(model.getShortestPaths(), params, { start: startActor, stop: () => actor.stop() })
})

describe('quick-order machine: rules', () => {
  it('checks, adds the found lines, then starts the next order from an empty text', async () => {
    startActor()
    actor.send({ type: 'quickOrder.type', text: TYPED })
    actor.send({ type: 'quickOrder.check' })
    actor.send({ type: 'quickOrder.check' })
    expect(check.calls).toHaveLength(1)
    await settle(actor, check, { output: MIXED })
    actor.send({ type: 'quickOrder.add', cartId: null })
    actor.send({ type: 'quickOrder.type', text: 'ignored while adding' })
    expect(add.calls.map((call) => call.input)).toEqual([{ text: TYPED, cartId: null }])
    await settle(actor, add, { output: { items: MIXED, cart: CART } })
    expect(emitted).toEqual([{ type: 'quickOrder.added', cart: CART, count: 1 }])
    expect(context()).toMatchObject({ text: '', added: 1 })
    actor.send({ type: 'quickOrder.type', text: 'V' })
    expect(context()).toMatchObject({ text: 'V', added: null })
    actor.stop()
  })

  it('does not offer adding when no line was found', async () => {
    startActor()
    actor.send({ type: 'quickOrder.type', text: 'NOPE 1' })
    actor.send({ type: 'quickOrder.check' })
    await settle(actor, check, { output: NONE })
    actor.send({ type: 'quickOrder.add', cartId: null })
    expect(add.calls).toEqual([])
    expect(snapshot().value).toBe('reviewed')
    actor.stop()
  })
})

afterAll(() => expectWholeMachineTaken(coverage, quickOrderMachine))
