// The error page body for 400, 403, 404 and 500: big status code, title, explanation, back-to-homepage button.
import type { ReactNode } from 'react'
import { m } from '../../../messages/compiled/messages.js'
import { localizeHref } from '../../../messages/compiled/runtime.js'
import { buttonClass } from '../ui/button'
import styles from './error-view.module.css'

const TITLES = {
  400: m.error_title_400,
  403: m.error_title_403,
  404: m.error_title_404,
  500: m.error_title_500,
} as const

const TEXTS = {
  400: m.error_text_400,
  403: m.error_text_403,
  404: m.error_not_found_text,
  500: m.error_text_500,
} as const

export type ErrorStatus = keyof typeof TITLES

type ErrorViewProps = {
  status: ErrorStatus
  /** Replaces the default explanation under the title. */
  text?: ReactNode
  /** Extra facts (request address, status) under the explanation. */
  children?: ReactNode
  /** Offer a reload next to the home button (server errors). */
  onReload?: () => void
}

export function ErrorView({ status, text, children, onReload }: ErrorViewProps) {
  return (
    <section className={styles.view} data-status={status} aria-labelledby="error-title">
      <p className={styles.code} aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title" className={styles.title}>
        <span className="visually-hidden">
          {m.error_code_label()} {status}:{' '}
        </span>
        {TITLES[status]()}
      </h1>
      <p className={styles.text}>{text ?? TEXTS[status]()}</p>
      {children}
      <div className={styles.actions}>
        {/* A document navigation on purpose: it also resets whatever state failed. */}
        <a className={buttonClass('primary', 'lg')} href={localizeHref('/')}>
          {m.error_back_home()}
        </a>
        {onReload ? (
          <button type="button" className={buttonClass('secondary', 'lg')} onClick={onReload}>
            {m.error_reload()}
          </button>
        ) : null}
      </div>
    </section>
  )
}
