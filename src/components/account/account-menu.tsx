// The signed-in buyer's control in the header: a button with the name that opens the account menu (SPEC 2
// "Account menu"). The menu closes on a click outside, on Escape and on navigation.
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useId } from 'react'
import { m } from '../../../messages/compiled/messages.js'
import type { AccountUser } from '../../../contract/account'
import { ChevronDownIcon, UserIcon } from '../ui/icons'
import { useDropdown } from '../ui/use-dropdown'
import { AccountMenuList } from './account-menu-list'
import styles from './account-menu.module.css'

export function AccountMenu({ user, onLogout }: { user: AccountUser; onLogout: () => void }) {
  const { open, setOpen, root, button } = useDropdown()
  const listId = useId()
  const href = useRouterState({ select: (state) => state.location.href })
  useEffect(() => setOpen(false), [href, setOpen])
  const name = user.full_name || user.organization_name || user.email

  return (
    <div ref={root} className={styles.root}>
      <button
        ref={button}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={m.modal_menu_open({ name })}
        onClick={() => setOpen((value) => !value)}
      >
        <UserIcon size={22} />
        <span className={styles.caption} aria-hidden="true">
          <span className={styles.name}>{name}</span>
          <ChevronDownIcon size={14} />
        </span>
      </button>
      <div id={listId} className={styles.panel} hidden={!open}>
        <p className={styles.who}>
          <span className={styles.whoName}>{name}</span>
          {user.organization_name && user.organization_name !== name ? (
            <span className={styles.whoOrg}>{user.organization_name}</span>
          ) : null}
        </p>
        <AccountMenuList user={user} onLogout={onLogout} onNavigate={() => setOpen(false)} />
      </div>
    </div>
  )
}
