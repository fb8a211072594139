// An error or notice that interrupts the user (server errors, failed requests). One OK button closes it.
import { useRef, type ReactNode } from 'react'
import { m } from '../../../messages/compiled/messages.js'
import { Button } from './button'
import { Dialog } from './dialog'
import { AlertIcon } from './icons'

type AlertModalProps = {
  open: boolean
  onClose: () => void
  title?: ReactNode
  message: ReactNode
}

export function AlertModal({ open, onClose, title, message }: AlertModalProps) {
  const ok = useRef<HTMLButtonElement>(null)
  return (
    <Dialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      tone="danger"
      icon={<AlertIcon />}
      title={title ?? m.errors_error()}
      initialFocus={ok}
      actions={
        <Button ref={ok} onClick={onClose}>
          {m.alert_ok()}
        </Button>
      }
    >
      {message}
    </Dialog>
  )
}
