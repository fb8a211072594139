// The catalogue inside the mobile drawer: an accordion three levels deep (title links, chevron toggles), then
// the catalogue menu's links (all goods, brands, the download) under the same heading, or the "all goods" link.
import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { m } from '../../../../messages/compiled/messages.js'
import type { MenuCategory, MenuItem } from '../../../../contract/site'
import { ChevronDownIcon } from '../../ui/icons'
import { MenuLink } from '../../ui/menu-link'
import styles from './drawer-catalogue.module.css'

type Props = { categories: MenuCategory[]; links: MenuItem[]; onNavigate: () => void }

export function DrawerCatalogue({ categories, links, onNavigate }: Props) {
  if (categories.length === 0 && links.length === 0) return null
  return (
    <nav aria-label={m.header_catalog_menu()}>
      <h2 className={styles.title}>{m.nav_catalog()}</h2>
      <CategoryTree nodes={categories} depth={0} onNavigate={onNavigate} />
      {links.length > 0 ? (
        <ul className={styles.links}>
          {links.map((item) => (
            <li key={`${item.url}|${item.title}`}>
              <MenuLink url={item.url} className={styles.all} onNavigate={onNavigate}>
                {item.title}
              </MenuLink>
            </li>
          ))}
        </ul>
      ) : (
        <Link to="/catalog/" className={styles.all} onClick={onNavigate}>
          {m.header_catalog_all()}
        </Link>
      )}
    </nav>
  )
}

function CategoryTree({ nodes, depth, onNavigate }: { nodes: MenuCategory[]; depth: number; onNavigate: () => void }) {
  return (
    <ul className={styles.list} data-depth={depth}>
      {nodes.map((node) => (
        <CategoryItem key={node.path} node={node} depth={depth} onNavigate={onNavigate} />
      ))}
    </ul>
  )
}

function CategoryItem({ node, depth, onNavigate }: { node: MenuCategory; depth: number; onNavigate: () => void }) {
  const [expanded, setExpanded] = useState(false)
  const childrenId = useId()
  const hasChildren = node.children.length > 0
  return (
    <li className={styles.item}>
      <div className={styles.row}>
        <Link to="/catalog/$/" params={{ _splat: node.path }} className={styles.link} onClick={onNavigate}>
          {node.title}
        </Link>
        {hasChildren ? (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={expanded}
            aria-controls={childrenId}
            aria-label={m.header_subcategories({ title: node.title })}
            onClick={() => setExpanded((value) => !value)}
          >
            <ChevronDownIcon size={18} />
          </button>
        ) : null}
      </div>
      {hasChildren ? (
        <div id={childrenId} hidden={!expanded}>
          <CategoryTree nodes={node.children} depth={depth + 1} onNavigate={onNavigate} />
        </div>
      ) : null}
    </li>
  )
}
