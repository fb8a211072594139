// The header's account dialogs as a guest meets them: the machine itself, with only what the page offers in each
// dialog (the header's "sign in", "forgot your password?", the recovery form, a dialog's close, the browser's back
// and forward) and the recovery call's answer: the server's own, or a failure the adapter answers for it.
import { TestModel } from '@xstate/graph'
import type { AnyMachineSnapshot } from 'xstate'
import { modalChainMachine, type ModalChainEvent, type RestoreResponse } from '../../../machines/modal-chain.machine'
import { actorDone, actorError, testModelMachine } from '../../machines/harness/model-machine'
import { failureKeys } from '../../machines/harness/state-keys'
import { coveringPaths, lazyPaths, offeredOnly } from '../model-paths'

export const DONE = actorDone('restorePassword')
export const ERROR = actorError('restorePassword')

/** An address no account has: the server answers it as any other and mails nobody. */
export const RECOVERY_EMAIL = 'nobody-recovers@example.com'

/** The failure the adapter answers the recovery call with: the server unavailable. */
export const UNAVAILABLE = { status: 503, data: {} }

const SAMPLE_SENT: RestoreResponse = { detail: 'the server answers its own' }

export type ModelEvent =
  ModalChainEvent | { type: typeof DONE; output: RestoreResponse } | { type: typeof ERROR; error: typeof UNAVAILABLE }

export const modalChainModel = testModelMachine(modalChainMachine)

const open: ModelEvent = { type: 'modal.openLogin' }
const close: ModelEvent = { type: 'modal.close' }
const routeChanged: ModelEvent = { type: 'route.changed' }

function offered(state: AnyMachineSnapshot): ModelEvent[] {
  if (state.matches('closed')) return [open, routeChanged]
  if (state.matches('login')) return [{ type: 'modal.openRecovery' }, close, routeChanged]
  if (state.matches({ recovery: 'idle' })) return [{ type: 'modal.submit', email: RECOVERY_EMAIL }, close, routeChanged]
  if (state.matches({ recovery: 'submitting' }))
    return [{ type: DONE, output: SAMPLE_SENT }, { type: ERROR, error: UNAVAILABLE }, routeChanged]
  return [close, routeChanged]
}

const model = new TestModel(modalChainModel, {
  ...offeredOnly(modalChainModel),
  events: offered,
  serializeState: failureKeys(),
})

export const modalChainPaths = lazyPaths(() => coveringPaths(model.getShortestPaths(), modalChainModel, undefined))
