// The guest's reminder that wholesale prices need an account (SPEC 1).
import { m } from '../../../../messages/compiled/messages.js'
import { InfoIcon } from '../../ui/icons'
import styles from './guest-notice.module.css'

export function GuestNotice({ className }: { className?: string }) {
  return (
    <p className={[styles.notice, className].filter(Boolean).join(' ')}>
      <InfoIcon size={16} />
      <span>{m.prices_after_registration()}</span>
    </p>
  )
}
