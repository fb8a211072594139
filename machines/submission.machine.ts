// One form's submission: the visitor edits fields, presses submit, the values are checked (the injected `check`
// actor: the app's validation, answering the body to send), then sent (the injected `send` actor). A press while
// checking or sending is ignored. A refusal — by the check (`invalid`) or by the server (`refused`) — keeps what
// was typed and holds messages under fields plus one message for the form; editing a field drops its messages
// (and those of fields whose rule depends on it) and the form's message, since they were about the old value.
// A success applies what the send says the fields become (a form that empties itself) and keeps the answer.
import { assign, emit, fromPromise, setup } from 'xstate'
import { SERVER_ERROR_KEY } from './form-errors'

export type FieldValues = Record<string, unknown>
export type FieldErrors = Record<string, string[]>

/** How the check or the send rejects: messages under the form's fields and one message for the whole form. */
export type Refusal = { errors: FieldErrors; message: string | null }

/** What a send answers: the server's answer and the fields that change after the success. */
export type Sent = { answer: unknown; values: FieldValues }

export type SubmissionContext = {
  values: FieldValues
  errors: FieldErrors
  /** The form's one message: the server's text, or a message key (SERVER_ERROR_KEY) for the app to translate. */
  message: string | null
  /** What the last check let through, to be sent. */
  body: unknown
  /** The last success: what was sent and what came back; kept until the next success. */
  success: { body: unknown; answer: unknown } | null
}

export type SubmissionInput = { values: FieldValues }

export type SubmissionEvent =
  /** `dependents`: fields whose rule reads this one, so their messages are stale too. */
  | { type: 'submission.edit'; field: string; value: unknown; dependents?: readonly string[] }
  | { type: 'submission.submit' }
  /** The visitor closed the outcome (a success notice, a failure alert). */
  | { type: 'submission.dismiss' }

export type SubmissionEmitted = { type: 'submission.refused' }

export type SubmissionStatus = 'idle' | 'validating' | 'invalid' | 'sending' | 'refused' | 'succeeded'

const isRefusal = (error: unknown): error is Refusal =>
  typeof error === 'object' && error !== null && 'errors' in error && 'message' in error

/** Anything but a Refusal (a bug, a lost connection the app did not describe) is the generic server error. */
const refusalOf = (error: unknown): Refusal => (isRefusal(error) ? error : { errors: {}, message: SERVER_ERROR_KEY })

export const submissionMachine = setup({
  types: {
    context: {} as SubmissionContext,
    events: {} as SubmissionEvent,
    emitted: {} as SubmissionEmitted,
    input: {} as SubmissionInput,
  },
  actors: {
    // Provided by the app: the form's validation; answers the body to send or rejects with a Refusal.
    check: fromPromise<unknown, FieldValues>(() => Promise.reject(new Error('check is provided by the app'))),
    // Provided by the app: the API call; rejects with a Refusal.
    send: fromPromise<Sent, unknown>(() => Promise.reject(new Error('send is provided by the app'))),
  },
  actions: {
    edit: assign(({ context, event }) => {
      if (event.type !== 'submission.edit') return {}
      const stale = new Set([event.field, ...(event.dependents ?? [])])
      const errors = Object.fromEntries(Object.entries(context.errors).filter(([field]) => !stale.has(field)))
      return { values: { ...context.values, [event.field]: event.value }, errors, message: null }
    }),
    dropMessage: assign({ message: null }),
    takeBody: assign((_, { body }: { body: unknown }) => ({ body, errors: {} })),
    takeSuccess: assign(({ context }, { sent }: { sent: Sent }) => ({
      values: { ...context.values, ...sent.values },
      errors: {},
      message: null,
      success: { body: context.body, answer: sent.answer },
    })),
    refuse: assign((_, { error }: { error: unknown }) => refusalOf(error)),
    announceRefused: emit({ type: 'submission.refused' }),
  },
}).createMachine({
  id: 'submission',
  context: ({ input }) => ({ values: input.values, errors: {}, message: null, body: null, success: null }),
  initial: 'idle',
  on: {
    'submission.edit': { actions: 'edit' },
  },
  states: {
    idle: {
      on: { 'submission.submit': { target: 'validating' } },
    },
    validating: {
      invoke: {
        id: 'check',
        src: 'check',
        input: ({ context }) => context.values,
        onDone: { target: 'sending', actions: { type: 'takeBody', params: ({ event }) => ({ body: event.output }) } },
        onError: {
          target: 'invalid',
          actions: [{ type: 'refuse', params: ({ event }) => ({ error: event.error }) }, 'announceRefused'],
        },
      },
      // The check was of the old values: it starts again.
      on: { 'submission.edit': { target: 'validating', reenter: true, actions: 'edit' } },
    },
    invalid: {
      on: {
        'submission.submit': { target: 'validating', actions: 'dropMessage' },
        'submission.edit': { target: 'idle', actions: 'edit' },
      },
    },
    // Edits are taken (the inputs stay live) but do not change what is being sent.
    sending: {
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }: { context: SubmissionContext }) => context.body,
        onDone: {
          target: 'succeeded',
          actions: { type: 'takeSuccess', params: ({ event }) => ({ sent: event.output }) },
        },
        onError: {
          target: 'refused',
          actions: [{ type: 'refuse', params: ({ event }) => ({ error: event.error }) }, 'announceRefused'],
        },
      },
    },
    refused: {
      on: {
        'submission.submit': { target: 'validating', actions: 'dropMessage' },
        'submission.edit': { target: 'idle', actions: 'edit' },
        'submission.dismiss': { target: 'idle', actions: 'dropMessage' },
      },
    },
    succeeded: {
      on: {
        'submission.submit': { target: 'validating' },
        'submission.edit': { target: 'idle', actions: 'edit' },
        'submission.dismiss': { target: 'idle' },
      },
    },
  },
})
