// How a password reset ended: a notice with one action (open the sign-in dialog, or request a new link).
import { useEffect, useRef } from 'react'
import { Button } from '../ui/button'
import { AlertIcon, CheckCircleIcon } from '../ui/icons'
import styles from './reset-outcome.module.css'

type ResetOutcomeProps = {
  tone: 'success' | 'danger'
  title: string
  text: string
  action: string
  onAction: () => void
}

export function ResetOutcome({ tone, title, text, action, onAction }: ResetOutcomeProps) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <section className={styles.outcome} data-tone={tone} role={tone === 'danger' ? 'alert' : 'status'}>
      {tone === 'success' ? (
        <CheckCircleIcon size={36} className={styles.icon} />
      ) : (
        <AlertIcon size={36} className={styles.icon} />
      )}
      <h2 ref={heading} tabIndex={-1} className={styles.title}>
        {title}
      </h2>
      <p>{text}</p>
      <Button onClick={onAction} aria-haspopup="dialog">
        {action}
      </Button>
    </section>
  )
}
