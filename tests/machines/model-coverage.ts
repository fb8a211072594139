// Helpers for the model-based machine tests: a test model of a machine that has timers and invoked actors, a
// record of which of its state nodes and transitions a live actor actually went through, a test per generated
// path and the check that the tests together took the whole machine.
import type { TestParam, TestPath } from '@xstate/graph'
import { expect, it } from 'vitest'
import {
  createMachine,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
  type InspectionEvent,
} from 'xstate'

type InvokeConfig = { id?: string; onDone?: unknown; onError?: unknown }
type StateConfig = {
  after?: Record<string, unknown>
  invoke?: InvokeConfig | InvokeConfig[]
  on?: Record<string, unknown>
  states?: Record<string, StateConfig>
}

/**
 * @xstate/graph refuses machines with `after` or `invoke`. The model is the machine's own config and
 * implementations with each delayed transition and each invoked actor's onDone / onError turned into an
 * ordinary event named like the one XState sends (`xstate.after.<delay>.<state id>`,
 * `xstate.done.actor.<invoke id>`, `xstate.error.actor.<invoke id>`), so a test sends them by advancing the
 * clock or settling the actor's promise.
 */
export function testModelMachine(machine: AnyStateMachine): AnyStateMachine {
  const config = withoutAsync(machine.config as StateConfig, machine.id)
  return createMachine(config as AnyStateMachine['config'], machine.implementations)
}

function withoutAsync(config: StateConfig, id: string): StateConfig {
  const { after, invoke, on, states, ...rest } = config
  const delayed = Object.entries(after ?? {}).map(([delay, target]) => [`xstate.after.${delay}.${id}`, target])
  const settled = [invoke ?? []].flat().flatMap((actor) => [
    ...(actor.onDone ? [[`xstate.done.actor.${actor.id}`, actor.onDone]] : []),
    ...(actor.onError ? [[`xstate.error.actor.${actor.id}`, actor.onError]] : []),
  ])
  return {
    ...rest,
    on: { ...on, ...Object.fromEntries([...delayed, ...settled]) },
    ...(states && {
      states: Object.fromEntries(Object.entries(states).map(([key, child]) => [key, withoutAsync(child, `${id}.${key}`)])),
    }),
  }
}

function guardName(transition: AnyTransitionDefinition): string {
  const guard = transition.guard as string | { type?: string } | undefined
  if (!guard) return ''
  return ` [${typeof guard === 'string' ? guard : (guard.type ?? 'inline')}]`
}

/** One transition as "source --event [guard]--> target": each guarded alternative is a transition of its own. */
export function transitionName(transition: AnyTransitionDefinition): string {
  const target = transition.target?.map((node) => node.id).join(',') ?? '(stays)'
  return `${transition.source.id} --${transition.eventType || '(always)'}${guardName(transition)}--> ${target}`
}

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(allNodes)]
}

/** Every state node and every transition the machine declares, by name. */
export function declaredCoverage(machine: AnyStateMachine) {
  const nodes = allNodes(machine.root)
  const transitions = nodes.flatMap((node) => [...[...node.transitions.values()].flat(), ...(node.always ?? [])])
  return {
    states: nodes.map((node) => node.id).sort(),
    transitions: [...new Set(transitions.map(transitionName))].sort(),
  }
}

/** An inspector that records the state nodes a live actor was in and the transitions it took. */
export function coverageRecorder() {
  const states = new Set<string>()
  const transitions = new Set<string>()
  const inspect = (event: InspectionEvent) => {
    if (event.type !== '@xstate.microstep') return
    for (const node of (event.snapshot as unknown as { _nodes: AnyStateNode[] })._nodes) states.add(node.id)
    for (const transition of event._transitions) {
      transitions.add(transitionName(transition))
      states.add(transition.source.id)
    }
  }
  return { states, transitions, inspect }
}

/** An event as test titles show it: its type and sample payload, without a fetched answer or an error object. */
export const describeEvent = (event: EventObject) =>
  JSON.stringify(event, (key, value) => (key === 'output' || key === 'error' ? undefined : value))

/**
 * A `serializeState` for createTestModel under which a state of the model is its state value plus the step that
 * led there, so the shortest paths reach every transition, not only every state value, while the context (which
 * may grow without end) does not multiply the paths. A step that changes nothing keeps the key it started from.
 */
export function transitionKeys() {
  const keys = new WeakMap<AnyMachineSnapshot, string>()
  return (state: AnyMachineSnapshot, event?: EventObject, previous?: AnyMachineSnapshot): string => {
    const known = keys.get(state)
    if (known) return known
    const value = JSON.stringify(state.value)
    const key = event && previous ? `${value} via ${describeEvent(event)} from ${JSON.stringify(previous.value)}` : value
    keys.set(state, key)
    return key
  }
}

/** A generated path as a test title: the state it reaches and the events on the way (as `describe` shows them). */
export const pathTitle = (path: { state: AnyMachineSnapshot; steps: { event: EventObject }[] }, describe = describeEvent) =>
  `${JSON.stringify(path.state.value)} after ${path.steps.map((step) => describe(step.event)).join(' → ')}`

type PathRun = {
  /** Starts a fresh actor for the path. */
  start: () => void
  /** Stops it after the path, where no afterEach does. */
  stop?: () => void
  /** How an event shows in the test title; describeEvent unless told. */
  describe?: (event: EventObject) => string
}

/** One test per generated path: a fresh actor, the path replayed against it with `params`, then `stop` if given. */
export function testPaths<TSnapshot extends AnyMachineSnapshot, TEvent extends EventObject>(
  paths: TestPath<TSnapshot, TEvent>[],
  params: NoInfer<TestParam<TSnapshot, TEvent>>,
  { start, stop, describe }: PathRun,
) {
  for (const path of paths) {
    it(pathTitle(path, describe), async () => {
      start()
      await path.test(params)
      stop?.()
    })
  }
}

/** Expects the recorded states and transitions to be every one the machine declares (for an afterAll). */
export function expectWholeMachineTaken(coverage: ReturnType<typeof coverageRecorder>, machine: AnyStateMachine) {
  const declared = declaredCoverage(machine)
  expect([...coverage.states].sort()).toEqual(declared.states)
  expect([...coverage.transitions].sort()).toEqual(declared.transitions)
}

type Failed = EventObject & { error?: { status?: unknown } }
const failureStatus = (event?: EventObject) => {
  const status = (event as Failed | undefined)?.error?.status
  return typeof status === 'number' ? ` (status ${status})` : ''
}

/**
 * transitionKeys for machines whose actors fail in ways the machine tells apart: a settled actor's failure
 * (an `error` with an HTTP `status`) keys the state it leads to by that status as well.
 */
export function failureKeys() {
  const base = transitionKeys()
  const keys = new WeakMap<AnyMachineSnapshot, string>()
  return (state: AnyMachineSnapshot, event?: EventObject, previous?: AnyMachineSnapshot): string => {
    const known = keys.get(state)
    if (known) return known
    const key = `${base(state, event, previous)}${failureStatus(event)}`
    keys.set(state, key)
    return key
  }
}

/** describeEvent with a failure's status, as failureKeys tells the steps apart. */
export const describeStep = (event: EventObject) => `${describeEvent(event)}${failureStatus(event)}`
