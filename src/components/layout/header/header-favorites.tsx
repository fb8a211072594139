// Favourites heart with the number of saved products. A buyer's leads to /my/favorites/; a guest's list lives in
// this browser only, so the heart asks them to sign in (the account pages are for buyers).
import type { ReactNode } from 'react'
import { m } from '../../../../messages/compiled/messages.js'
import { useFavorites } from '../../../state/favorites-provider'
import { HeartIcon } from '../../ui/icons'
import { MenuLink } from '../../ui/menu-link'
import styles from './action-link.module.css'

/** `onLogin`: the guest's heart opens the login instead of linking to the account page. */
export function HeaderFavorites({ onLogin }: { onLogin?: () => void }) {
  const count = useFavorites().ids.length
  const label = m.header_favorites_count({ count })
  const content: ReactNode = (
    <>
      <HeartIcon size={22} />
      {/* The caption comes before the (absolutely placed) badge, in the order the name says them. */}
      <span className={styles.caption} aria-hidden="true">
        {m.header_favorites()}
      </span>{' '}
      {count > 0 ? (
        <span className={styles.badge} aria-hidden="true" data-favorites-count>
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </>
  )
  return onLogin ? (
    <button type="button" className={styles.action} aria-label={label} onClick={onLogin}>
      {content}
    </button>
  ) : (
    <MenuLink className={styles.action} url="/my/favorites/" aria-label={label}>
      {content}
    </MenuLink>
  )
}
