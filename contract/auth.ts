// Request bodies of authorization/*, my/account/ (PUT) and change-password/, shared by the forms and the API.
import * as v from 'valibot'
import {
  emailField,
  enteredPassword,
  innField,
  innForUserTypeCheck,
  passwordField,
  passwordRepeatField,
  phoneField,
  repeatedPasswordCheck,
  requiredText,
  userTypeField,
} from './fields'

export const LoginBody = v.object({ username: emailField, password: enteredPassword })
export type LoginBody = v.InferInput<typeof LoginBody>

export const RestoreBody = v.object({ email: emailField })
export type RestoreBody = v.InferInput<typeof RestoreBody>

const profileEntries = {
  user_type: userTypeField,
  organization_name: requiredText(),
  organization_inn: innField,
  legal_address: requiredText(500),
  actual_address: requiredText(500),
  full_name: requiredText(),
  phone: phoneField,
  email: emailField,
}

/** PUT my/account/: the profile the buyer edits (the e-mail is the login, so changing it asks the current password). */
export const ProfileBody = v.pipe(
  v.object({ ...profileEntries, current_password: v.optional(v.string()) }),
  innForUserTypeCheck(),
)
export type ProfileBody = v.InferInput<typeof ProfileBody>

export const RegistrationBody = v.pipe(
  v.object({ ...profileEntries, password: passwordField, password_repeat: passwordRepeatField }),
  innForUserTypeCheck(),
  repeatedPasswordCheck(),
)
export type RegistrationBody = v.InferInput<typeof RegistrationBody>

export const mailedToken = (invalid: string) =>
  v.pipe(v.string('forms_validation_required'), v.regex(/^[A-Za-z0-9_-]{16,128}$/, invalid))
const resetToken = mailedToken('auth_reset_link_invalid')

/** authorization/reset/check/: whether the recovery e-mail's link still works, asked when its page opens. */
export const ResetCheckBody = v.object({ token: resetToken })
export type ResetCheckBody = v.InferInput<typeof ResetCheckBody>

/** authorization/reset/: the single-use token from the recovery e-mail and the new password twice. */
export const ResetBody = v.pipe(
  v.object({
    token: resetToken,
    password: passwordField,
    password_repeat: passwordRepeatField,
  }),
  repeatedPasswordCheck(),
)
export type ResetBody = v.InferInput<typeof ResetBody>

/** change-password/: the current password (a borrowed session cannot lock the owner out) and the new one twice. */
export const ChangePasswordBody = v.pipe(
  v.object({ current_password: enteredPassword, password: passwordField, password_repeat: passwordRepeatField }),
  repeatedPasswordCheck(),
)
export type ChangePasswordBody = v.InferInput<typeof ChangePasswordBody>

/** my/account/email/confirm/: the single-use token from the mail sent to the new address. */
export const EmailConfirmBody = v.object({ token: mailedToken('account_email_link_invalid') })
export type EmailConfirmBody = v.InferInput<typeof EmailConfirmBody>
