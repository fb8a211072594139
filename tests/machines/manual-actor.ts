// A stand-in for an injected async call: each call waits in `calls` until the test resolves or rejects it.
import { expect } from 'vitest'
import { Actor, waitFor, type ActorOptions, type AnyActor, type AnyActorLogic } from 'xstate'

export type PendingCall<Input, Output> = {
  input: Input
  signal: AbortSignal
  settled: boolean
  resolve: (output: Output) => void
  reject: (error: unknown) => void
}

export function manualCall<Output, Input = undefined>() {
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
  return { run, calls, inFlight }
}

/** Settles the one call in flight and waits until the machine has taken its outcome. */
export async function settle<Input, Output>(
  actor: AnyActor,
  call: ReturnType<typeof manualCall<Output, Input>>,
  how: (pending: PendingCall<Input, Output>) => void,
) {
  const [pending, ...others] = call.inFlight()
  if (!pending || others.length > 0) throw new Error(`expected one call in flight, found ${call.inFlight().length}`)
  const before = actor.getSnapshot()
  how(pending)
  await waitFor(actor, (snapshot) => snapshot !== before)
}

/** Starts an actor of `logic` (with its input, inspector, …), pushing every event it emits onto `emitted`. */
export function startEmitting<TLogic extends AnyActorLogic, TEmitted>(logic: TLogic, options: ActorOptions<TLogic>, emitted: TEmitted[]) {
  const actor = new Actor(logic, options)
  actor.on('*', (event) => emitted.push(event as TEmitted))
  actor.start()
  return actor
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

/** Expects one call in flight, resolves it with `value` or rejects it with it, and lets the machine take the outcome. */
export async function settleOne<Output, Input>(call: ReturnType<typeof manualCall<Output, Input>>, how: 'resolve' | 'reject', value: unknown) {
  const open = call.inFlight()
  expect(open).toHaveLength(1)
  if (how === 'resolve') open[0]!.resolve(value as Output)
  else open[0]!.reject(value)
  await flush()
}
