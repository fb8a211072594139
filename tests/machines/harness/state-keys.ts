// How a test model tells its states apart (createTestModel's `serializeState`) and how a step shows in a title.
import type { AnyMachineSnapshot, EventObject } from 'xstate'

/** An event as test titles show it: its type and sample payload, without a fetched answer or an error object. */
export const describeEvent = (event: EventObject) =>
  JSON.stringify(event, (key, value) => (key === 'output' || key === 'error' ? undefined : value))

type Failed = EventObject & { error?: { status?: unknown } }
const failureStatus = (event?: EventObject) => {
  const status = (event as Failed | undefined)?.error?.status
  return typeof status === 'number' ? ` (status ${status})` : ''
}

/** describeEvent with a failure's status, as failureKeys tells the steps apart. */
export const describeStep = (event: EventObject) => `${describeEvent(event)}${failureStatus(event)}`

type Serialize = (state: AnyMachineSnapshot, event?: EventObject, previous?: AnyMachineSnapshot) => string

/** Keeps the first key given to each snapshot: a step that changes nothing keeps the key it started from. */
function remembered(serialize: Serialize): Serialize {
  const keys = new WeakMap<AnyMachineSnapshot, string>()
  return (state, event, previous) => {
    const known = keys.get(state)
    if (known) return known
    const key = serialize(state, event, previous)
    keys.set(state, key)
    return key
  }
}

/**
 * A `serializeState` for createTestModel under which a state of the model is its state value plus the step that
 * led there, so the shortest paths reach every transition, not only every state value, while the context (which
 * may grow without end) does not multiply the paths.
 */
export function transitionKeys() {
  return remembered((state, event, previous) => {
    const value = JSON.stringify(state.value)
    return event && previous ? `${value} via ${describeEvent(event)} from ${JSON.stringify(previous.value)}` : value
  })
}

/**
 * transitionKeys for machines whose actors fail in ways the machine tells apart: a settled actor's failure
 * (an `error` with an HTTP `status`) keys the state it leads to by that status as well.
 */
export function failureKeys() {
  const base = transitionKeys()
  return remembered((state, event, previous) => `${base(state, event, previous)}${failureStatus(event)}`)
}

/**
 * A `serializeState` under which a state of the model is `keyOf` it (its value and what the guards read of its
 * context: a finite set) plus the step that led there from the key of the state before.
 */
export const keyedBy =
  (keyOf: (state: AnyMachineSnapshot) => string, describe = describeStep): Serialize =>
  (state, event, previous) =>
    event && previous ? `${keyOf(state)} via ${describe(event)} from ${keyOf(previous)}` : keyOf(state)
