// The submission machine on the contact form (/contacts/), as a guest: typing into its fields and ticking the
// consent, the press of "Send question", the form's own check, and the send held until the model says how it
// ends: let through to the server, answered with the server's refusal (field errors and a message in the SPEC
// error format) or with a failure that is no refusal (a 500 with a proxy's text), the success modal closed.
// Each state is checked on the page: the fields as typed, the messages under them and the form's alert, the
// form busy while checking or sending, the request held with what the check let through, the success modal.
//
// `validating` lasts for the microtasks of the press (the check is a promise of the local rules), so the page
// is seen right after it: the press was taken (the form is busy, or its fields are marked), nothing went out
// with values the rules refuse, and what went out is the body of the values as they are now.
//
// The form takes 5 sends an address per 15 minutes (server/modules/forms/routes.ts FORM_SUBMISSIONS), the
// same on a fresh app: as the e2e contact tests do, the success goes to the server once per locale and
// viewport (4 sends a run) and is answered as the server answers it (201, its thank-you text) otherwise and
// always in safe mode, where nothing reaches the staff's inbox.
import type { Locator, Request } from 'playwright-core'
import { expect } from 'vitest'
import { submissionMachine, type FieldErrors, type FieldValues, type Sent } from '../../../machines/submission.machine'
import { m } from '../../../messages/compiled/messages.js'
import type { PathAdapter, PathDriver } from '../adapter'
import { eventually } from '../eventually'
import type { PathSession } from '../session'
import {
  CHECK_FAILED,
  CHECKED,
  EXCLUDED,
  INPUT,
  SEND_FAILED,
  SENT,
  VISITOR_CITY,
  bodyOf,
  refusedFields,
  submissionModel,
  submissionPaths,
  type ModelEvent,
  type ServerFailure,
  type ServerRefusal,
} from './submission.model'

type Context = {
  values: FieldValues
  errors: FieldErrors
  message: string | null
  body: unknown
  success: { body: unknown; answer: { detail: string } } | null
}

const FEEDBACK = /\/api\/(en\/)?forms\/feedback\/$/

/** The text fields by their labels; the consent is a checkbox of its own. */
const LABELS = {
  full_name: m.city_feedback_full_name,
  phone: m.city_feedback_phone,
  city: m.city_feedback_city,
  question: m.city_feedback_question,
} as const
type TextField = keyof typeof LABELS
const TEXT_FIELDS = Object.keys(LABELS) as TextField[]

type MessageFn = (inputs: Record<string, unknown>, options: { locale: string }) => string
/** The minutes the made-up rate-limit refusal speaks of. */
const MESSAGE_INPUTS = { minutes: 15 }

/** Groups (locale × viewport) whose success already went to the server in this run. */
const sentForReal = new Set<string>()

const normalized = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim()

/** The texts a control points at with aria-describedby: its errors (and hint). */
const described = (control: Locator) =>
  control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' | '),
  )

async function open(session: PathSession): Promise<PathDriver> {
  const { page, t, locale } = session
  const say = (key: string) => (m as unknown as Record<string, MessageFn>)[key]!(MESSAGE_INPUTS, { locale })
  const held = await session.hold({ url: (url) => FEEDBACK.test(url.pathname) })
  await session.open('/contacts/')

  const form = page.locator('form').filter({ has: page.getByRole('button', { name: t(m.city_feedback_submit) }) })
  const submitButton = form.getByRole('button', { name: t(m.city_feedback_submit) })
  const field = (name: TextField) => form.getByLabel(t(LABELS[name]), { exact: true })
  const consent = form.getByRole('checkbox', { name: t(m.city_feedback_agreement) })
  const failureAlert = form.getByRole('alert').filter({ hasText: t(m.city_feedback_failed) })
  const sentModal = page.getByRole('dialog', { name: t(m.city_feedback_sent_title) })

  const visitorCity = await field('city').inputValue()
  expect(visitorCity).not.toBe('')
  const onPage = (values: FieldValues): FieldValues => ({
    ...values,
    city: values.city === VISITOR_CITY ? visitorCity : values.city,
  })
  const bodyOnPage = (body: unknown) => onPage(body as FieldValues)
  const sentBody = (request: Request) => request.postDataJSON() as unknown

  /** Requests held before the last press: what came after it is what the check let through. */
  let sentBeforePress = 0
  const group = `${locale} ${session.viewport}`

  async function answerSuccess(output: Sent) {
    const detail = say((output.answer as { detail: string }).detail)
    if (session.safe || sentForReal.has(group)) return held.answer(201, { detail })
    sentForReal.add(group)
    const response = await held.release()
    expect(response?.status()).toBe(201)
    expect(await response?.json()).toEqual({ detail })
  }

  /** The server's refusal in the SPEC format: named items go under their fields, the unnamed one is the message. */
  const refusalAnswer = ({ errors, message }: ServerRefusal) => ({
    detail: {
      errors: [
        ...Object.entries(errors).flatMap(([name, keys]) => keys.map((key) => ({ name, message: say(key) }))),
        ...(message ? [{ name: '', message: say(message) }] : []),
      ],
    },
  })

  async function checkFields(values: FieldValues, errors: FieldErrors) {
    for (const name of TEXT_FIELDS) {
      const input = field(name)
      expect(await input.inputValue()).toBe(onPage(values)[name])
      const messages = errors[name]
      if (messages) {
        expect(await input.getAttribute('aria-invalid')).toBe('true')
        for (const key of messages) expect(await described(input)).toContain(say(key))
      } else expect(await input.getAttribute('aria-invalid')).toBeNull()
    }
    expect(await consent.isChecked()).toBe(values.agreement === 'yes')
    if (errors.agreement) {
      expect(await consent.getAttribute('aria-invalid')).toBe('true')
      expect(normalized(await described(consent))).toBe(normalized(errors.agreement.map(say).join(' ')))
    } else expect(await consent.getAttribute('aria-invalid')).toBeNull()
  }

  /** After a refusal the first field to fix takes the focus. */
  const firstToFixFocused = () =>
    eventually(async () =>
      expect(
        await form.evaluate((element) => {
          const first = element.querySelector('[aria-invalid="true"]')
          return first !== null && first === document.activeElement
        }),
      ).toBe(true),
    )

  const busy = async (expected: boolean) => {
    expect(await form.getAttribute('aria-busy')).toBe(expected ? 'true' : null)
    expect(await submitButton.isDisabled()).toBe(expected)
  }

  return {
    act: async ({ event }) => {
      const modelEvent = event as ModelEvent
      switch (modelEvent.type) {
        case 'submission.edit':
          if (modelEvent.field === 'agreement') await consent.setChecked(modelEvent.value === 'yes')
          else await field(modelEvent.field as TextField).fill(String(modelEvent.value))
          return
        case 'submission.submit':
          sentBeforePress = held.count
          await submitButton.click()
          return
        case CHECKED: {
          // The check let the values through: the request goes out with them.
          const request = await held.next()
          expect(held.count).toBe(sentBeforePress + 1)
          expect(sentBody(request.request)).toEqual(bodyOnPage(modelEvent.output))
          return
        }
        case CHECK_FAILED:
          await eventually(async () => expect(await form.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0))
          expect(held.count).toBe(sentBeforePress)
          return
        case SENT:
          return answerSuccess(modelEvent.output)
        case SEND_FAILED: {
          const error = modelEvent.error
          if (error.status === 400) return held.answer(400, refusalAnswer(error))
          return held.answer(500, (error as ServerFailure).data)
        }
        case 'submission.dismiss':
          await sentModal.getByRole('button', { name: t(m.alert_ok) }).click()
          return
      }
    },
    check: async (state) => {
      const { values, errors, message, body, success } = state.context as Context
      if (state.matches('validating')) {
        // Seen right after the press: taken, and only these values could have gone out.
        const refused = refusedFields(values)
        await eventually(async () => {
          const marked = await form.locator('[aria-invalid="true"]').count()
          expect(refused ? marked > 0 : (await form.getAttribute('aria-busy')) === 'true').toBe(true)
        })
        const sent = held.count - sentBeforePress
        if (refused) expect(sent).toBe(0)
        else expect(sent).toBeLessThanOrEqual(1)
        if (sent === 1) expect(sentBody(held.waiting.at(-1)!.request)).toEqual(bodyOnPage(bodyOf(values)))
        expect(await failureAlert.count()).toBe(0)
        return
      }
      await eventually(() => checkFields(values, errors))
      const sending = state.matches('sending')
      await eventually(() => busy(sending))
      if (sending) {
        expect(held.waiting.length).toBe(1)
        expect(sentBody(held.waiting[0]!.request)).toEqual(bodyOnPage(body))
      } else expect(held.waiting).toEqual([])

      if (state.matches('refused')) {
        await failureAlert.waitFor()
        expect(normalized(await failureAlert.textContent())).toContain(normalized(say(message!)))
      } else expect(await failureAlert.count()).toBe(0)
      if (state.matches('invalid') || (state.matches('refused') && Object.keys(errors).length > 0))
        await firstToFixFocused()

      if (state.matches('succeeded')) {
        await sentModal.waitFor()
        expect(normalized(await sentModal.textContent())).toContain(normalized(say(success!.answer.detail)))
      } else await sentModal.waitFor({ state: 'detached' })
    },
    describe: async () => {
      const alert = (await failureAlert.count()) > 0 ? ` alert: ${normalized(await failureAlert.textContent())}` : ''
      const modal = (await sentModal.count()) > 0 ? ` modal: ${normalized(await sentModal.textContent())}` : ''
      return `form busy=${await form.getAttribute('aria-busy')}, held=${held.waiting.length}${alert}${modal}`
    },
  }
}

export const submissionAdapter: PathAdapter = {
  name: 'submission',
  machine: submissionMachine,
  model: submissionModel,
  input: INPUT,
  paths: submissionPaths,
  excluded: EXCLUDED,
  as: 'guest',
  open,
}
