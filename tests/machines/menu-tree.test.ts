// Model-based test of the catalogue menu's tree machine: the shortest path to every transition is replayed against
// a live actor whose fetch is a promise the test settles, checking that the tree is asked for only once the menu
// is wanted, never twice at a time, kept once it came, and asked for again after a failure only when the menu is
// wanted again. The file ends by checking that every state and transition the machine declares was taken.
import { createTestModel } from '@xstate/graph'
import { afterAll, describe, expect } from 'vitest'
import { createActor, type Actor } from 'xstate'
import { menuTreeMachine, type MenuTreeEvent } from '../../machines/menu-tree.machine'
import type { MenuCategory } from '../../contract/site'
import { coverageRecorder, expectWholeMachineTaken } from './harness/coverage'
import { deferredCall, settle, type DeferredCall } from './harness/deferred-call'
import { actorDone, actorError, testModelMachine } from './harness/model-machine'
import { modelParams, testPaths } from './harness/paths'
import { transitionKeys } from './harness/state-keys'

const FETCHED = actorDone('fetchTree')
const FETCH_FAILED = actorError('fetchTree')

const TREE: MenuCategory[] = [
  { title: 'Собаки', path: 'dogs', count: 2, children: [{ title: 'Корм', path: 'dogs/food', count: 2, children: [] }] },
]
const OFFLINE = new TypeError('Failed to fetch')

type ModelEvent =
  MenuTreeEvent | { type: typeof FETCHED; output: MenuCategory[] } | { type: typeof FETCH_FAILED; error: unknown }

const events: ModelEvent[] = [
  { type: 'menu.want' },
  { type: FETCHED, output: TREE },
  { type: FETCH_FAILED, error: OFFLINE },
]

const model = createTestModel(testModelMachine(menuTreeMachine), { events, serializeState: transitionKeys() })

const coverage = coverageRecorder()
let actor: Actor<typeof menuTreeMachine>
let fetchTree: DeferredCall<MenuCategory[]>

function startActor() {
  fetchTree = deferredCall<MenuCategory[]>()
  actor = createActor(menuTreeMachine.provide({ actors: { fetchTree: fetchTree.logic } }), {
    inspect: coverage.inspect,
  }).start()
}

const context = () => actor.getSnapshot().context

const params = modelParams({
  actor: () => actor,
  states: {
    idle: () => {
      expect(fetchTree.calls).toEqual([])
      expect(context().categories).toBeNull()
    },
    loading: () => expect(fetchTree.inFlight()).toHaveLength(1),
    ready: () => {
      expect(context().categories).toEqual(TREE)
      expect(fetchTree.inFlight()).toEqual([])
    },
    failed: () => {
      expect(context().categories).toBeNull()
      expect(fetchTree.inFlight()).toEqual([])
    },
  },
  events,
  on: {
    'menu.want': (event) => {
      const before = fetchTree.calls.length
      const asks = ['idle', 'failed'].includes(actor.getSnapshot().value)
      actor.send(event)
      expect(fetchTree.calls.length).toBe(before + (asks ? 1 : 0))
    },
    [FETCHED]: (event) => settle(actor, fetchTree, event),
    [FETCH_FAILED]: (event) => settle(actor, fetchTree, event),
  },
})

describe('menu tree machine: model', () => {
  testPaths(model.getShortestPaths(), params, { start: startActor, stop: () => actor.stop() })
})

afterAll(() => expectWholeMachineTaken(coverage, menuTreeMachine))
