// Model-based test of the quantity control: the shortest path to every transition is replayed against a live
// actor on a fake clock, and every step checks the command emitted for the cart (add, increase, decrease,
// remove, set) against the rule of SPEC 4; the file ends by checking that every state and transition the machine
// declares was taken. Focused tests of the typing rules follow. The ceiling and the stock band are small here
// (50 packs; fewer than 21 in stock) so that a few sample entries cross them.
import { createTestModel } from '@xstate/graph'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, type Actor, type AnyMachineSnapshot, type EventObject } from 'xstate'
import {
  QUANTITY_DEBOUNCE_MS,
  quantityControlMachine,
  stockPacksOf,
  typedQuantity,
  type QuantityCommand,
  type QuantityEvent,
} from '../../machines/quantity-control.machine'
import { passDelay, runOnFakeClock } from './harness/clock'
import { coverageRecorder, expectWholeMachineTaken } from './harness/coverage'
import { delayPassed, testModelMachine } from './harness/model-machine'
import { modelParams, testPaths } from './harness/paths'
import { transitionKeys } from './harness/state-keys'

const AFTER_DEBOUNCE = delayPassed('debounce', 'quantityControl.typing')

type ModelEvent = QuantityEvent | { type: typeof AFTER_DEBOUNCE }

const events: ModelEvent[] = [
  { type: 'quantity.plus' },
  { type: 'quantity.minus' },
  { type: 'quantity.type', text: '12' },
  { type: 'quantity.type', text: 'a1b' },
  { type: 'quantity.type', text: 'шт' },
  { type: 'quantity.type', text: '2,5' },
  { type: 'quantity.type', text: '-3' },
  { type: 'quantity.type', text: '30' },
  { type: 'quantity.type', text: '99' },
  { type: 'quantity.blur' },
  { type: 'quantity.confirm' },
  { type: 'quantity.cancel' },
  { type: 'quantity.sync', quantity: 0 },
  { type: 'quantity.sync', quantity: 1 },
  { type: 'quantity.sync', quantity: 3 },
  { type: AFTER_DEBOUNCE },
]

/**
 * States keyed by the step that led there and by the context the guards read (no line, one pack, more; what is
 * typed): the rules branch on exactly these, so the shortest paths take each guarded alternative. Both are finite
 * with these events.
 */
function stateKeys() {
  const keys = transitionKeys()
  return (state: AnyMachineSnapshot, event?: EventObject, previous?: AnyMachineSnapshot) => {
    const after = previous ? ` after ${JSON.stringify(previous.context)}` : ''
    return `${keys(state, event, previous)} ${JSON.stringify(state.context)}${after}`
  }
}

const LIMITS = { ceiling: 50, stockPacks: 20 }

const model = createTestModel(testModelMachine(quantityControlMachine), {
  events,
  input: { quantity: 0, ...LIMITS },
  serializeState: stateKeys(),
})

const coverage = coverageRecorder()
let actor: Actor<typeof quantityControlMachine>
let commands: QuantityCommand[]

const snapshot = () => actor.getSnapshot()

/** The command the rule expects from `event` in the state before it, or none. */
function expectedCommand(before: ReturnType<typeof snapshot>, event: ModelEvent): QuantityCommand | null {
  const { quantity, draft } = before.context
  const typed = typedQuantity(draft)
  if (before.matches('idle')) {
    if (event.type === 'quantity.plus') return quantity === 0 ? { kind: 'add' } : { kind: 'increase' }
    if (event.type === 'quantity.minus')
      return quantity === 0 ? null : quantity === 1 ? { kind: 'remove' } : { kind: 'decrease' }
    return null
  }
  const changes = typed === quantity ? null : ({ kind: 'set', quantity: typed } as const)
  // Nothing above the ceiling is ever set; above the stock band only once the buyer confirms.
  if (before.matches('typing') && (event.type === 'quantity.blur' || event.type === AFTER_DEBOUNCE)) {
    return typed > LIMITS.ceiling || (typed > Math.max(LIMITS.stockPacks, quantity) && changes) ? null : changes
  }
  if (before.matches('confirming') && event.type === 'quantity.confirm') return { kind: 'set', quantity: typed }
  return null
}

/** Sends one model event to the live actor and checks what it emitted. */
function step(event: ModelEvent) {
  const before = snapshot()
  const emitted = commands.length
  // One millisecond short of the pause nothing is set yet.
  if (event.type === AFTER_DEBOUNCE) passDelay(actor, QUANTITY_DEBOUNCE_MS, () => commands.length)
  else actor.send(event)
  const expected = expectedCommand(before, event)
  expect(commands.slice(emitted)).toEqual(expected ? [expected] : [])
}

const params = modelParams({
  actor: () => actor,
  states: {
    idle: () => {
      // At rest the field shows a whole number of packs.
      expect(snapshot().context.draft).toMatch(/^\d+$/)
    },
    typing: () => {
      expect(snapshot().context.draft).toMatch(/^\d*$/)
      expect(snapshot().context.problem).toBeNull()
    },
    // A refused entry is kept as typed with the reason, and nothing is asked of the cart.
    refused: () => {
      const { draft, problem } = snapshot().context
      if (problem === 'whole') expect(draft).toMatch(/[.,-]/)
      else expect(typedQuantity(draft)).toBeGreaterThan(LIMITS.ceiling)
    },
    confirming: () => {
      const { draft, quantity } = snapshot().context
      expect(typedQuantity(draft)).toBeGreaterThan(Math.max(LIMITS.stockPacks, quantity))
      expect(typedQuantity(draft)).toBeLessThanOrEqual(LIMITS.ceiling)
    },
  },
  events,
  send: step,
})

function startActor(quantity = 0) {
  commands = []
  actor = createActor(quantityControlMachine, { input: { quantity, ...LIMITS }, inspect: coverage.inspect })
  actor.on('quantity.command', (emitted) => commands.push(emitted.command))
  actor.start()
}

runOnFakeClock()
afterEach(() => actor.stop())

describe('quantity control machine: model', () => {
  testPaths(model.getShortestPaths(), params, { start: startActor })
})

describe('quantity control machine: rules', () => {
  // A press that changes no state is a self-loop the shortest paths need not take: each is pressed here.
  it.each([
    [0, 'quantity.plus', { kind: 'add' }],
    [2, 'quantity.plus', { kind: 'increase' }],
    [0, 'quantity.minus', null],
    [1, 'quantity.minus', { kind: 'remove' }],
    [5, 'quantity.minus', { kind: 'decrease' }],
  ] as const)('with %i packs in the cart, %s asks the cart for %o', (quantity, type, command) => {
    startActor(quantity)
    step({ type })
    expect(commands).toEqual(command ? [command] : [])
  })

  it('sets the quantity once, 300 ms after the last keystroke', () => {
    startActor(2)
    actor.send({ type: 'quantity.type', text: '1' })
    vi.advanceTimersByTime(QUANTITY_DEBOUNCE_MS - 50)
    actor.send({ type: 'quantity.type', text: '1' })
    vi.advanceTimersByTime(QUANTITY_DEBOUNCE_MS - 50)
    actor.send({ type: 'quantity.type', text: '15' })
    vi.advanceTimersByTime(QUANTITY_DEBOUNCE_MS)
    expect(commands).toEqual([{ kind: 'set', quantity: 15 }])
    expect(snapshot().context.draft).toBe('15')
  })

  it('keeps digits only, reads an empty or zero entry as one pack', () => {
    startActor(4)
    actor.send({ type: 'quantity.type', text: '7 уп' })
    expect(snapshot().context.draft).toBe('7')
    actor.send({ type: 'quantity.type', text: '0' })
    actor.send({ type: 'quantity.blur' })
    expect(commands).toEqual([{ kind: 'set', quantity: 1 }])
    expect(snapshot().context.draft).toBe('1')
  })

  it.each(['2.5', '2,5', '-3', '+3', '1 000,5'])(
    'refuses %s as typed instead of reading other digits, and sets nothing',
    (text) => {
      startActor(4)
      actor.send({ type: 'quantity.type', text })
      expect(snapshot().value).toBe('refused')
      expect(snapshot().context).toMatchObject({ draft: text, problem: 'whole' })
      vi.advanceTimersByTime(QUANTITY_DEBOUNCE_MS * 2)
      actor.send({ type: 'quantity.blur' })
      expect(commands).toEqual([])
      expect(snapshot().context).toMatchObject({ draft: '4', problem: 'whole' })
      actor.send({ type: 'quantity.plus' })
      expect(snapshot().context.problem).toBeNull()
    },
  )

  it('refuses more than the ceiling however long the entry, and asks before more than the stock band holds', () => {
    startActor(4)
    actor.send({ type: 'quantity.type', text: '99999999' })
    vi.advanceTimersByTime(QUANTITY_DEBOUNCE_MS)
    expect(snapshot().value).toBe('refused')
    expect(snapshot().context.problem).toBe('ceiling')
    actor.send({ type: 'quantity.type', text: '21' })
    vi.advanceTimersByTime(QUANTITY_DEBOUNCE_MS)
    expect(snapshot().value).toBe('confirming')
    actor.send({ type: 'quantity.cancel' })
    expect(snapshot().context.draft).toBe('4')
    actor.send({ type: 'quantity.type', text: '21' })
    actor.send({ type: 'quantity.blur' })
    actor.send({ type: 'quantity.confirm' })
    expect(commands).toEqual([{ kind: 'set', quantity: 21 }])
  })

  it('reads the stock band as a bound in packs', () => {
    expect(stockPacksOf('<10', 1)).toBe(9)
    expect(stockPacksOf('<100', 12)).toBe(8)
    expect(stockPacksOf('<1000', 1)).toBe(999)
    expect(stockPacksOf('>1000', 1)).toBeNull()
    expect(stockPacksOf(undefined, 1)).toBeNull()
  })

  it('does not overwrite what the buyer is typing when the cart answers meanwhile', () => {
    startActor(2)
    actor.send({ type: 'quantity.type', text: '9' })
    actor.send({ type: 'quantity.sync', quantity: 3 })
    expect(snapshot().context).toMatchObject({ quantity: 3, draft: '9' })
    vi.advanceTimersByTime(QUANTITY_DEBOUNCE_MS)
    expect(commands).toEqual([{ kind: 'set', quantity: 9 }])
  })
})

afterAll(() => expectWholeMachineTaken(coverage, quantityControlMachine))
