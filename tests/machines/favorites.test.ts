// Model-based test of the favourites machine: the shortest path to every transition is replayed against a live
// actor whose server calls are promises the test settles, checking that a toggle adds or removes at once and
// emits the list to be stored; that a buyer's changes are sent one at a time in the order made; that a failure
// is only reported and the local list stays; and that on sign-in a local list with ids the server lacks is
// merged (the server's answer, with changes made meanwhile on top). The file ends by checking that every state
// and transition the machine declares was taken.
import { createTestModel } from '@xstate/graph'
import { afterAll, describe, expect, it } from 'vitest'
import type { Actor, AnyMachineSnapshot } from 'xstate'
import {
  favoritesMachine,
  type FavoriteChange,
  type FavoritesEmitted,
  type FavoritesEvent,
} from '../../machines/favorites.machine'
import { coverageRecorder, expectWholeMachineTaken } from './harness/coverage'
import { deferredCall, settle, startEmitting, type DeferredCall } from './harness/deferred-call'
import { actorDone, actorError, testModelMachine } from './harness/model-machine'
import { modelParams, testPaths } from './harness/paths'
import { keyedBy } from './harness/state-keys'

const MERGED = actorDone('mergeFavorites')
const MERGE_FAILED = actorError('mergeFavorites')
const SAVED = actorDone('saveChange')
const SAVE_FAILED = actorError('saveChange')

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
const keyOf = (state: AnyMachineSnapshot) => {
  const { ids, queue } = state.context as { ids: number[]; queue: unknown[] }
  const localOnly = ids.some((id) => !SERVER.includes(id))
  return `${JSON.stringify(state.value)} queued=${Math.min(queue.length, 2)} localOnly=${localOnly}`
}

const model = createTestModel(testModelMachine(favoritesMachine), {
  events,
  input: { ids: [] },
  serializeState: keyedBy(keyOf),
})

const coverage = coverageRecorder()
let actor: Actor<typeof favoritesMachine>
let merge: DeferredCall<number[], { ids: number[] }>
let save: DeferredCall<unknown, FavoriteChange>
let emitted: FavoritesEmitted[]
/** Every change a signed-in buyer made, in order: the server must get exactly these, one at a time. */
let made: FavoriteChange[]

const snapshot = () => actor.getSnapshot()
const ids = () => snapshot().context.ids
const lastStored = () => emitted.filter((event) => event.type === 'favorites.stored').at(-1)

function startActor() {
  merge = deferredCall<number[], { ids: number[] }>()
  save = deferredCall<unknown, FavoriteChange>()
  emitted = []
  made = []
  const machine = favoritesMachine.provide({ actors: { mergeFavorites: merge.logic, saveChange: save.logic } })
  actor = startEmitting(machine, { input: { ids: [] }, inspect: coverage.inspect }, emitted)
}

const signedIn = () => !snapshot().matches('guest')

const params = modelParams({
  actor: () => actor,
  states: {
    guest: () => {
      expect(snapshot().context.queue).toEqual([])
    },
    merging: () => {
      expect(merge.inFlight()).toHaveLength(1)
      expect(save.inFlight()).toEqual([])
    },
    'member.idle': () => {
      expect(save.inFlight()).toEqual([])
      expect(snapshot().context.queue).toEqual([])
    },
    'member.saving': () => {
      expect(save.inFlight()).toHaveLength(1)
      expect(save.inFlight()[0]!.input).toEqual(snapshot().context.queue[0])
      // Sent one at a time, in the order made.
      expect(save.calls.map((call) => call.input)).toEqual(made.slice(0, save.calls.length))
    },
  },
  events,
  on: {
    'favorites.toggle': ({ id }) => {
      const before = ids()
      if (signedIn()) made.push({ kind: before.includes(id) ? 'remove' : 'add', id })
      actor.send({ type: 'favorites.toggle', id })
      expect(ids()).toEqual(before.includes(id) ? before.filter((other) => other !== id) : [...before, id])
      expect(lastStored()).toEqual({ type: 'favorites.stored', ids: ids() })
    },
    'favorites.restore': ({ ids: local }) => {
      actor.send({ type: 'favorites.restore', ids: local })
      expect(ids()).toEqual(local)
      expect(lastStored()).toEqual({ type: 'favorites.stored', ids: local })
    },
    'favorites.signIn': ({ serverIds }) => {
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
    [MERGED]: async ({ output }) => {
      const waiting = [...snapshot().context.queue]
      made.push(...waiting)
      await settle(actor, merge, { output: output })
      const expected = waiting.reduce(
        (list, change) =>
          change.kind === 'add'
            ? list.includes(change.id)
              ? list
              : [...list, change.id]
            : list.filter((id) => id !== change.id),
        output,
      )
      expect(ids()).toEqual(expected)
      expect(lastStored()).toEqual({ type: 'favorites.stored', ids: expected })
    },
    [MERGE_FAILED]: async () => {
      made.push(...snapshot().context.queue)
      const before = ids()
      await settle(actor, merge, { error: OFFLINE })
      expect(ids()).toEqual(before)
      expect(emitted.at(-1)).toEqual({ type: 'favorites.failed', error: OFFLINE })
    },
    [SAVED]: async () => {
      const before = ids()
      await settle(actor, save, { output: null })
      expect(ids()).toEqual(before)
    },
    [SAVE_FAILED]: async () => {
      const before = ids()
      await settle(actor, save, { error: OFFLINE })
      expect(ids()).toEqual(before)
      expect(emitted).toContainEqual({ type: 'favorites.failed', error: OFFLINE })
    },
  },
})

describe('favorites machine: model', () => {
  testPaths(model.getShortestPaths(), params, { start: startActor, stop: () => actor.stop() })
})

describe('favorites machine: rules', () => {
  it('sends a signed-in buyer’s quick toggles of one product in order, and keeps the list when one fails', async () => {
    startActor()
    actor.send({ type: 'favorites.signIn', serverIds: [] })
    for (const id of [7, 7, 8]) actor.send({ type: 'favorites.toggle', id })
    expect(ids()).toEqual([8])
    await settle(actor, save, { error: OFFLINE })
    await settle(actor, save, { output: null })
    await settle(actor, save, { output: null })
    expect(save.calls.map((call) => call.input)).toEqual([
      { kind: 'add', id: 7 },
      { kind: 'remove', id: 7 },
      { kind: 'add', id: 8 },
    ])
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
