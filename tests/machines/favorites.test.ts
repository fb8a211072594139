// Model-based test of the favourites machine: the shortest path to every transition is replayed against a live
// actor whose server calls are promises the test settles, checking that a toggle adds or removes at once and
// emits the list to be stored; that a buyer's changes are sent one at a time in the order made; that a failure
// is only reported and the local list stays; and that on sign-in a local list with ids the server lacks is
// merged (the server's answer, with changes made meanwhile on top). The file ends by checking that every state
// and transition the machine declares was taken.
import { createTestModel } from '@xstate/graph'
import { afterAll, describe, expect, it } from 'vitest'
import { fromPromise, type Actor, type AnyMachineSnapshot, type EventObject } from 'xstate'
import { favoritesMachine, type FavoriteChange, type FavoritesEmitted, type FavoritesEvent } from '../../machines/favorites.machine'
import { manualCall, settleOne, startEmitting } from './manual-actor'
import { coverageRecorder, describeStep, expectWholeMachineTaken, testModelMachine, testPaths } from './model-coverage'

const MERGED = 'xstate.done.actor.mergeFavorites'
const MERGE_FAILED = 'xstate.error.actor.mergeFavorites'
const SAVED = 'xstate.done.actor.saveChange'
const SAVE_FAILED = 'xstate.error.actor.saveChange'

const SERVER = [5]
const OFFLINE = new TypeError('Failed to fetch')

type ModelEvent =
  | FavoritesEvent
  | { type: typeof MERGED; output: number[] }
  | { type: typeof SAVED; output: unknown }
  | { type: typeof MERGE_FAILED | typeof SAVE_FAILED; error: unknown }

const events: ModelEvent[] = [
  { type: 'favorites.toggle', id: 1 },
  { type: 'favorites.toggle', id: 2 },
  { type: 'favorites.restore', ids: [3] },
  { type: 'favorites.signIn', serverIds: SERVER },
  { type: 'favorites.signOut' },
  { type: MERGED, output: [5, 3] },
  { type: MERGE_FAILED, error: OFFLINE },
  { type: SAVED, output: null },
  { type: SAVE_FAILED, error: OFFLINE },
]

/** States keyed by value, whether changes wait and whether the list holds ids the server lacks: a finite set. */
function stateKeys() {
  const keyOf = (state: AnyMachineSnapshot) => {
    const { ids, queue } = state.context as { ids: number[]; queue: unknown[] }
    return `${JSON.stringify(state.value)} queued=${Math.min(queue.length, 2)} localOnly=${ids.some((id) => !SERVER.includes(id))}`
  }
  return (state: AnyMachineSnapshot, event?: EventObject, previous?: AnyMachineSnapshot) =>
    event && previous ? `${keyOf(state)} via ${describeStep(event)} from ${keyOf(previous)}` : keyOf(state)
}

const model = createTestModel(testModelMachine(favoritesMachine), { events, input: { ids: [] }, serializeState: stateKeys() })

const coverage = coverageRecorder()
let actor: Actor<typeof favoritesMachine>
let merge: ReturnType<typeof manualCall<number[], { ids: number[] }>>
let save: ReturnType<typeof manualCall<unknown, FavoriteChange>>
let emitted: FavoritesEmitted[]
/** Every change a signed-in buyer made, in order: the server must get exactly these, one at a time. */
let made: FavoriteChange[]

const snapshot = () => actor.getSnapshot()
const ids = () => snapshot().context.ids
const lastStored = () => emitted.filter((event) => event.type === 'favorites.stored').at(-1)

function startActor() {
  merge = manualCall<number[], { ids: number[] }>()
  save = manualCall<unknown, FavoriteChange>()
  emitted = []
  made = []
  const machine = favoritesMachine.provide({ actors: { mergeFavorites: fromPromise(merge.run), saveChange: fromPromise(save.run) } })
  actor = startEmitting(machine, { input: { ids: [] }, inspect: coverage.inspect }, emitted)
}

const signedIn = () => !snapshot().matches('guest')

const modelParams = {
  states: {
    guest: () => {
      expect(snapshot().value).toBe('guest')
      expect(snapshot().context.queue).toEqual([])
    },
    merging: () => {
      expect(snapshot().value).toBe('merging')
      expect(merge.inFlight()).toHaveLength(1)
      expect(save.inFlight()).toEqual([])
    },
    'member.idle': () => {
      expect(snapshot().value).toEqual({ member: 'idle' })
      expect(save.inFlight()).toEqual([])
      expect(snapshot().context.queue).toEqual([])
    },
    'member.saving': () => {
      expect(snapshot().value).toEqual({ member: 'saving' })
      expect(save.inFlight()).toHaveLength(1)
      expect(save.inFlight()[0]!.input).toEqual(snapshot().context.queue[0])
      // Sent one at a time, in the order made.
      expect(save.calls.map((call) => call.input)).toEqual(made.slice(0, save.calls.length))
    },
  },
  events: {
    'favorites.toggle': ({ event }: { event: EventObject }) => {
      const { id } = event as Extract<FavoritesEvent, { type: 'favorites.toggle' }>
      const before = ids()
      if (signedIn()) made.push({ kind: before.includes(id) ? 'remove' : 'add', id })
      actor.send({ type: 'favorites.toggle', id })
      expect(ids()).toEqual(before.includes(id) ? before.filter((other) => other !== id) : [...before, id])
      expect(lastStored()).toEqual({ type: 'favorites.stored', ids: ids() })
    },
    'favorites.restore': ({ event }: { event: EventObject }) => {
      const { ids: local } = event as Extract<FavoritesEvent, { type: 'favorites.restore' }>
      actor.send({ type: 'favorites.restore', ids: local })
      expect(ids()).toEqual(local)
      expect(lastStored()).toEqual({ type: 'favorites.stored', ids: local })
    },
    'favorites.signIn': ({ event }: { event: EventObject }) => {
      const { serverIds } = event as Extract<FavoritesEvent, { type: 'favorites.signIn' }>
      const localOnly = ids().some((id) => !serverIds.includes(id))
      actor.send({ type: 'favorites.signIn', serverIds })
      if (localOnly) expect(merge.inFlight()[0]!.input).toEqual({ ids: ids() })
      else expect(ids()).toEqual(serverIds)
    },
    'favorites.signOut': () => {
      const before = ids()
      const wasSignedIn = !snapshot().matches('guest')
      actor.send({ type: 'favorites.signOut' })
      // A buyer's list goes with the buyer (kept copy included); a guest's own list stays.
      expect(ids()).toEqual(wasSignedIn ? [] : before)
      if (wasSignedIn) expect(lastStored()).toEqual({ type: 'favorites.stored', ids: [] })
    },
    [MERGED]: async ({ event }: { event: EventObject }) => {
      const { output } = event as Extract<ModelEvent, { type: typeof MERGED }>
      const waiting = [...snapshot().context.queue]
      made.push(...waiting)
      await settleOne(merge, 'resolve', output)
      const expected = waiting.reduce((list, change) => (change.kind === 'add' ? (list.includes(change.id) ? list : [...list, change.id]) : list.filter((id) => id !== change.id)), output)
      expect(ids()).toEqual(expected)
      expect(lastStored()).toEqual({ type: 'favorites.stored', ids: expected })
    },
    [MERGE_FAILED]: async () => {
      made.push(...snapshot().context.queue)
      const before = ids()
      await settleOne(merge, 'reject', OFFLINE)
      expect(ids()).toEqual(before)
      expect(emitted.at(-1)).toEqual({ type: 'favorites.failed', error: OFFLINE })
    },
    [SAVED]: async () => {
      const before = ids()
      await settleOne(save, 'resolve', null)
      expect(ids()).toEqual(before)
    },
    [SAVE_FAILED]: async () => {
      const before = ids()
      await settleOne(save, 'reject', OFFLINE)
      expect(ids()).toEqual(before)
      expect(emitted).toContainEqual({ type: 'favorites.failed', error: OFFLINE })
    },
  },
}

describe('favorites machine: model', () => {
  testPaths(model.getShortestPaths(), modelParams, { start: startActor, stop: () => actor.stop() })
})

describe('favorites machine: rules', () => {
  it('sends a signed-in buyer’s quick toggles of one product in the order made, and keeps the list when one fails', async () => {
    startActor()
    actor.send({ type: 'favorites.signIn', serverIds: [] })
    for (const id of [7, 7, 8]) actor.send({ type: 'favorites.toggle', id })
    expect(ids()).toEqual([8])
    await settleOne(save, 'reject', OFFLINE)
    await settleOne(save, 'resolve', null)
    await settleOne(save, 'resolve', null)
    expect(save.calls.map((call) => call.input)).toEqual([{ kind: 'add', id: 7 }, { kind: 'remove', id: 7 }, { kind: 'add', id: 8 }])
    expect(ids()).toEqual([8])
    expect(snapshot().value).toEqual({ member: 'idle' })
    actor.stop()
  })

  it('takes the server list without a call when the local list holds nothing new', async () => {
    startActor()
    actor.send({ type: 'favorites.restore', ids: [4] })
    actor.send({ type: 'favorites.signIn', serverIds: [9, 4] })
    expect(merge.calls).toEqual([])
    expect(ids()).toEqual([9, 4])
    expect(lastStored()).toEqual({ type: 'favorites.stored', ids: [9, 4] })
    actor.stop()
  })
})

afterAll(() => expectWholeMachineTaken(coverage, favoritesMachine))
