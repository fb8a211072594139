// Favourites heart with the number of saved products (signed-in users only).
import { m } from '../../../paraglide/messages.js'
import { HeartIcon } from '../../ui/icons'
import { MenuLink } from '../menu-link'
import styles from './action-link.module.css'

export function HeaderFavorites({ count }: { count: number }) {
  return (
    <MenuLink className={styles.action} url="/my/favorites/" aria-label={m.header_favorites_count({ count })}>
      <HeartIcon size={22} />
      {count > 0 ? (
        <span className={styles.badge} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
      <span className={styles.caption} aria-hidden="true">
        {m.header_favorites()}
      </span>
    </MenuLink>
  )
}
