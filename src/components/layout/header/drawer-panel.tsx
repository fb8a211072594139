// The mobile drawer's panel. It loads with the header, not on the first open: the city picker opens from it, and a
// lazy panel would show only after React's suspense timer (docs/architecture.md, on what loads after a visitor acts).
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { m } from '../../../../messages/compiled/messages.js'
import { CloseIcon } from '../../ui/icons'
import { Overlay } from '../../ui/overlay'
import { useFocusTrap } from '../../ui/use-focus-trap'
import { useScrollLock } from '../../ui/use-scroll-lock'
import { buttonClass } from '../../ui/button'
import { Logo } from '../logo'
import { MenuLink } from '../../ui/menu-link'
import { DESKTOP_QUERY, useMediaQuery } from '../use-media-query'
import { useMenuTree } from '../../../state/menu-tree-provider'
import { DrawerCatalogue } from './drawer-catalogue'
import { DrawerFooter } from './drawer-footer'
import { GuestNotice } from './guest-notice'
import type { MobileDrawerProps } from './mobile-drawer'
import { MainMenu } from './main-menu'
import styles from './mobile-drawer.module.css'

const CATALOGUE_URL = '/catalog/'
const REGISTRATION_URL = '/auth/registration/'

export function DrawerPanel({ onClose, vars, session, siteName }: MobileDrawerProps) {
  const panel = useRef<HTMLDivElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  useFocusTrap(panel, true, { onEscape: onClose, initialFocus: closeButton })
  useScrollLock(true)

  // Closes on navigation and when the desktop layout takes over (SPEC: the mobile menu closes above 990 px).
  const desktop = useMediaQuery(DESKTOP_QUERY)
  const href = useRouterState({ select: (state) => state.location.href })
  const [openedAt] = useState(href)
  useEffect(() => {
    if (desktop || href !== openedAt) onClose()
  }, [desktop, href, openedAt, onClose])
  // The drawer shows the whole category tree: fetched the first time it opens.
  const { categories, want } = useMenuTree()
  useEffect(want, [want])
  const header = vars?.header
  const [mainSlug, ...extraSlugs] = header?.menus ?? []
  const mainMenu = vars?.menus.find((menu) => menu.slug === mainSlug)
  const extraMenus = extraSlugs.flatMap((slug) => vars?.menus.filter((menu) => menu.slug === slug) ?? [])
  // The menu that links to the catalogue joins the catalogue section instead of repeating its heading.
  const catalogueMenu = extraMenus.find((menu) => menu.items.some((item) => item.url === CATALOGUE_URL))
  const otherMenus = extraMenus.filter((menu) => menu !== catalogueMenu)
  const menuUrls = [mainMenu, ...extraMenus].flatMap((menu) => menu?.items.map((item) => item.url) ?? [])

  return (
    <Overlay onClose={onClose} placement="start">
      <div
        ref={panel}
        id="mobile-drawer"
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-label={m.nav_menu()}
        tabIndex={-1}
      >
        <div className={styles.head}>
          <Logo src={header?.logo} siteName={siteName} size="sm" onNavigate={onClose} />
          <button
            ref={closeButton}
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label={m.nav_close_menu()}
          >
            <CloseIcon size={24} />
          </button>
        </div>
        <div className={styles.body}>
          {session ? null : (
            <div className={styles.guest}>
              <GuestNotice />
              <MenuLink
                url={REGISTRATION_URL}
                className={buttonClass('primary', 'md', styles.register)}
                onNavigate={onClose}
              >
                {m.nav_become_client()}
              </MenuLink>
            </div>
          )}
          <DrawerCatalogue categories={categories} links={catalogueMenu?.items ?? []} onNavigate={onClose} />
          {mainMenu ? <MainMenu menu={mainMenu} variant="list" onNavigate={onClose} /> : null}
          {otherMenus.map((menu) => (
            <section key={menu.slug} className={styles.section}>
              <h2 className={styles.sectionTitle}>{menu.title}</h2>
              <MainMenu menu={menu} variant="list" onNavigate={onClose} />
            </section>
          ))}
          <DrawerFooter header={header} menuUrls={menuUrls} onPickCity={onClose} />
        </div>
      </div>
    </Overlay>
  )
}
