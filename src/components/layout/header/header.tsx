// Site header: a top bar (city, contacts, download, language) on desktop, and the main bar (burger, logo,
// catalogue, search, favourites, cart, account) that sticks to the top with a shadow once the header scrolled by.
import { useRouterState } from '@tanstack/react-router'
import { useRef, useState, type ReactNode } from 'react'
import { m } from '../../../../messages/compiled/messages.js'
import type { Menu, PageVars } from '../../../../contract/site'
import { MenuIcon } from '../../ui/icons'
import { Logo } from '../logo'
import { CatalogueMenu } from './catalogue-menu'
import { CityPicker } from './city-picker'
import { HeaderActions, type HeaderSession } from './header-actions'
import styles from './header.module.css'
import { MobileDrawer } from './mobile-drawer'
import { SearchBox } from './search-box'
import { TopBar } from './top-bar'
import { useStuck } from './use-stuck'

export type HeaderProps = {
  vars: PageVars | null
  /** null for guests; filled by the account layer once it exists. */
  session?: HeaderSession | null
  /** Opens the login modal. */
  onLogin?: () => void
  /** The signed-in buyer's account control (the account menu). */
  account?: ReactNode
}

export function menuBySlug(menus: Menu[] | undefined, slug: string | undefined) {
  return slug ? menus?.find((menu) => menu.slug === slug) : undefined
}

export function Header({ vars, session = null, onLogin, account }: HeaderProps) {
  const [drawerOpen, setDrawerOpen] = useState(false)
  const sentinel = useRef<HTMLDivElement>(null)
  const stuck = useStuck(sentinel)
  const header = vars?.header
  const siteName = vars?.settings.site_name || m.site_name()
  const mainMenu = menuBySlug(vars?.menus, header?.menus[0])
  // On the search page the box shows what was searched for.
  const searched = useRouterState({
    select: (state) =>
      state.matches.some((match) => match.routeId === '/search/') ? String(state.location.search.q ?? '') : '',
  })

  return (
    <>
      {/* Covers the top bar: once it has scrolled out of view, the main bar is stuck to the top. */}
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
      <header className={styles.header} data-stuck={stuck || undefined}>
        <TopBar header={header} mainMenu={mainMenu} />
        <div className={styles.main}>
          <div className={`container ${styles.row}`}>
            <button
              type="button"
              className={styles.burger}
              aria-label={m.nav_open_menu()}
              aria-expanded={drawerOpen}
              aria-controls="mobile-drawer"
              onClick={() => setDrawerOpen(true)}
            >
              <MenuIcon size={24} />
            </button>
            <Logo src={header?.logo} siteName={siteName} />
            <CatalogueMenu />
            <div className={styles.search}>
              <SearchBox key={searched} defaultValue={searched} />
            </div>
            <HeaderActions session={session} header={header} onLogin={onLogin} account={account} />
          </div>
        </div>
        <MobileDrawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          vars={vars}
          session={session}
          siteName={siteName}
        />
        <CityPicker />
      </header>
    </>
  )
}
