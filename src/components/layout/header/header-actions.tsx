// Right side of the main bar. Guests: the prices notice, favourites kept in the browser and the login button.
// Signed-in users: favourites, cart and the account control
// (`account`: the account menu, else a link to the account pages).
import type { ReactNode } from 'react'
import { isGuestOnlyUrl } from '../../../lib/guards'
import type { HeaderConfig } from '../../../../contract/site'
import { buttonClass } from '../../ui/button'
import { menuHref } from '../../ui/menu-link'
import styles from './header-actions.module.css'
import { HeaderAccount, HeaderLogin } from './header-account'
import { HeaderCart } from './header-cart'
import { HeaderFavorites } from './header-favorites'
import { GuestNotice } from './guest-notice'

export type HeaderSession = {
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
  /** The signed-in buyer's account control. */
  account?: ReactNode
}

export function HeaderActions({ session, header, onLogin, account }: HeaderActionsProps) {
  // The configured button usually invites guests to register: a signed-in buyer has no use for it.
  const showBuy = Boolean(header?.buy_label && header.buy_url && !(session && isGuestOnlyUrl(header.buy_url)))
  return (
    <div className={styles.actions}>
      {showBuy && header?.buy_url ? (
        <a className={buttonClass('primary', 'sm', styles.buy)} href={menuHref(header.buy_url)}>
          {header.buy_label}
        </a>
      ) : null}
      {session ? (
        <>
          <HeaderFavorites />
          {header?.disable_cart ? null : <HeaderCart count={session.cartCount} total={session.cartTotal} />}
          {account ?? <HeaderAccount name={session.name ?? null} />}
        </>
      ) : (
        <>
          <GuestNotice className={styles.notice} />
          <HeaderFavorites onLogin={onLogin} />
          <HeaderLogin onLogin={onLogin} />
        </>
      )}
    </div>
  )
}
