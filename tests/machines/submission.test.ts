// Model-based test of the form submission machine: the shortest path to every transition is replayed against a
// live actor whose check and send are promises the test settles, checking that a press checks the values as they
// are and sends what the check let through, one attempt at a time (a press while checking or sending is ignored,
// an edit while checking checks again); that a refusal by the check or by the server keeps what was typed and
// holds its field errors and message (anything but a refusal is the generic server error) and is announced;
// that an edit drops its field's errors, those of its dependents and the form's message; that a success applies
// the fields the send changed and keeps what was sent and answered; and that dismissing an outcome returns to
// the form. The file ends by checking that every state and transition was taken.
import { createTestModel } from '@xstate/graph'
import { afterAll, describe, expect, it } from 'vitest'
import { type Actor, type AnyMachineSnapshot, type EventObject } from 'xstate'
import { SERVER_ERROR_KEY } from '../../machines/form-errors'
import {
  submissionMachine,
  type FieldValues,
  type Refusal,
  type Sent,
  type SubmissionEmitted,
  type SubmissionEvent,
} from '../../machines/submission.machine'
import { coverageRecorder, expectWholeMachineTaken } from './harness/coverage'
import { deferredCall, settle, startEmitting, type DeferredCall } from './harness/deferred-call'
import { actorDone, actorError, testModelMachine } from './harness/model-machine'
import { testPaths } from './harness/paths'
import { describeEvent, keyedBy } from './harness/state-keys'

const CHECKED = actorDone('check')
const CHECK_FAILED = actorError('check')
const SENT = actorDone('send')
const SEND_FAILED = actorError('send')

const VALUES = { email: 'ann@example.com', current_password: 'secret', phone: '+7 999 123-45-67' }
const EDIT = {
  type: 'submission.edit',
  field: 'email',
  value: 'bob@example.com',
  dependents: ['current_password'],
} as const
const BODY = { email: 'ann@example.com', current_password: 'secret', phone: '79991234567' }
const ANSWER = { detail: 'Сохранено' }
const SENT_OUTPUT: Sent = { answer: ANSWER, values: { current_password: '' } }
const INVALID: Refusal = {
  errors: { email: ['Неверный e-mail'], current_password: ['Введите пароль'], phone: ['Неверный телефон'] },
  message: null,
}
const REFUSED: Refusal = { errors: { phone: ['Номер уже занят'] }, message: 'Проверьте данные' }
const OFFLINE = new TypeError('Failed to fetch')

type ModelEvent =
  | SubmissionEvent
  | { type: typeof CHECKED; output: unknown }
  | { type: typeof SENT; output: Sent }
  | { type: typeof CHECK_FAILED | typeof SEND_FAILED; error: unknown }

const events: ModelEvent[] = [
  EDIT,
  { type: 'submission.submit' },
  { type: 'submission.dismiss' },
  { type: CHECKED, output: BODY },
  { type: CHECK_FAILED, error: INVALID },
  { type: SENT, output: SENT_OUTPUT },
  { type: SEND_FAILED, error: REFUSED },
  { type: SEND_FAILED, error: OFFLINE },
]

/** A failure's kind in titles and keys: a refusal with a message, one without, or no refusal at all. */
const failureKind = (event: EventObject) => {
  if (!('error' in event)) return ''
  const { error } = event as { error: unknown }
  return error === OFFLINE ? ' (offline)' : ` (${(error as Refusal).message === null ? 'fields' : 'message'})`
}
const describeStep = (event: EventObject) => `${describeEvent(event)}${failureKind(event)}`

/** States keyed by value and message, with the step that led there, so both server failures get a path. */
const keyOf = (state: AnyMachineSnapshot) =>
  `${JSON.stringify(state.value)} message=${String((state.context as { message: unknown }).message)}`

const model = createTestModel(testModelMachine(submissionMachine), {
  events,
  input: { values: VALUES },
  serializeState: keyedBy(keyOf, describeStep),
})

const coverage = coverageRecorder()
let actor: Actor<typeof submissionMachine>
let check: DeferredCall<unknown, FieldValues>
let send: DeferredCall<Sent, unknown>
let emitted: SubmissionEmitted[]

const snapshot = () => actor.getSnapshot()
const context = () => snapshot().context
const inFlight = () => [...check.inFlight(), ...send.inFlight()]

function startActor() {
  check = deferredCall<unknown, FieldValues>()
  send = deferredCall<Sent, unknown>()
  emitted = []
  const machine = submissionMachine.provide({ actors: { check: check.logic, send: send.logic } })
  actor = startEmitting(machine, { input: { values: VALUES }, inspect: coverage.inspect }, emitted)
}

const modelParams = {
  states: {
    idle: () => {
      expect(snapshot().value).toBe('idle')
      expect(inFlight()).toEqual([])
      expect(context().message).toBeNull()
    },
    validating: () => {
      expect(snapshot().value).toBe('validating')
      // One check, of the values as they are now.
      expect(check.inFlight().map((call) => call.input)).toEqual([context().values])
      expect(send.inFlight()).toEqual([])
      expect(context().message).toBeNull()
    },
    invalid: () => {
      expect(snapshot().value).toBe('invalid')
      expect(inFlight()).toEqual([])
      expect(context()).toMatchObject({ errors: INVALID.errors, message: null })
      expect(emitted.at(-1)).toEqual({ type: 'submission.refused' })
    },
    sending: () => {
      expect(snapshot().value).toBe('sending')
      expect(send.inFlight().map((call) => call.input)).toEqual([BODY])
      expect(check.inFlight()).toEqual([])
      expect(context()).toMatchObject({ body: BODY, errors: {}, message: null })
    },
    refused: () => {
      expect(snapshot().value).toBe('refused')
      expect(inFlight()).toEqual([])
      expect(context().message).not.toBeNull()
      expect(emitted.at(-1)).toEqual({ type: 'submission.refused' })
    },
    succeeded: () => {
      expect(snapshot().value).toBe('succeeded')
      expect(inFlight()).toEqual([])
      expect(context()).toMatchObject({ errors: {}, message: null, success: { body: BODY, answer: ANSWER } })
      expect(context().values.current_password).toBe('')
    },
  },
  events: {
    'submission.edit': () => {
      const before = { state: snapshot().value, context: context(), checks: check.inFlight() }
      actor.send(EDIT)
      const { email: _edited, current_password: _dependent, ...untouched } = before.context.errors
      expect(context()).toMatchObject({
        values: { ...before.context.values, email: EDIT.value },
        errors: untouched,
        message: null,
      })
      if (before.state === 'validating') {
        // The check of the old values stops; the new values are checked.
        for (const call of before.checks) expect(call.signal.aborted).toBe(true)
        expect(check.inFlight().map((call) => call.input)).toEqual([context().values])
      }
      // What is being sent stays as it was checked.
      if (before.state === 'sending') expect(send.inFlight().map((call) => call.input)).toEqual([BODY])
    },
    'submission.submit': () => {
      const before = { state: snapshot().value, checks: check.calls.length, sends: send.calls.length }
      actor.send({ type: 'submission.submit' })
      const busy = before.state === 'validating' || before.state === 'sending'
      expect(check.calls.length).toBe(busy ? before.checks : before.checks + 1)
      expect(send.calls.length).toBe(before.sends)
      if (busy) expect(snapshot().value).toBe(before.state)
      else expect(context().message).toBeNull()
    },
    'submission.dismiss': () => {
      const before = { state: snapshot().value, context: context() }
      actor.send({ type: 'submission.dismiss' })
      if (before.state === 'refused' || before.state === 'succeeded') {
        // The outcome goes; what was typed and the errors under fields stay.
        expect(context()).toMatchObject({ values: before.context.values, errors: before.context.errors, message: null })
      } else {
        expect(snapshot().value).toBe(before.state)
      }
    },
    [CHECKED]: async () => {
      await settle(actor, check, { output: BODY })
      expect(context()).toMatchObject({ body: BODY, errors: {} })
    },
    [CHECK_FAILED]: async () => {
      const { values } = context()
      await settle(actor, check, { error: INVALID })
      expect(context()).toMatchObject({ values, errors: INVALID.errors, message: null })
    },
    [SENT]: async () => {
      const { values } = context()
      await settle(actor, send, { output: SENT_OUTPUT })
      // Only the fields the send changed change; the others keep what was typed (also while sending).
      expect(context().values).toEqual({ ...values, current_password: '' })
    },
    [SEND_FAILED]: async ({ event }: { event: EventObject }) => {
      const { error } = event as Extract<ModelEvent, { type: typeof SEND_FAILED }>
      const { values } = context()
      await settle(actor, send, { error })
      expect(context().values).toEqual(values)
      if (error === OFFLINE) expect(context()).toMatchObject({ errors: {}, message: SERVER_ERROR_KEY })
      else expect(context()).toMatchObject(REFUSED)
    },
  },
}

describe('submission machine: model', () => {
  testPaths(model.getShortestPaths(), modelParams, {
    start: startActor,
    stop: () => actor.stop(),
    describe: describeStep,
  })
})

describe('submission machine: rules', () => {
  it('keeps the last success while the next attempt runs and after it is refused', async () => {
    startActor()
    actor.send({ type: 'submission.submit' })
    await settle(actor, check, { output: BODY })
    await settle(actor, send, { output: { answer: ANSWER, values: {} } })
    actor.send({ type: 'submission.submit' })
    await settle(actor, check, { output: { ...BODY, phone: '' } })
    expect(context().success).toEqual({ body: BODY, answer: ANSWER })
    await settle(actor, send, { error: REFUSED })
    expect(context()).toMatchObject({
      success: { body: BODY, answer: ANSWER },
      errors: REFUSED.errors,
      message: REFUSED.message,
    })
    actor.stop()
  })

  it('drops only the edited field’s errors when it has no dependents', async () => {
    startActor()
    actor.send({ type: 'submission.submit' })
    await settle(actor, check, { error: INVALID })
    actor.send({ type: 'submission.edit', field: 'phone', value: '' })
    expect(context().errors).toEqual({ email: INVALID.errors.email, current_password: INVALID.errors.current_password })
    expect(snapshot().value).toBe('idle')
    actor.stop()
  })
})

afterAll(() => expectWholeMachineTaken(coverage, submissionMachine))
