// Accessible modal dialog: portal into <body>, aria-modal, focus trap, Escape and backdrop close, focus returned.
import { useId, useRef, type ReactNode, type RefObject } from 'react'
import { createPortal } from 'react-dom'
import { m } from '../../../messages/compiled/messages.js'
import styles from './dialog.module.css'
import { CloseIcon } from './icons'
import { Overlay } from './overlay'
import { useFocusTrap } from './use-focus-trap'
import { useScrollLock } from './use-scroll-lock'

export type DialogProps = {
  open: boolean
  onClose: () => void
  title: ReactNode
  children?: ReactNode
  /** Buttons row under the content. */
  actions?: ReactNode
  icon?: ReactNode
  tone?: 'neutral' | 'danger' | 'success'
  /** 'alertdialog' for messages that interrupt the user. */
  role?: 'dialog' | 'alertdialog'
  size?: 'sm' | 'md'
  initialFocus?: RefObject<HTMLElement | null>
}

export function Dialog(props: DialogProps) {
  if (!props.open || typeof document === 'undefined') return null
  return createPortal(<DialogContent {...props} />, document.body)
}

function DialogContent({
  onClose,
  title,
  children,
  actions,
  icon,
  tone = 'neutral',
  role = 'dialog',
  size = 'sm',
  initialFocus,
}: DialogProps) {
  const panel = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const bodyId = useId()
  useFocusTrap(panel, true, { onEscape: onClose, initialFocus })
  useScrollLock(true)
  return (
    <Overlay onClose={onClose}>
      <div
        ref={panel}
        className={styles.panel}
        data-size={size}
        data-tone={tone}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={children ? bodyId : undefined}
        tabIndex={-1}
      >
        <div className={styles.head}>
          {icon ? <span className={styles.icon}>{icon}</span> : null}
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={m.alert_close()}>
            <CloseIcon />
          </button>
        </div>
        {children ? (
          <div id={bodyId} className={styles.body}>
            {children}
          </div>
        ) : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </Overlay>
  )
}
