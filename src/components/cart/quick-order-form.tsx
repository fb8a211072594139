// The text of a quick order: the lines typed or pasted (Ctrl/Cmd+Enter checks them), a CSV, text or Excel file to
// read instead, the XLSX template to fill in, and the check button. Errors of the text go under it, errors of a
// file under the file button.
import { useId, type KeyboardEvent, type Ref } from 'react'
import { m } from '../../../messages/compiled/messages.js'
import { getLocale } from '../../../messages/compiled/runtime.js'
import { quickOrderTemplateUrl } from '../../api/orders'
import { Button, buttonClass } from '../ui/button'
import { TextAreaField } from '../ui/text-area-field'
import styles from './quick-order-form.module.css'

type QuickOrderFormProps = {
  textRef?: Ref<HTMLTextAreaElement>
  text: string
  fileName: string | null
  textErrors?: string[]
  fileErrors?: string[]
  checking: boolean
  /** A chosen workbook is being read by the server. */
  reading: boolean
  /** The text is being sent to the cart: it cannot change meanwhile. */
  locked: boolean
  onType: (text: string) => void
  onFile: (file: File) => void
  onCheck: () => void
}

export function QuickOrderForm({
  textRef,
  text,
  fileName,
  textErrors,
  fileErrors,
  checking,
  reading,
  locked,
  onType,
  onFile,
  onCheck,
}: QuickOrderFormProps) {
  const fileId = useId()
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return
    event.preventDefault()
    onCheck()
  }
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault()
        onCheck()
      }}
    >
      <TextAreaField
        ref={textRef}
        label={m.quick_order_text_label()}
        value={text}
        onValueChange={onType}
        onKeyDown={onKeyDown}
        readOnly={locked}
        errors={textErrors}
        hint={m.quick_order_hint()}
        placeholder={m.quick_order_placeholder()}
        rows={5}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" aria-busy={checking || undefined}>
          {checking ? m.quick_order_checking() : m.quick_order_check()}
        </Button>
        <input
          id={fileId}
          type="file"
          accept=".csv,.txt,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          className={`visually-hidden ${styles.fileInput}`}
          disabled={locked}
          aria-label={m.quick_order_file_label()}
          aria-invalid={fileErrors?.length ? true : undefined}
          aria-describedby={fileErrors?.length ? `${fileId}-error` : undefined}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0]
            // Cleared so that choosing the same file again (after fixing it) reads it again.
            event.currentTarget.value = ''
            if (file) onFile(file)
          }}
        />
        <label
          htmlFor={fileId}
          className={buttonClass('secondary', 'md', styles.fileButton)}
          aria-busy={reading || undefined}
        >
          {reading ? m.quick_order_reading() : m.quick_order_file()}
        </label>
        <a
          className={styles.template}
          href={quickOrderTemplateUrl(getLocale())}
          download
          aria-label={m.quick_order_template_label()}
        >
          {m.quick_order_template()}
        </a>
        {fileName && !reading ? (
          <span className={styles.fileName}>{m.quick_order_file_read({ name: fileName })}</span>
        ) : null}
      </div>
      {fileErrors?.length ? (
        <p id={`${fileId}-error`} className={styles.error}>
          {fileErrors.join(' ')}
        </p>
      ) : null}
    </form>
  )
}
