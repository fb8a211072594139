// The frame of a company or flat page: the trail back home, the title, the page's own text, then its blocks.
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { m } from '../../../messages/compiled/messages.js'
import { Breadcrumbs } from '../ui/breadcrumbs'
import { RichText } from '../ui/rich-text'
import styles from './company-page.module.css'

type CompanyPageProps = { title: string; body: string; children?: ReactNode }

export function CompanyPage({ title, body, children }: CompanyPageProps) {
  return (
    <div className={styles.page}>
      <Breadcrumbs
        crumbs={[
          { key: 'home', label: m.nav_home(), link: (label) => <Link to="/">{label}</Link> },
          { key: 'page', label: title },
        ]}
      />
      <h1 className={styles.title}>{title}</h1>
      {body ? <RichText html={body} className={styles.body} /> : null}
      {children}
    </div>
  )
}
