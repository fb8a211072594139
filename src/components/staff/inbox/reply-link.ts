// How to answer a message: a vacancy response by mail (the subject names the vacancy), feedback by phone
// (the feedback form asks no e-mail).
import type { InboxMessage } from '../../../../contract/staff/inbox'
import { formatPhone } from '../../../../contract/format/phone'
import { telHref } from '../../../../contract/format/tel-href'
import { m } from '../../../../messages/compiled/messages.js'
import { getLocale } from '../../../../messages/compiled/runtime.js'

export function replyHref(message: InboxMessage): { href: string; label: string } | null {
  if (message.email) {
    const subject =
      message.kind === 'vacancy'
        ? m.staff_inbox_reply_subject_vacancy({ vacancy: message.vacancy ?? '' })
        : m.staff_inbox_reply_subject_feedback()
    return {
      href: `mailto:${encodeURIComponent(message.email).replace('%40', '@')}?subject=${encodeURIComponent(subject)}`,
      label: m.staff_inbox_reply_mail({ email: message.email }),
    }
  }
  if (message.phone) {
    const phone = formatPhone(message.phone, getLocale())
    return { href: telHref(phone), label: m.staff_inbox_reply_phone({ phone }) }
  }
  return null
}
