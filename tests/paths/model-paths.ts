// Generated paths for the browser: each machine's paths are few enough to run in Chromium when only those that
// take something no other path takes are kept, and a model actor replayed beside the browser records what the
// kept paths took, for the check against the machine's declared states and transitions.
import type { TestPath } from '@xstate/graph'
import { createActor, type Actor, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate'
import { coverageRecorder, expectWholeMachineTaken } from '../machines/harness/coverage'
import { describeStep } from '../machines/harness/state-keys'

/**
 * Options for a `new TestModel(machine, …)` whose `events` function is all the traversal sends: createTestModel
 * adds a bare event for each one a state handles but the function leaves out, which here means one the page does
 * not offer in that state. States are matched by value, as createTestModel does.
 */
export const offeredOnly = (machine: AnyStateMachine) => ({
  stateMatcher: (state: AnyMachineSnapshot, key: string) =>
    key.startsWith('#')
      ? (state as unknown as { _nodes: unknown[] })._nodes.includes(machine.getStateNodeById(key))
      : state.matches(key),
})

type Path = TestPath<AnyMachineSnapshot, EventObject>

/** The states and transitions of `model` that `path` takes, as the coverage helpers name them. */
function taken(model: AnyStateMachine, input: unknown, path: Path) {
  const coverage = coverageRecorder()
  const actor = createActor(model, { input, inspect: coverage.inspect }).start()
  const events = path.steps.map((step) => step.event).filter((event) => event.type !== 'xstate.init')
  for (const event of events) actor.send(event)
  actor.stop()
  return new Set([...coverage.states, ...coverage.transitions, ...events.map(describeStep)])
}

/**
 * The fewest paths (chosen greedily, largest gain first)
 * that take every state, transition and sample event `paths` take.
 */
export function coveringPaths<P extends Path>(paths: P[], model: AnyStateMachine, input: unknown): P[] {
  const takes = paths.map((path) => ({ path, items: taken(model, input, path) }))
  const missing = new Set(takes.flatMap(({ items }) => [...items]))
  const chosen: P[] = []
  while (missing.size > 0) {
    const gain = (items: Set<string>) => [...items].filter((item) => missing.has(item)).length
    const best = takes.reduce((a, b) =>
      gain(b.items) > gain(a.items) || (gain(b.items) === gain(a.items) && b.path.steps.length < a.path.steps.length)
        ? b
        : a,
    )
    chosen.push(best.path)
    for (const item of best.items) missing.delete(item)
  }
  return chosen
}

/**
 * A model actor that follows the browser: `before()` is the state a step starts from, `send` takes the step's
 * event once the browser has acted, and the states and transitions taken are recorded for `expectTaken`.
 */
export function modelFollower(model: AnyStateMachine, input: unknown) {
  const coverage = coverageRecorder()
  let actor: Actor<AnyStateMachine> | null = null
  return {
    start: () => {
      actor?.stop()
      actor = createActor(model, { input, inspect: coverage.inspect }).start()
    },
    before: () => actor!.getSnapshot(),
    send: (event: EventObject) => actor!.send(event),
    /** Every state and transition `machine` declares but `excluded` was taken by the paths run. */
    expectTaken: (machine: AnyStateMachine, excluded: string[]) => expectWholeMachineTaken(coverage, machine, excluded),
  }
}

/** Paths made once, when first asked for: generating them is the slow part of listing the machines. */
export function lazyPaths<P>(make: () => P[]): () => P[] {
  let paths: P[] | null = null
  return () => (paths ??= make())
}
