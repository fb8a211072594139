// The back office's frame: a bar with the shop's name, the staff member, the language and sign-out, the menu of
// the sections their role may open, and the page. Dense and plain; at 768 px the menu runs along the top.
import { Link, useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { StaffMe } from '../../../../contract/staff/session'
import { m } from '../../../../messages/compiled/messages.js'
import { getLocale, locales, setLocale } from '../../../../messages/compiled/runtime.js'
import { AppLink } from '../../ui/app-link'
import { AREA_PATHS, areaTitle, roleTitle } from './staff-areas'
import styles from './staff-shell.module.css'

type StaffShellProps = { staff: StaffMe; onSignOut: () => void; children: ReactNode }

export function StaffShell({ staff, onSignOut, children }: StaffShellProps) {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const current = getLocale()
  return (
    <div className={styles.shell}>
      <header className={styles.bar}>
        <Link to="/staff/" className={styles.brand}>
          {m.staff_brand()}
        </Link>
        <div className={styles.who}>
          <span className={styles.name}>{staff.full_name || staff.email}</span>
          <span className={styles.role}>{roleTitle(staff.role)}</span>
        </div>
        <div className={styles.tools}>
          {locales
            .filter((locale) => locale !== current)
            .map((locale) => (
              <button
                key={locale}
                type="button"
                className={styles.tool}
                lang={locale}
                onClick={() => setLocale(locale)}
              >
                {locale.toUpperCase()}
              </button>
            ))}
          <AppLink to="/" className={styles.tool}>
            {m.staff_to_shop()}
          </AppLink>
          <button type="button" className={styles.tool} onClick={onSignOut}>
            {m.staff_sign_out()}
          </button>
        </div>
      </header>
      <nav className={styles.nav} aria-label={m.staff_menu_label()}>
        <ul>
          {staff.areas.map((area) => (
            <li key={area}>
              <AppLink
                to={AREA_PATHS[area]}
                className={styles.link}
                aria-current={pathname.startsWith(AREA_PATHS[area]) ? 'page' : undefined}
              >
                {areaTitle(area)}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <main className={styles.main} id="main">
        {children}
      </main>
    </div>
  )
}
