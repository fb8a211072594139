// The "clear the cart" button with the app's confirmation dialog: the cart is emptied only once the buyer confirms;
// cancelling (the safe choice, focused first) leaves it as it is.
import { useRef, useState } from 'react'
import { m } from '../../../messages/compiled/messages.js'
import { useCart } from '../../state/cart-provider'
import { Button } from '../ui/button'
import { Dialog } from '../ui/dialog'

export function ClearCartButton() {
  const { run } = useCart()
  const [asking, setAsking] = useState(false)
  const cancel = useRef<HTMLButtonElement>(null)
  const close = () => setAsking(false)
  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        {m.cart_clear()}
      </Button>
      <Dialog
        open={asking}
        onClose={close}
        tone="danger"
        role="alertdialog"
        title={m.cart_clear_confirm()}
        initialFocus={cancel}
        actions={
          <>
            <Button ref={cancel} variant="secondary" onClick={close}>
              {m.cart_clear_no()}
            </Button>
            <Button
              onClick={() => {
                close()
                run({ kind: 'clear' })
              }}
            >
              {m.cart_clear_yes()}
            </Button>
          </>
        }
      />
    </>
  )
}
