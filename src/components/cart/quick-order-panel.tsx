// The quick order on the cart page: a wholesale buyer pastes or uploads `SKU quantity` lines, checks them against
// the catalogue, reviews what was found and puts the orderable lines in the cart in one go.
import { useEffect, useRef } from 'react'
import { messageText } from '../../lib/forms/messages'
import { m } from '../../../messages/compiled/messages.js'
import { useQuickOrder } from '../../state/use-quick-order'
import { FormAlert } from '../ui/form-alert'
import { QuickOrderForm } from './quick-order-form'
import { QuickOrderSummary } from './quick-order-summary'
import { QuickOrderTable } from './quick-order-table'
import styles from './quick-order-panel.module.css'

const OWN_FIELDS = ['text', 'file']

export function QuickOrderPanel() {
  const { view, type, check, add, chooseFile } = useQuickOrder()
  const { errors, items } = view
  const textRef = useRef<HTMLTextAreaElement>(null)
  // The add button is gone once the lines are in the cart: the keyboard goes on from the empty text.
  useEffect(() => {
    if (view.state === 'added') textRef.current?.focus()
  }, [view.state])
  // Errors of fields the panel has no place for join the server's message.
  const stray = Object.entries(errors?.fieldErrors ?? {}).flatMap(([field, messages]) =>
    OWN_FIELDS.includes(field) ? [] : messages,
  )
  const message = [errors?.message ? messageText(errors.message) : null, ...stray].filter(Boolean).join('\n')
  return (
    <section className={styles.panel} aria-labelledby="quick-order-title">
      <h2 id="quick-order-title" className={styles.title}>
        {m.quick_order_title()}
      </h2>
      <QuickOrderForm
        textRef={textRef}
        text={view.text}
        fileName={view.fileName}
        textErrors={errors?.fieldErrors.text}
        fileErrors={errors?.fieldErrors.file}
        checking={view.state === 'checking'}
        reading={view.state === 'reading'}
        locked={view.state === 'adding'}
        onType={type}
        onFile={(file) => void chooseFile(file)}
        onCheck={check}
      />
      {message ? (
        <FormAlert title={view.state === 'editing' ? m.quick_order_check_failed() : m.quick_order_add_failed()}>
          {message}
        </FormAlert>
      ) : null}
      {items ? (
        <div className={styles.result}>
          <QuickOrderTable items={items} />
        </div>
      ) : null}
      <QuickOrderSummary items={items} adding={view.state === 'adding'} added={view.added} onAdd={add} />
    </section>
  )
}
