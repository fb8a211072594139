// The test model of a machine that has timers and invoked actors, and the names of the events that stand for them.
import { createMachine, type AnyStateMachine } from 'xstate'

type InvokeConfig = { id?: string; onDone?: unknown; onError?: unknown }
type StateConfig = {
  after?: Record<string, unknown>
  invoke?: InvokeConfig | InvokeConfig[]
  on?: Record<string, unknown>
  states?: Record<string, StateConfig>
}

/** The event a model sends for the answer of the invoked actor `id` (XState's own name for it). */
export const actorDone = <const Id extends string>(id: Id) => `xstate.done.actor.${id}` as const
/** The event a model sends for the failure of the invoked actor `id`. */
export const actorError = <const Id extends string>(id: Id) => `xstate.error.actor.${id}` as const
/** The event a model sends for the delay `delay` of the state `stateId` running out. */
export const delayPassed = <const Delay extends string, const Id extends string>(delay: Delay, stateId: Id) =>
  `xstate.after.${delay}.${stateId}` as const

/**
 * @xstate/graph refuses machines with `after` or `invoke`. The model is the machine's own config and
 * implementations with each delayed transition and each invoked actor's onDone / onError turned into an
 * ordinary event named like the one XState sends (delayPassed, actorDone, actorError), so a test sends them by
 * advancing the clock or settling the actor's promise.
 */
export function testModelMachine(machine: AnyStateMachine): AnyStateMachine {
  const config = withoutAsync(machine.config as StateConfig, machine.id)
  return createMachine(config as AnyStateMachine['config'], machine.implementations)
}

function withoutAsync(config: StateConfig, id: string): StateConfig {
  const { after, invoke, on, states, ...rest } = config
  const delayed = Object.entries(after ?? {}).map(([delay, target]) => [delayPassed(delay, id), target])
  const settled = [invoke ?? []]
    .flat()
    .flatMap((actor) => [
      ...(actor.onDone ? [[actorDone(actor.id!), actor.onDone]] : []),
      ...(actor.onError ? [[actorError(actor.id!), actor.onError]] : []),
    ])
  return {
    ...rest,
    on: { ...on, ...Object.fromEntries([...delayed, ...settled]) },
    ...(states && {
      states: Object.fromEntries(
        Object.entries(states).map(([key, child]) => [key, withoutAsync(child, `${id}.${key}`)]),
      ),
    }),
  }
}
