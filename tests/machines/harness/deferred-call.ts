// A stand-in for an injected async call (a `fromPromise` actor): each call waits in `calls` until the test
// resolves or rejects it, and the actor's own emitted events, gathered for the checks.
import { expect } from 'vitest'
import { Actor, fromPromise, waitFor, type ActorOptions, type AnyActor, type AnyActorLogic } from 'xstate'

export type PendingCall<Input, Output> = {
  input: Input
  signal: AbortSignal
  settled: boolean
  resolve: (output: Output) => void
  reject: (error: unknown) => void
}

/** `logic` is the actor to provide; `calls` every call made, `inFlight()` those neither settled nor abandoned. */
export function deferredCall<Output, Input = undefined>() {
  const calls: PendingCall<Input, Output>[] = []
  const run = ({ input, signal }: { input?: Input; signal: AbortSignal }) =>
    new Promise<Output>((resolve, reject) => {
      const call: PendingCall<Input, Output> = {
        input: input as Input,
        signal,
        settled: false,
        resolve: (output) => {
          call.settled = true
          resolve(output)
        },
        reject: (error) => {
          call.settled = true
          reject(error)
        },
      }
      calls.push(call)
    })
  const inFlight = () => calls.filter((call) => !call.settled && !call.signal.aborted)
  return { run, logic: fromPromise<Output, Input>(({ input, signal }) => run({ input, signal })), calls, inFlight }
}

export type DeferredCall<Output, Input = undefined> = ReturnType<typeof deferredCall<Output, Input>>

/** An answer (`output`) or a failure (`error`): what a model's done or error event of the actor carries. */
export type Outcome<Output> = { output: Output } | { error: unknown }

/**
 * Expects exactly one call in flight, resolves it with the outcome's `output` or rejects it with its `error`,
 * and waits until the machine has taken it.
 */
export async function settle<Output, Input>(
  actor: AnyActor,
  call: DeferredCall<Output, Input>,
  outcome: Outcome<NoInfer<Output>>,
) {
  const open = call.inFlight()
  expect(open).toHaveLength(1)
  const before = actor.getSnapshot()
  if ('output' in outcome) open[0]!.resolve(outcome.output)
  else open[0]!.reject(outcome.error)
  await waitFor(actor, (snapshot) => snapshot !== before)
}

/** Starts an actor of `logic` (with its input, inspector, …), pushing every event it emits onto `emitted`. */
export function startEmitting<TLogic extends AnyActorLogic, TEmitted>(
  logic: TLogic,
  options: ActorOptions<TLogic>,
  emitted: TEmitted[],
) {
  const actor = new Actor(logic, options)
  actor.on('*', (event) => emitted.push(event as TEmitted))
  actor.start()
  return actor
}
