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
  textField,
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

/** PUT my/account/: the profile the buyer edits (the e-mail is the login). */
export const ProfileBody = v.pipe(v.object(profileEntries), innForUserTypeCheck())
export type ProfileBody = v.InferInput<typeof ProfileBody>

export const RegistrationBody = v.pipe(
  v.object({ ...profileEntries, password: passwordField, password_repeat: passwordRepeatField }),
  innForUserTypeCheck(),
  repeatedPasswordCheck(),
)
export type RegistrationBody = v.InferInput<typeof RegistrationBody>

/** authorization/reset/: the single-use token from the recovery e-mail and the new password twice. */
export const ResetBody = v.pipe(
  v.object({
    token: v.pipe(textField('forms_validation_required'), v.regex(/^[A-Za-z0-9_-]{16,128}$/, 'auth_reset_link_invalid')),
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
