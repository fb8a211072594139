// The React side of the submission machine, one per form: the form's validation becomes the `check` actor, its
// API call the `send` actor (a failure read by refusalOf: the form's own fields' errors under them, the rest as
// its message). Both are read at call time, so they see the props of the latest render. `formProps` go on the
// <form>: after a refusal they take the visitor to the first field to fix.
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react'
import { fromPromise } from 'xstate'
import {
  submissionMachine,
  type FieldValues,
  type Refusal,
  type Sent,
  type SubmissionStatus,
} from '../../machines/submission.machine'
import { useLatest } from '../lib/use-latest'
import { providedInBrowser } from './provided-in-browser'
import { messageText } from '../lib/forms/messages'
import { refusalOf } from '../lib/forms/refusal'
import type { FieldMessages, Validated } from '../lib/forms/validate'

export type SubmissionOptions<Values extends FieldValues, Body, Answer> = {
  /** The fields as the form opens. */
  values: Values
  /** Fields the server's errors may go under; every field of `values` unless told. */
  fields?: readonly string[]
  /** The form's rules, answering the body to send; unless told, the values are the body. */
  validate?: (values: Values) => Validated<Body>
  /** The one API call. */
  send: (body: Body, signal: AbortSignal) => Promise<Answer>
  /** Fields that change after a success (a form that empties itself). */
  after?: (answer: Answer, body: Body) => Partial<Values>
  /** Fields whose rule reads another one: an edit of the key makes their messages stale too. */
  dependents?: Partial<Record<keyof Values, readonly string[]>>
}

type TextField<Values> = {
  [Field in keyof Values & string]: Values[Field] extends string ? Field : never
}[keyof Values & string]

export type Submission<Values extends FieldValues, Body, Answer> = {
  status: SubmissionStatus
  /** Checking or sending: a press now is ignored. */
  busy: boolean
  values: Values
  errors: FieldMessages
  /** The form's one message, in the current language. */
  message: string | null
  /** The last success: what was sent and what came back. */
  success: { body: Body; answer: Answer } | null
  edit: <Field extends keyof Values & string>(field: Field, value: Values[Field]) => void
  submit: () => void
  dismiss: () => void
  /** Props of a text input (TextField, TextAreaField) bound to a field. */
  bind: (field: TextField<Values>) => {
    name: string
    value: string
    onValueChange: (value: string) => void
    errors: string[] | undefined
  }
  /** Props of the <form>: after a refusal its first field to fix takes the focus. */
  formProps: {
    ref: RefObject<HTMLFormElement | null>
    onSubmit: (event: FormEvent<HTMLFormElement>) => void
    noValidate: true
    'aria-busy': true | undefined
  }
}

/** A control marked invalid itself, or the first control of a marked group (a fieldset cannot take the focus). */
const CONTROL = ':is(input, textarea, select)'
const FIRST_TO_FIX = `${CONTROL}[aria-invalid="true"], :is([aria-invalid="true"], [data-invalid]) ${CONTROL}`

const asIs = <Values, Body>(values: Values): Validated<Body> => ({ ok: true, output: values as unknown as Body })

export function useSubmission<Values extends FieldValues, Body = Values, Answer = unknown>(
  options: SubmissionOptions<Values, Body, Answer>,
): Submission<Values, Body, Answer> {
  const latest = useLatest(options)
  const [machine] = useState(() =>
    providedInBrowser(submissionMachine, (machine) =>
      machine.provide({
        actors: {
          check: fromPromise<unknown, FieldValues>(async ({ input }) => {
            const checked = (latest.current.validate ?? asIs<Values, Body>)(input as Values)
            if (checked.ok) return checked.output
            throw { errors: checked.errors, message: null } satisfies Refusal
          }),
          send: fromPromise<Sent, unknown>(async ({ input, signal }) => {
            const { send, after, fields, values } = latest.current
            const body = input as Body
            const answer = await send(body, signal).catch((error: unknown) => {
              throw refusalOf(error, fields ?? Object.keys(values))
            })
            return { answer, values: after?.(answer, body) ?? {} }
          }),
        },
      }),
    ),
  )
  const actor = useActorRef(machine, { input: { values: options.values } })
  const formRef = useRef<HTMLFormElement>(null)

  useEffect(() => {
    const subscription = actor.on('submission.refused', () => {
      // After React has marked the fields.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(FIRST_TO_FIX)?.focus())
    })
    return () => subscription.unsubscribe()
  }, [actor])

  const status = useSelector(actor, (snapshot) => snapshot.value)
  const context = useSelector(actor, (snapshot) => snapshot.context)
  const values = context.values as Values
  const busy = status === 'validating' || status === 'sending'
  const edit: Submission<Values, Body, Answer>['edit'] = (field, value) =>
    actor.send({ type: 'submission.edit', field, value, dependents: options.dependents?.[field] })
  const submit = () => actor.send({ type: 'submission.submit' })
  return {
    status,
    busy,
    values,
    errors: context.errors,
    message: context.message === null ? null : messageText(context.message),
    success: context.success as Submission<Values, Body, Answer>['success'],
    edit,
    submit,
    dismiss: () => actor.send({ type: 'submission.dismiss' }),
    bind: (field) => ({
      name: field,
      value: values[field] as string,
      onValueChange: (value: string) => edit(field, value as Values[typeof field]),
      errors: context.errors[field],
    }),
    formProps: {
      ref: formRef,
      onSubmit: (event) => {
        event.preventDefault()
        submit()
      },
      noValidate: true,
      'aria-busy': busy || undefined,
    },
  }
}
