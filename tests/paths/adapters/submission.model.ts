// The submission machine as a guest meets it on the contact form (SPEC 3 "Contact form"): the machine itself, its
// check and send turned into events; the check's outcome follows the form's own rules (contract/forms.ts
// FeedbackBody) on the values the path typed, so the page and the model cannot disagree on it. Texts are message
// keys (the app's rules give keys; the server's answers, made up by the adapter, are built from keys too) that the
// adapter says in the path's locale. The events are only those the contact form offers (see EXCLUDED).
import { TestModel } from '@xstate/graph'
import * as v from 'valibot'
import type { AnyMachineSnapshot } from 'xstate'
import { FeedbackBody } from '../../../contract/forms'
import {
  submissionMachine,
  type FieldErrors,
  type FieldValues,
  type Refusal,
  type Sent,
  type SubmissionEvent,
} from '../../../machines/submission.machine'
import { actorDone, actorError, testModelMachine } from '../../machines/harness/model-machine'
import { describeStep, keyedBy } from '../../machines/harness/state-keys'
import { coveringPaths, lazyPaths, offeredOnly } from '../model-paths'

export const CHECKED = actorDone('check')
export const CHECK_FAILED = actorError('check')
export const SENT = actorDone('send')
export const SEND_FAILED = actorError('send')

export type Edit = Extract<SubmissionEvent, { type: 'submission.edit' }>
export type ModelEvent =
  | SubmissionEvent
  | { type: typeof CHECKED; output: unknown }
  | { type: typeof CHECK_FAILED; error: Refusal }
  | { type: typeof SENT; output: Sent }
  | { type: typeof SEND_FAILED; error: ServerRefusal | ServerFailure }

/** The server's refusal: field errors and a message (message keys), answered with a 400. */
export type ServerRefusal = Refusal & { status: 400 }
/** A failure that is no refusal: a 500 whose body says nothing the app can show (a proxy's plain text). */
export type ServerFailure = { status: 500; data: string }

/** Stands for the visitor's city the form opens with: the page's default city, in the path's locale. */
export const VISITOR_CITY = '(the visitor city)'

const CLEARED = { full_name: '', phone: '', question: '', agreement: '', website: '' }
export const INPUT = { values: { ...CLEARED, city: VISITOR_CITY } }

const edit = (field: string, value: string): Edit => ({ type: 'submission.edit', field, value })

/** What a visitor types, field by field, until the form is complete. */
const FILLS: Edit[] = [
  edit('full_name', 'Anna Petrova'),
  edit('phone', '+7 912 345-67-89'),
  edit('question', 'Do you deliver to Kazan on Saturdays?'),
  edit('agreement', 'yes'),
]
/** A phone the rules refuse, typed while the complete form is being sent (what is sent stays as it was). */
const SHORT_PHONE = edit('phone', '12345')

const SUBMIT: ModelEvent = { type: 'submission.submit' }
const DISMISS: ModelEvent = { type: 'submission.dismiss' }

const SENT_ANSWER = 'forms_feedback_sent'
const SUCCESS: ModelEvent = { type: SENT, output: { answer: { detail: SENT_ANSWER }, values: CLEARED } }
/** The server refuses the phone and says why in a message of its own (here its rate limit's). */
const REFUSAL: ServerRefusal = {
  status: 400,
  errors: { phone: ['forms_validation_phone_digits'] },
  message: 'auth_too_many_attempts',
}
const REFUSED: ModelEvent = { type: SEND_FAILED, error: REFUSAL }
const FAILED: ModelEvent = { type: SEND_FAILED, error: { status: 500, data: 'Internal Server Error' } }

/** The body the form sends for `values` (src/state/use-feedback-form.ts): the consent as a boolean. */
export const bodyOf = (values: FieldValues) => ({ ...values, agreement: values.agreement === 'yes' })

/** The form's rules on `values`: each refused field with its first message key (src/lib/forms/validate.ts). */
export function refusedFields(values: FieldValues): FieldErrors | null {
  const result = v.safeParse(FeedbackBody, bodyOf(values))
  if (result.success) return null
  const errors: FieldErrors = {}
  for (const issue of result.issues) errors[v.getDotPath(issue) ?? ''] ??= [issue.message]
  return errors
}

function checkOutcome(values: FieldValues): ModelEvent {
  const errors = refusedFields(values)
  return errors ? { type: CHECK_FAILED, error: { errors, message: null } } : { type: CHECKED, output: bodyOf(values) }
}

const nextFill = (values: FieldValues) => FILLS.find(({ field, value }) => values[field] !== value)

function offered(state: AnyMachineSnapshot): ModelEvent[] {
  const { values } = state.context as { values: FieldValues }
  const fill = nextFill(values)
  const edits = fill ? [fill] : []
  if (state.matches('validating')) return [checkOutcome(values)]
  if (state.matches('sending'))
    return [SUCCESS, REFUSED, FAILED, ...(values.phone === SHORT_PHONE.value ? [] : [SHORT_PHONE])]
  // The success modal holds the page: only its OK leaves it.
  if (state.matches('succeeded')) return [DISMISS]
  return [...edits, SUBMIT]
}

/** What the offered events read: the state, how far each field is filled, and the form's message. */
const keyOf = (state: AnyMachineSnapshot) => {
  const { values, message } = state.context as { values: FieldValues; message: string | null }
  const fields = FILLS.map(({ field, value }) => (values[field] === value ? '+' : values[field] === '' ? '-' : '?'))
  return `${JSON.stringify(state.value)} ${fields.join('')} message=${String(message)}`
}

export const submissionModel = testModelMachine(submissionMachine)

/** What the contact form does not offer; the machine's model test takes these. */
export const EXCLUDED = [
  {
    item: 'submission.validating --submission.edit--> submission.validating',
    reason:
      "the form's check is local (a promise of the shared rules) and settles within the task of the press: no " +
      'input event can come between the press and its outcome',
  },
  {
    item: 'submission.refused --submission.dismiss--> submission.idle',
    reason:
      "the contact form's refusal is an alert in the form without a close button: it goes with the next edit or " +
      "press (taken by the paths); the wait-list button's error modal offers it, a form of another screen",
  },
  ...[
    'submission.succeeded --submission.submit--> submission.validating',
    'submission.succeeded --submission.edit--> submission.idle',
  ].map((item) => ({
    item,
    reason:
      "the contact form's success is a modal dialog (focus trapped, the page behind covered): the form can be " +
      'edited or sent again only once it is closed (submission.dismiss, taken by the paths); the password ' +
      "form's inline notice offers it, a form of another screen",
  })),
]

const model = new TestModel(submissionModel, {
  ...offeredOnly(submissionModel),
  events: offered,
  input: INPUT,
  serializeState: keyedBy(keyOf, describeStep),
})

export const submissionPaths = lazyPaths(() => coveringPaths(model.getShortestPaths(), submissionModel, INPUT))
