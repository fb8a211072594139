// Bodies of forms/feedback/ (the contact form) and forms/vacancy/ (a vacancy response), shared by the forms and
// the API. `website` is a honeypot: the storefront hides it from people, so only a bot fills it in.
import * as v from 'valibot'
import { emailField, optionalText, phoneField, requiredText, textField } from './fields'

/** A body that is JSON but not an object of fields. */
const BODY = 'forms_invalid_body'
const VACANCY = 'forms_validation_vacancy'

/** Left empty by people; any text in it marks the sender as a bot (the API checks it before the other fields). */
export const honeypotField = v.optional(v.unknown())

export const FeedbackBody = v.object(
  {
    full_name: requiredText(),
    phone: phoneField,
    question: requiredText(5000),
    city: requiredText(100),
    // Left out or false alike: the privacy consent is the one message the visitor has to see.
    agreement: v.pipe(
      v.optional(v.boolean('forms_validation_agreement'), false),
      v.check((value) => value, 'forms_validation_agreement'),
    ),
    website: honeypotField,
  },
  BODY,
)
export type FeedbackBody = v.InferInput<typeof FeedbackBody>

/** A vacancy by its id (a number or digits) or its slug; the API answers an unknown one on this field. */
export const vacancyRef = v.pipe(
  v.union(
    [
      v.pipe(v.number(), v.integer(VACANCY), v.minValue(1, VACANCY), v.maxValue(2_147_483_647, VACANCY)),
      v.pipe(textField(VACANCY), v.trim(), v.nonEmpty('forms_validation_required'), v.maxLength(200, VACANCY)),
    ],
    VACANCY,
  ),
  v.transform((value): { id: number } | { slug: string } =>
    typeof value === 'number' ? { id: value } : /^\d{1,9}$/.test(value) ? { id: Number(value) } : { slug: value },
  ),
)

export const VacancyResponseBody = v.object(
  {
    vacancy: vacancyRef,
    full_name: requiredText(),
    email: emailField,
    phone: phoneField,
    comment: optionalText(5000),
    website: honeypotField,
  },
  BODY,
)
export type VacancyResponseBody = v.InferInput<typeof VacancyResponseBody>
