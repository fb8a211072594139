// Desktop catalogue button and mega menu: root categories in a column; hovering or focusing one shows its
// sub-categories (level 2 headings with level 3 links). Closes on Escape, outside click, link click, route change.
// The page carries only the top categories; pointing at, focusing or opening the button fetches the whole tree.
import { Link, useRouterState } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { m } from '../../../../messages/compiled/messages.js'
import { useMenuTree } from '../../../state/menu-tree-provider'
import { CatalogIcon, ChevronRightIcon, CloseIcon } from '../../ui/icons'
import { useDropdown } from '../../ui/use-dropdown'
import styles from './catalogue-menu.module.css'
import { CategoryColumns } from './category-columns'

export function CatalogueMenu() {
  const { categories, want } = useMenuTree()
  const { open, setOpen, root, button } = useDropdown()
  const [active, setActive] = useState(0)
  const panelId = useId()
  const href = useRouterState({ select: (state) => state.location.href })

  // Any navigation (a link in the menu or elsewhere) closes the menu.
  const [lastHref, setLastHref] = useState(href)
  if (href !== lastHref) {
    setLastHref(href)
    setOpen(false)
  }

  return (
    <div
      ref={root}
      className={styles.root}
      onBlur={(event) => {
        // Tabbing out of the last link closes the menu, as a click outside does.
        if (event.relatedTarget && !root.current?.contains(event.relatedTarget as Node)) setOpen(false)
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onPointerEnter={want}
        onFocus={want}
        onClick={() => {
          want()
          setOpen((value) => !value)
        }}
      >
        {open ? <CloseIcon size={20} /> : <CatalogIcon size={20} />}
        {m.nav_catalog()}
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <nav className={`container ${styles.inner}`} aria-label={m.header_catalog_menu()}>
          <ul className={styles.roots}>
            {categories.map((category, index) => (
              <li
                key={category.path}
                data-active={index === active || undefined}
                onMouseEnter={() => setActive(index)}
                onFocus={() => setActive(index)}
              >
                <Link
                  to="/catalog/$/"
                  params={{ _splat: category.path }}
                  className={styles.rootLink}
                  onClick={() => setOpen(false)}
                >
                  <span>{category.title}</span>
                  <span>{category.count}</span>
                  {category.children.length > 0 ? <ChevronRightIcon size={16} /> : null}
                </Link>
                {/* Only the active category's sub-categories show: the others stay out of the page. */}
                {index === active ? (
                  <div className={styles.sub}>
                    <CategoryColumns category={category} onNavigate={() => setOpen(false)} />
                  </div>
                ) : null}
              </li>
            ))}
            <li className={styles.allItem}>
              <Link to="/catalog/" className={styles.allLink} onClick={() => setOpen(false)}>
                {m.header_catalog_all()}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </div>
  )
}
