// The frame of every account page: the sections beside (or above) the page.
import type { ReactNode } from 'react'
import { AccountNav } from './account-nav'
import styles from './account-layout.module.css'

export function AccountLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.layout}>
      <aside className={styles.aside}>
        <AccountNav />
      </aside>
      <div className={styles.content}>{children}</div>
    </div>
  )
}
