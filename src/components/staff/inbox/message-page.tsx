// /staff/inbox/messages/<id>/: one message whole, how to answer it, and its handled state.
import { formatPhone } from '../../../../contract/format/phone'
import type { InboxMessage } from '../../../../contract/staff/inbox'
import { m } from '../../../../messages/compiled/messages.js'
import { getLocale } from '../../../../messages/compiled/runtime.js'
import { AppLink } from '../../ui/app-link'
import { buttonClass } from '../../ui/button'
import { staffDateTime } from '../audit/staff-dates'
import { StaffPage } from '../shell/staff-page'
import { HandledButton } from './handled-button'
import { kindTitle } from './messages-page'
import { replyHref } from './reply-link'
import styles from './inbox.module.css'

export function MessagePage({ message }: { message: InboxMessage }) {
  const reply = replyHref(message)
  const facts: [string, string][] = [
    [m.staff_inbox_col_received(), staffDateTime(message.created)],
    [m.staff_inbox_col_kind(), kindTitle(message) + (message.vacancy ? ` · ${message.vacancy}` : '')],
    [m.staff_inbox_name(), message.full_name],
    [m.staff_inbox_email(), message.email],
    [m.staff_inbox_phone(), formatPhone(message.phone, getLocale())],
    [m.staff_inbox_city(), message.city],
    [m.staff_inbox_language(), message.locale],
    [
      m.staff_inbox_col_state(),
      message.handled_at
        ? `${m.staff_inbox_state_handled()} · ${staffDateTime(message.handled_at)} · ${message.handled_by ?? ''}`
        : m.staff_inbox_state_waiting(),
    ],
  ]
  return (
    <StaffPage
      title={m.staff_inbox_message_title({ id: message.id })}
      actions={<AppLink to="/staff/inbox/">{m.staff_inbox_back()}</AppLink>}
    >
      <dl className={styles.facts}>
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className={styles.fact}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <section className={styles.text} aria-label={m.staff_inbox_col_text()}>
        {message.text || '—'}
      </section>
      <div className={styles.actions}>
        {reply ? (
          <a className={buttonClass('secondary', 'sm')} href={reply.href}>
            {reply.label}
          </a>
        ) : null}
        <HandledButton key={message.handled_at} message={message} />
      </div>
    </StaffPage>
  )
}
