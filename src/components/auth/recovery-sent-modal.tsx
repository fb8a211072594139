// Confirms that the recovery link is on its way; closing it goes back to the sign-in dialog.
import { useRef } from 'react'
import { m } from '../../../messages/compiled/messages.js'
import { useModals } from '../../state/modals-provider'
import { Button } from '../ui/button'
import { Dialog } from '../ui/dialog'
import { CheckCircleIcon } from '../ui/icons'

export function RecoverySentModal() {
  const modals = useModals()
  const back = useRef<HTMLButtonElement>(null)
  return (
    <Dialog
      open={modals.open === 'sent'}
      onClose={modals.close}
      tone="success"
      icon={<CheckCircleIcon />}
      title={m.modal_sent_title()}
      initialFocus={back}
      actions={
        <Button ref={back} onClick={modals.close}>
          {m.modal_sent_back()}
        </Button>
      }
    >
      {modals.sentMessage || m.modal_sent_text()}
    </Dialog>
  )
}
