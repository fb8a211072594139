// The browser's side of the shared validation rules: schemas carry message keys (contract/fields.ts), the
// server translates them itself, the forms show them through paraglide. Server texts arrive translated already.
import { m } from '../../../messages/compiled/messages.js'

// Listed one by one so the bundle keeps only these messages, not the whole catalogue.
const KEYED: Record<string, () => string> = {
  forms_validation_required: m.forms_validation_required,
  forms_validation_invalidEmail: m.forms_validation_invalidEmail,
  forms_validation_invalidNumber: m.forms_validation_invalidNumber,
  forms_validation_invalidDate: m.forms_validation_invalidDate,
  forms_validation_too_long: m.forms_validation_too_long,
  forms_validation_phone_digits: m.forms_validation_phone_digits,
  forms_validation_phone_min: m.forms_validation_phone_min,
  forms_validation_phone_max: m.forms_validation_phone_max,
  forms_validation_password_min: m.forms_validation_password_min,
  forms_validation_password_repeat: m.forms_validation_password_repeat,
  forms_validation_password_mismatch: m.forms_validation_password_mismatch,
  forms_validation_user_type: m.forms_validation_user_type,
  forms_validation_inn_digits: m.forms_validation_inn_digits,
  forms_validation_inn_invalid: m.forms_validation_inn_invalid,
  forms_validation_agreement: m.forms_validation_agreement,
  auth_reset_link_invalid: m.auth_reset_link_invalid,
  forms_validation_text: m.forms_validation_text,
  orders_validation_date_past: m.orders_validation_date_past,
  orders_validation_delivery_type: m.orders_validation_delivery_type,
  orders_validation_payment_type: m.orders_validation_payment_type,
  errors_serverError: m.errors_serverError,
  errors_error: m.errors_error,
  history_repeat_failed: m.history_repeat_failed,
  orders_cancel_reason_too_long: m.orders_cancel_reason_too_long,
}

/** A message key in the current language; any other text (a server message) as it is. */
export function messageText(keyOrText: string): string {
  return Object.hasOwn(KEYED, keyOrText) ? KEYED[keyOrText]!() : keyOrText
}
