// The confirmation of a repeat: the lines that can be ordered now, each with a checkbox (all checked at first),
// and those that cannot (out of stock, not in the buyer's price list) greyed below with the reason; adding is
// possible while at least one line is checked.
import { useRef } from 'react'
import { m } from '../../../messages/compiled/messages.js'
import type { RepeatLine } from '../../../contract/orders'
import type { RepeatOrderView } from '../../state/use-repeat-order'
import { Button } from '../ui/button'
import { Dialog } from '../ui/dialog'
import styles from './repeat-dialog.module.css'

const lineText = (line: RepeatLine) => `${m.product_sku({ sku: line.sku })} · ${m.cart_packs({ count: line.quantity })}`

/** Why a line cannot be repeated: not in the buyer's price list, else out of stock or withdrawn. */
const unavailableNote = (line: RepeatLine) =>
  line.product?.price === null ? m.product_no_price_short() : m.history_repeat_unavailable()

export function RepeatDialog({
  view: { state, context, send },
  orderNumber,
}: {
  view: RepeatOrderView
  orderNumber: string
}) {
  const confirmButton = useRef<HTMLButtonElement>(null)
  const open = (state === 'confirming' || state === 'adding') && context.preview !== null
  if (!open || !context.preview) return null
  const { available, unavailable } = context.preview
  const adding = state === 'adding'
  const cancel = () => {
    if (!adding) send({ type: 'repeat.cancel' })
  }
  return (
    <Dialog
      open
      size="md"
      onClose={cancel}
      title={m.history_repeat_title({ number: orderNumber })}
      initialFocus={confirmButton}
      actions={
        <>
          <Button variant="secondary" onClick={cancel} disabled={adding}>
            {m.history_repeat_cancel()}
          </Button>
          <Button
            ref={confirmButton}
            onClick={() => send({ type: 'repeat.confirm' })}
            disabled={adding || context.selected.length === 0}
            aria-busy={adding}
          >
            {m.history_repeat_confirm()}
          </Button>
        </>
      }
    >
      <p className={styles.intro}>{m.history_repeat_intro()}</p>
      {unavailable.length > 0 ? <p className={styles.warning}>{m.history_repeat_some_missing()}</p> : null}
      <fieldset className={styles.group} disabled={adding}>
        <legend className={styles.legend}>{m.history_repeat_available()}</legend>
        <ul className={styles.lines}>
          {available.map((line) => (
            <li key={line.id}>
              <label className={styles.line}>
                <input
                  type="checkbox"
                  checked={context.selected.includes(line.id)}
                  onChange={() => send({ type: 'repeat.toggle', id: line.id })}
                />
                <span className={styles.text}>
                  <span className={styles.name}>{line.name}</span>
                  <span className={styles.meta}>{lineText(line)}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {unavailable.length > 0 ? (
        <div className={styles.group}>
          <p className={styles.legend}>{m.history_repeat_unavailable_group()}</p>
          <ul className={styles.lines}>
            {unavailable.map((line) => (
              <li key={line.id} className={`${styles.line} ${styles.missing}`} data-unavailable>
                <span className={styles.text}>
                  <span className={styles.name}>{line.name}</span>
                  <span className={styles.meta}>{lineText(line)}</span>
                  <span className={styles.note}>{unavailableNote(line)}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className={styles.count} role="status">
        {m.history_repeat_selected({ count: context.selected.length, total: available.length })}
      </p>
    </Dialog>
  )
}
