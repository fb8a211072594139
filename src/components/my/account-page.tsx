// An account page's head: the trail back to the home page and the title.
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { m } from '../../../messages/compiled/messages.js'
import { Breadcrumbs, type Crumb } from '../ui/breadcrumbs'
import styles from './account-page.module.css'

type AccountPageProps = { title: string; section?: string; children: ReactNode }

/** `section` names a page below the profile (bonuses, survey, ...); without it the page is the profile. */
export function AccountPage({ title, section, children }: AccountPageProps) {
  const crumbs: Crumb[] = [
    { key: 'home', label: m.nav_home(), link: (label) => <Link to="/">{label}</Link> },
    { key: 'my', label: m.my_title(), link: (label) => <Link to="/my/">{label}</Link> },
    ...(section ? [{ key: 'section', label: section }] : []),
  ]
  return (
    <div className={styles.page}>
      <Breadcrumbs crumbs={crumbs} />
      <h1 className={styles.title}>{title}</h1>
      {children}
    </div>
  )
}
