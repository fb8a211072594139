// A stand-in for an injected async call: each call waits in `calls` until the test resolves or rejects it.
import { waitFor, type AnyActor } from 'xstate'

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
