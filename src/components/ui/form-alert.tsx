// Why a form was not accepted: a title ("Could not sign in") and the server's message, announced at once.
import type { ReactNode } from 'react'
import styles from './form-alert.module.css'
import { AlertIcon } from './icons'

export function FormAlert({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className={styles.alert} role="alert">
      <AlertIcon size={20} />
      <div className={styles.text}>
        <p className={styles.title}>{title}</p>
        {children ? <p className={styles.message}>{children}</p> : null}
      </div>
    </div>
  )
}
