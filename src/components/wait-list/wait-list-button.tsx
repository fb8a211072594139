// The wait-list control of an out-of-stock product for a buyer (SPEC 4 "Product card"): "notify me" joins the
// wait list and turns into "in wait list", which leaves it when pressed again. The server's answer shows in a
// notice; a failure in an alert titled "Error".
import { m } from '../../../messages/compiled/messages.js'
import { useWaitListToggle } from '../../state/use-wait-list-toggle'
import { AlertModal } from '../ui/alert-modal'
import { Button } from '../ui/button'
import { CheckCircleIcon, MailIcon } from '../ui/icons'
import { SuccessModal } from '../ui/success-modal'
import styles from './wait-list-button.module.css'

type WaitListButtonProps = { productId: number; inWait: boolean }

export function WaitListButton({ productId, inWait: initiallyInWait }: WaitListButtonProps) {
  const { inWait, busy, notice, toggle, dismiss } = useWaitListToggle(productId, initiallyInWait)
  return (
    <>
      <Button
        variant={inWait ? 'secondary' : 'primary'}
        className={styles.toggle}
        aria-busy={busy}
        disabled={busy}
        title={inWait ? m.wait_remove_label() : m.wait_add_label()}
        onClick={() => void toggle()}
      >
        {inWait ? <CheckCircleIcon size={18} aria-hidden /> : <MailIcon size={18} aria-hidden />}
        <span>{inWait ? m.wait_in_list() : m.wait_add()}</span>
      </Button>
      <SuccessModal
        open={notice !== null && !notice.failed}
        onClose={dismiss}
        title={m.wait_notice_title()}
        message={notice?.message}
      />
      <AlertModal open={notice?.failed === true} onClose={dismiss} title={m.errors_error()} message={notice?.message} />
    </>
  )
}
