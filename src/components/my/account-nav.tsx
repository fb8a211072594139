// The account sections: a column beside the page on wide screens, a scrollable row of tabs on phones.
import { Link, useRouterState } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { m } from '../../../messages/compiled/messages.js'
import { useAuth } from '../../state/auth-provider'
import styles from './account-nav.module.css'

const SECTIONS = [
  { to: '/my/', label: () => m.my_nav_profile(), exact: true },
  { to: '/my/history/', label: () => m.my_nav_history(), exact: false },
  { to: '/my/company/', label: () => m.my_nav_company(), exact: false, company: true },
  { to: '/my/bonuses/', label: () => m.my_nav_bonuses(), exact: false },
  { to: '/my/favorites/', label: () => m.favorites_title(), exact: false },
  { to: '/my/loyalty-program/', label: () => m.my_nav_loyalty(), exact: false },
  { to: '/my/survey/', label: () => m.my_nav_survey(), exact: false },
] as const satisfies readonly { to: string; label: () => string; exact: boolean; company?: boolean }[]

export function AccountNav() {
  const { user } = useAuth()
  // The company page is for users of a company account.
  const sections = SECTIONS.filter((section) => !('company' in section) || Boolean(user?.company_role))
  const nav = useRef<HTMLElement>(null)
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  // On phones the sections scroll sideways: bring the current one into view.
  useEffect(() => {
    const current = nav.current?.querySelector<HTMLElement>('[aria-current="page"]')
    if (nav.current && current)
      nav.current.scrollLeft = current.offsetLeft - nav.current.clientWidth / 2 + current.clientWidth / 2
  }, [pathname])
  return (
    <nav ref={nav} className={styles.nav} aria-label={m.my_nav_label()}>
      <ul className={styles.list}>
        {sections.map((section) => (
          <li key={section.to}>
            <Link
              to={section.to}
              className={styles.link}
              activeOptions={{ exact: section.exact, includeSearch: false }}
              activeProps={{ className: `${styles.link} ${styles.active}`, 'aria-current': 'page' }}
            >
              {section.label()}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
