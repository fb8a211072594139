// The header's account dialogs (SPEC 4 "Modals", 8): login leads to password recovery, whose success shows a
// "sent" dialog that closes back to login; every dialog closes on a route change. Recovery runs through the
// injected `restorePassword` actor; a second submit while it is in flight is ignored, and a failure stays in
// recovery with the server's message (shown under RECOVERY_ERROR_TITLE_KEY) or the generic server error.
// Login submits go straight to the auth machine (which ignores one in flight); this machine only chains dialogs.
import { assign, fromPromise, setup } from 'xstate'
import type { RestoreBody } from '../contract/auth'
import { formErrors, type FormErrors } from './form-errors'

/** The message key of the recovery failure's title. */
export const RECOVERY_ERROR_TITLE_KEY = 'errors_error'

export type ModalChainEvent =
  | { type: 'modal.openLogin' }
  | { type: 'modal.openRecovery' }
  | { type: 'modal.submit'; email: string }
  | { type: 'modal.close' }
  | { type: 'route.changed' }

export type ModalChainContext = {
  /** The address recovery was last asked for. */
  email: string
  error: FormErrors | null
  /** The server's confirmation, shown by the "sent" dialog. */
  sentMessage: string | null
}

export type RestoreResponse = { detail: string }

/** POST authorization/restore/, rejecting with `{ status, data }` (ApiError fits). */
export type ModalChainActors = {
  restorePassword: (args: { input: RestoreBody; signal: AbortSignal }) => Promise<RestoreResponse>
}

export const modalChainMachine = setup({
  types: {
    context: {} as ModalChainContext,
    events: {} as ModalChainEvent,
  },
  actors: {
    restorePassword: fromPromise<RestoreResponse, RestoreBody>(() =>
      Promise.reject(new Error('restorePassword is provided by the app')),
    ),
  },
  actions: {
    startRecovery: assign({ error: null, sentMessage: null }),
    rememberEmail: assign({ email: ({ event }) => (event.type === 'modal.submit' ? event.email : '') }),
    forgetError: assign({ error: null }),
    recoveryFailed: assign((_, { error }: { error: unknown }) => ({ error: formErrors(error) })),
    recoverySent: assign((_, output: RestoreResponse) => ({ sentMessage: output.detail })),
  },
}).createMachine({
  id: 'modalChain',
  initial: 'closed',
  context: { email: '', error: null, sentMessage: null },
  on: {
    'route.changed': '.closed',
  },
  states: {
    closed: {
      on: { 'modal.openLogin': 'login' },
    },
    login: {
      on: {
        'modal.openRecovery': 'recovery',
        'modal.close': 'closed',
      },
    },
    recovery: {
      entry: 'startRecovery',
      initial: 'idle',
      on: { 'modal.close': 'closed' },
      states: {
        idle: {
          on: { 'modal.submit': { target: 'submitting', actions: 'rememberEmail' } },
        },
        submitting: {
          entry: 'forgetError',
          invoke: {
            id: 'restorePassword',
            src: 'restorePassword',
            input: ({ context }) => ({ email: context.email }),
            onDone: {
              target: '#modalChain.sent',
              actions: { type: 'recoverySent', params: ({ event }) => event.output },
            },
            onError: {
              target: 'idle',
              actions: { type: 'recoveryFailed', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    sent: {
      on: { 'modal.close': 'login' },
    },
  },
})

/** The machine with the app's recovery call, ready for `createActor`. */
export const provideModalChain = (actors: ModalChainActors) =>
  modalChainMachine.provide({ actors: { restorePassword: fromPromise(actors.restorePassword) } })
