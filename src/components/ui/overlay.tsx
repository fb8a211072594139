// The dimmed backdrop behind modals, drawers and pickers. Clicking it closes what it belongs to.
import type { ReactNode } from 'react'
import styles from './overlay.module.css'

type OverlayProps = {
  onClose?: () => void
  /** Vertical placement of the content: centred dialogs or a side drawer. */
  placement?: 'center' | 'start'
  children?: ReactNode
}

export function Overlay({ onClose, placement = 'center', children }: OverlayProps) {
  return (
    <div className={styles.root} data-placement={placement}>
      {/* The backdrop is a click target only; keyboard users close with Escape or the close button. */}
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      {children}
    </div>
  )
}
