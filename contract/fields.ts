// Field rules shared by every form and the API that receives it (SPEC 5). Messages are message keys:
// the server translates them with `translate`, the storefront with paraglide.
import * as v from 'valibot'
import { isValidInn } from './inn'

const REQUIRED = 'forms_validation_required'

/** Ids are PostgreSQL integers: a larger number names nothing (404), it is no database error. */
export const MAX_ID = 2_147_483_647

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** PostgreSQL stores no NUL, and a lone UTF-16 surrogate is no text at all: both are refused, never stored. */
export const isStorableText = (value: string) => !value.includes('\u0000') && !LONE_SURROGATE.test(value)

/** The start of every text field the API takes: a string (else `message`) of storable characters. */
export const textField = (message = 'forms_validation_text') =>
  v.pipe(v.string(message), v.check(isStorableText, 'forms_validation_bad_characters'))

/** A required single-line text: trimmed, not empty, at most `max` characters. */
export const requiredText = (max = 255) =>
  v.pipe(textField(REQUIRED), v.trim(), v.nonEmpty(REQUIRED), v.maxLength(max, 'forms_validation_too_long'))

/** Optional free text: trimmed, at most `max` characters, '' when left out. */
export const optionalText = (max: number) =>
  v.optional(v.pipe(textField(), v.trim(), v.maxLength(max, 'forms_validation_too_long')), '')

export const emailField = v.pipe(
  textField(REQUIRED),
  v.trim(),
  v.nonEmpty(REQUIRED),
  v.maxLength(254, 'forms_validation_too_long'),
  v.email('forms_validation_invalidEmail'),
  v.toLowerCase(),
)

/** Digits only, at least 11 of them; the separators people type ("+7 (912) 345-67-89") are dropped first. */
export const phoneField = v.pipe(
  textField(REQUIRED),
  v.transform((value) => value.replace(/[\s()+\-.]/g, '')),
  v.nonEmpty(REQUIRED),
  v.regex(/^\d+$/, 'forms_validation_phone_digits'),
  v.minLength(11, 'forms_validation_phone_min'),
  v.maxLength(15, 'forms_validation_phone_max'),
)

const mainDigits = (value: string) => value.split(';')[0]!.length

/**
 * A phone that may carry an extension, as B2B buyers write it ("+7 916 123-45-67 доб. 12", "ext 12", "x12", "#12"):
 * kept as "79161234567;ext=12" (RFC 3966's parameter), the number alone checked as `phoneField` checks it.
 */
export const phoneWithExtensionField = v.pipe(
  v.string(REQUIRED),
  v.transform((value) => value.replace(/[\s()+\-.]/g, '')),
  v.nonEmpty(REQUIRED),
  v.regex(/^\d+((доб|доп|ext|x|#)\d{1,6})?$/i, 'forms_validation_phone_extension'),
  v.transform((value) => value.replace(/^(\d+)\D+(\d+)$/, '$1;ext=$2')),
  v.check((value) => mainDigits(value) >= 11, 'forms_validation_phone_min'),
  v.check((value) => mainDigits(value) <= 15, 'forms_validation_phone_max'),
)

/** A password as typed: not trimmed, at least 5 characters. */
export const passwordField = v.pipe(
  textField(REQUIRED),
  v.nonEmpty(REQUIRED),
  v.minLength(5, 'forms_validation_password_min'),
  v.maxLength(128, 'forms_validation_too_long'),
)

/** Any entered password (sign-in, current password): only required. */
export const enteredPassword = v.pipe(
  textField(REQUIRED),
  v.nonEmpty(REQUIRED),
  v.maxLength(128, 'forms_validation_too_long'),
)

/** The second entry of a new password; equality is checked by `repeatedPasswordCheck`. */
export const passwordRepeatField = v.pipe(textField(REQUIRED), v.nonEmpty('forms_validation_password_repeat'))

export const userTypeField = v.picklist(['legal', 'entrepreneur'], 'forms_validation_user_type')
export type UserType = v.InferOutput<typeof userTypeField>

export const innField = v.pipe(
  textField(REQUIRED),
  v.trim(),
  v.nonEmpty(REQUIRED),
  v.regex(/^\d+$/, 'forms_validation_inn_digits'),
)

type PasswordPair = { password: string; password_repeat: string }
type TypedInn = { user_type: UserType; organization_inn: string }

// A check written for the few fields it reads runs unchanged on any object that has them; valibot's pipe
// typing wants the action typed on the whole object, which generic paths cannot express.
const widen = <T extends S, S extends Record<string, unknown>>(
  action: v.BaseValidation<S, S, v.PartialCheckIssue<S>>,
) => action as unknown as v.BaseValidation<T, T, v.PartialCheckIssue<S>>

/** `password_repeat` must equal `password`; the error is reported on `password_repeat`. */
export const repeatedPasswordCheck = <T extends PasswordPair>() =>
  widen<T, PasswordPair>(
    v.forward<PasswordPair, v.PartialCheckIssue<PasswordPair>, ['password_repeat']>(
      v.partialCheck(
        [['password'], ['password_repeat']],
        (input: PasswordPair) => input.password === input.password_repeat,
        'forms_validation_password_mismatch',
      ),
      ['password_repeat'],
    ),
  )

/** The INN length and checksum depend on the user type: 10 digits for organizations, 12 for sole traders. */
export const innForUserTypeCheck = <T extends TypedInn>() =>
  widen<T, TypedInn>(
    v.forward<TypedInn, v.PartialCheckIssue<TypedInn>, ['organization_inn']>(
      v.partialCheck(
        [['user_type'], ['organization_inn']],
        (input: TypedInn) => isValidInn(input.organization_inn, input.user_type === 'legal' ? 10 : 12),
        'forms_validation_inn_invalid',
      ),
      ['organization_inn'],
    ),
  )
