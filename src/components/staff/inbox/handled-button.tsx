// Marks a message handled (or waiting again); the page reloads what it shows after the answer.
import { useRouter } from '@tanstack/react-router'
import type { InboxMessage } from '../../../../contract/staff/inbox'
import { m } from '../../../../messages/compiled/messages.js'
import { setMessageHandled } from '../../../api/staff/inbox'
import { useSubmission } from '../../../state/use-submission'
import { Button } from '../../ui/button'
import styles from './inbox.module.css'

export function HandledButton({ message }: { message: InboxMessage }) {
  const router = useRouter()
  const handled = message.handled_at !== null
  const toggle = useSubmission<Record<string, never>>({
    values: {},
    send: async (_body, signal) => {
      const answer = await setMessageHandled(message.id, !handled, { signal, suppressErrorAlert: true })
      await router.invalidate()
      return answer
    },
  })
  return (
    <span className={styles.cell}>
      <Button
        variant={handled ? 'secondary' : 'primary'}
        size="sm"
        disabled={toggle.busy}
        onClick={toggle.submit}
        aria-label={`${handled ? m.staff_inbox_unhandle() : m.staff_inbox_handle()}: ${message.full_name}`}
      >
        {handled ? m.staff_inbox_unhandle() : m.staff_inbox_handle()}
      </Button>
      {toggle.message ? (
        <span className={styles.problem} role="alert">
          {toggle.message}
        </span>
      ) : null}
    </span>
  )
}
