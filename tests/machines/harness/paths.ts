// Generated paths as vitest cases: the params that replay a path against a live actor, and a test per path.
import type { TestParam, TestPath } from '@xstate/graph'
import { expect, it } from 'vitest'
import type { AnyActor, AnyMachineSnapshot, EventObject } from 'xstate'
import { describeEvent } from './state-keys'

/** The events among `TEvent` whose type may be `K` (a member may stand for several types). */
type EventOf<TEvent extends EventObject, K> = TEvent extends EventObject
  ? K extends TEvent['type']
    ? TEvent
    : never
  : never
type Handlers<TEvent extends EventObject> = { [K in TEvent['type']]?: (event: EventOf<TEvent, K>) => unknown }

type Params = {
  states: Record<string, (state: AnyMachineSnapshot) => void>
  events: Record<string, (step: { event: EventObject }) => void | Promise<unknown>>
}

/**
 * The params a generated path is replayed with against the live actor `actor()`. Each state check first expects
 * the actor in the model's state value, then runs; each event of `events` is done by its handler in `on`, else
 * by `send`, else sent to the actor as it is.
 */
export function modelParams<TEvent extends EventObject>(options: {
  actor: () => AnyActor
  /** The checks of each state the model names; null where its value is all there is to check. */
  states: Record<string, (() => void) | null>
  events: readonly TEvent[]
  send?: (event: TEvent) => unknown
  on?: NoInfer<Handlers<TEvent>>
}): Params {
  const { actor, states, events, send = (event: TEvent) => actor().send(event), on = {} } = options
  const handlers = on as Record<string, ((event: TEvent) => unknown) | undefined>
  const doing = (type: string) => handlers[type] ?? send
  return {
    states: Object.fromEntries(
      Object.entries(states).map(([key, check]) => [
        key,
        // Only the value: with states keyed by the step that led there, the model's context may come from
        // another route to the same key.
        (state: AnyMachineSnapshot) => {
          expect(actor().getSnapshot().value).toEqual(state.value)
          check?.()
        },
      ]),
    ),
    events: Object.fromEntries(
      events.map(({ type }) => [
        type,
        ({ event }: { event: EventObject }) => doing(type)(event as TEvent) as void | Promise<unknown>,
      ]),
    ),
  }
}

/** A generated path as a test title: the state it reaches and the events on the way (as `describe` shows them). */
export const pathTitle = (
  path: { state: AnyMachineSnapshot; steps: { event: EventObject }[] },
  describe = describeEvent,
) => `${JSON.stringify(path.state.value)} after ${path.steps.map((step) => describe(step.event)).join(' → ')}`

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
  params: NoInfer<TestParam<TSnapshot, TEvent>> | Params,
  { start, stop, describe }: PathRun,
) {
  for (const path of paths) {
    it(pathTitle(path, describe), async () => {
      start()
      await path.test(params as TestParam<TSnapshot, TEvent>)
      stop?.()
    })
  }
}
