// One back-office page: its heading, the actions beside it, and its content.
import type { ReactNode } from 'react'
import styles from './staff-page.module.css'

export function StaffPage({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.page} aria-labelledby="staff-page-title">
      <div className={styles.head}>
        <h1 id="staff-page-title" className={styles.title}>
          {title}
        </h1>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {children}
    </section>
  )
}
