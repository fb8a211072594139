// Confirms that something went through (form sent, order placed).
import { useRef, type ReactNode } from 'react'
import { m } from '../../../messages/compiled/messages.js'
import { Button } from './button'
import { Dialog } from './dialog'
import { CheckCircleIcon } from './icons'

type SuccessModalProps = {
  open: boolean
  onClose: () => void
  title?: ReactNode
  message?: ReactNode
  /** Extra actions (e.g. a link to the order) shown before the OK button. */
  actions?: ReactNode
}

export function SuccessModal({ open, onClose, title, message, actions }: SuccessModalProps) {
  const ok = useRef<HTMLButtonElement>(null)
  return (
    <Dialog
      open={open}
      onClose={onClose}
      tone="success"
      icon={<CheckCircleIcon />}
      title={title ?? m.success_title()}
      initialFocus={ok}
      actions={
        <>
          {actions}
          <Button ref={ok} onClick={onClose}>
            {m.alert_ok()}
          </Button>
        </>
      }
    >
      {message}
    </Dialog>
  )
}
