// The main menu (first header menu): a single row in the desktop top bar, a plain list in the drawer.
import { useRouterState } from '@tanstack/react-router'
import type { Menu } from '../../../../contract/site'
import { MenuLink } from '../../ui/menu-link'
import styles from './main-menu.module.css'

type MainMenuProps = { menu: Menu; variant: 'bar' | 'list'; onNavigate?: () => void }

export function MainMenu({ menu, variant, onNavigate }: MainMenuProps) {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  if (menu.items.length === 0) return null
  return (
    <nav className={variant === 'bar' ? styles.bar : styles.stack} aria-label={menu.title}>
      <ul className={styles.items}>
        {menu.items.map((item) => (
          <li key={`${item.url}|${item.title}`}>
            <MenuLink url={item.url} onNavigate={onNavigate} aria-current={pathname === item.url ? 'page' : undefined}>
              {item.title}
            </MenuLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
