// What a new customer sees after registering: the account awaits activation and a manager will call.
import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { m } from '../../../messages/compiled/messages.js'
import { buttonClass } from '../ui/button'
import { CheckCircleIcon } from '../ui/icons'
import styles from './registration-form.module.css'

export function RegistrationSuccess() {
  const heading = useRef<HTMLHeadingElement>(null)
  // The form is gone: bring the news into view and move the focus to it so screen readers read it.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true })
    window.scrollTo({ top: 0 })
  }, [])
  return (
    <section className={styles.success} role="status">
      <CheckCircleIcon size={40} className={styles.successIcon} />
      <h2 ref={heading} tabIndex={-1}>
        {m.registration_success_title()}
      </h2>
      <p>{m.registration_success_text()}</p>
      <Link to="/" className={buttonClass('secondary')}>
        {m.registration_success_home()}
      </Link>
    </section>
  )
}
