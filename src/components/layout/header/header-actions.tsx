// Right side of the main bar. Guests: the prices notice and the login button. Signed-in users: favourites,
// cart and the account link. The account, cart and favourites issues fill `session` and `onLogin`.
import type { HeaderConfig } from '../../../schemas/site'
import { buttonClass } from '../../ui/button'
import { menuHref } from '../menu-link'
import styles from './header-actions.module.css'
import { HeaderAccount, HeaderLogin } from './header-account'
import { HeaderCart } from './header-cart'
import { HeaderFavorites } from './header-favorites'
import { GuestNotice } from './guest-notice'

export type HeaderSession = {
  favorites: number
  cartCount: number
  /** The cart sum already formatted as RUB (ru-RU), or null while unknown. */
  cartTotal: string | null
  /** Shown on the account link; falls back to the generic label. */
  name?: string | null
}

type HeaderActionsProps = {
  session: HeaderSession | null
  header: HeaderConfig | undefined
  onLogin?: () => void
}

export function HeaderActions({ session, header, onLogin }: HeaderActionsProps) {
  return (
    <div className={styles.actions}>
      {header?.buy_label && header.buy_url ? (
        <a className={buttonClass('primary', 'sm', styles.buy)} href={menuHref(header.buy_url)}>
          {header.buy_label}
        </a>
      ) : null}
      {session ? (
        <>
          <HeaderFavorites count={session.favorites} />
          {header?.disable_cart ? null : <HeaderCart count={session.cartCount} total={session.cartTotal} />}
          <HeaderAccount name={session.name ?? null} />
        </>
      ) : (
        <>
          <GuestNotice className={styles.notice} />
          <HeaderLogin onLogin={onLogin} />
        </>
      )}
    </div>
  )
}
