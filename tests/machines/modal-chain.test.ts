// Model-based test of the account dialogs: the shortest path to every transition of the machine is replayed
// against a live actor whose recovery call is a promise the test settles, so the call made (and its cancellation)
// and the error or confirmation kept are checked as well as the dialog shown; an inspector records what the actor
// went through, and the file ends by checking that this is every state and every transition the machine declares.
// Focused tests of the rules follow.
import { createTestModel } from '@xstate/graph'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createActor, type Actor } from 'xstate'
import { SERVER_ERROR_KEY } from '../../machines/form-errors'
import {
  modalChainMachine,
  provideModalChain,
  RECOVERY_ERROR_TITLE_KEY,
  type ModalChainEvent,
  type RestoreResponse,
} from '../../machines/modal-chain.machine'
import en from '../../messages/en.json'
import ru from '../../messages/ru.json'
import type { RestoreBody } from '../../contract/auth'
import { failure, OFFLINE } from './auth-fixtures'
import { coverageRecorder, expectWholeMachineTaken } from './harness/coverage'
import { deferredCall, settle, type DeferredCall } from './harness/deferred-call'
import { actorDone, actorError, testModelMachine } from './harness/model-machine'
import { modelParams, testPaths } from './harness/paths'
import { describeStep, failureKeys } from './harness/state-keys'

const DONE = actorDone('restorePassword')
const ERROR = actorError('restorePassword')

const EMAIL = 'buyer@example.com'
const SENT: RestoreResponse = { detail: 'Если адрес зарегистрирован, мы отправили на него ссылку.' }
const INVALID_EMAIL = failure(400, { email: ['Введите корректный e-mail.'] })

type ModelEvent =
  ModalChainEvent | { type: typeof DONE; output: RestoreResponse } | { type: typeof ERROR; error: unknown }

const events: ModelEvent[] = [
  { type: 'modal.openLogin' },
  { type: 'modal.openRecovery' },
  { type: 'modal.submit', email: EMAIL },
  { type: 'modal.close' },
  { type: 'route.changed' },
  { type: DONE, output: SENT },
  { type: ERROR, error: INVALID_EMAIL },
  { type: ERROR, error: OFFLINE },
]

const model = createTestModel(testModelMachine(modalChainMachine), { events, serializeState: failureKeys() })

const coverage = coverageRecorder()
let actor: Actor<typeof modalChainMachine>
let restore: DeferredCall<RestoreResponse, RestoreBody>

function start() {
  restore = deferredCall<RestoreResponse, RestoreBody>()
  actor = createActor(provideModalChain({ restorePassword: restore.run }), { inspect: coverage.inspect }).start()
}

const context = () => actor.getSnapshot().context
const nothingInFlight = () => expect(restore.inFlight()).toEqual([])

const stateChecks: Record<string, () => void> = {
  closed: nothingInFlight,
  login: nothingInFlight,
  'recovery.idle': nothingInFlight,
  'recovery.submitting': () => {
    expect(restore.inFlight().map((call) => call.input)).toEqual([{ email: EMAIL }])
    expect(context().error).toBeNull()
  },
  sent: () => {
    nothingInFlight()
    expect(context().sentMessage).toBe(SENT.detail)
  },
}

const params = modelParams({
  actor: () => actor,
  states: stateChecks,
  events,
  on: {
    [DONE]: (event) => settle(actor, restore, event),
    [ERROR]: async (event) => {
      const { error } = event
      await settle(actor, restore, event)
      // The server's field errors, or the generic server error when no response arrived.
      expect(context().error).toEqual(
        error === OFFLINE
          ? { fieldErrors: {}, message: SERVER_ERROR_KEY }
          : { fieldErrors: INVALID_EMAIL.data, message: null },
      )
    },
  },
})

afterEach(() => {
  actor.stop()
})

describe('modal chain machine: model', () => {
  testPaths(model.getShortestPaths(), params, { start, describe: describeStep })
})

describe('modal chain machine: rules', () => {
  beforeEach(() => start())

  const openRecovery = () => {
    actor.send({ type: 'modal.openLogin' })
    actor.send({ type: 'modal.openRecovery' })
  }

  it('goes login → recovery → sent, and closing "sent" returns to login', async () => {
    openRecovery()
    actor.send({ type: 'modal.submit', email: EMAIL })
    await settle(actor, restore, { output: SENT })
    expect(actor.getSnapshot().value).toBe('sent')
    actor.send({ type: 'modal.close' })
    expect(actor.getSnapshot().value).toBe('login')
    actor.send({ type: 'modal.close' })
    expect(actor.getSnapshot().value).toBe('closed')
  })

  it('ignores a second submit while the first is in flight', async () => {
    openRecovery()
    actor.send({ type: 'modal.submit', email: EMAIL })
    actor.send({ type: 'modal.submit', email: 'other@example.com' })
    expect(restore.calls.map((call) => call.input)).toEqual([{ email: EMAIL }])
    await settle(actor, restore, { error: INVALID_EMAIL })
    actor.send({ type: 'modal.submit', email: 'other@example.com' })
    expect(restore.calls.map((call) => call.input.email)).toEqual([EMAIL, 'other@example.com'])
  })

  it('stays in recovery with the server message, and forgets it on the next attempt and on reopening', async () => {
    openRecovery()
    actor.send({ type: 'modal.submit', email: EMAIL })
    await settle(actor, restore, { error: failure(429, { detail: 'Слишком много запросов.' }) })
    expect(actor.getSnapshot().value).toEqual({ recovery: 'idle' })
    expect(context().error).toEqual({ fieldErrors: {}, message: 'Слишком много запросов.' })
    actor.send({ type: 'modal.submit', email: EMAIL })
    expect(context().error).toBeNull()
    await settle(actor, restore, { error: failure(502, '<html>Bad Gateway</html>') })
    expect(context().error).toEqual({ fieldErrors: {}, message: SERVER_ERROR_KEY })
    actor.send({ type: 'modal.close' })
    openRecovery()
    expect(context().error).toBeNull()
  })

  it('closes every dialog on a route change, abandoning a recovery in flight', async () => {
    const reach: (() => Promise<void> | void)[] = [
      () => actor.send({ type: 'modal.openLogin' }),
      openRecovery,
      () => {
        openRecovery()
        actor.send({ type: 'modal.submit', email: EMAIL })
      },
      async () => {
        openRecovery()
        actor.send({ type: 'modal.submit', email: EMAIL })
        await settle(actor, restore, { output: SENT })
      },
    ]
    for (const go of reach) {
      await go()
      expect(actor.getSnapshot().value).not.toBe('closed')
      actor.send({ type: 'route.changed' })
      expect(actor.getSnapshot().value).toBe('closed')
      nothingInFlight()
    }
    expect(restore.calls[0]?.signal.aborted).toBe(true)
  })

  it('names message keys that exist in both languages', () => {
    for (const key of [RECOVERY_ERROR_TITLE_KEY, SERVER_ERROR_KEY]) {
      expect(ru).toHaveProperty(key)
      expect(en).toHaveProperty(key)
    }
  })
})

// The generated paths and the focused tests together must have taken the whole machine.
afterAll(() => expectWholeMachineTaken(coverage, modalChainMachine))
