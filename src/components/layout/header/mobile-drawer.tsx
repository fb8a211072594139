// The burger menu below 990 px: a side drawer with the catalogue, menus, contacts and language. It traps focus,
// closes on Escape, on the backdrop, on navigation and when the viewport grows to the desktop layout.
import { createPortal } from 'react-dom'
import type { PageVars } from '../../../../contract/site'
import { DrawerPanel } from './drawer-panel'
import type { HeaderSession } from './header-actions'

export type MobileDrawerProps = {
  open: boolean
  onClose: () => void
  vars: PageVars | null
  session: HeaderSession | null
  siteName: string
}

export function MobileDrawer(props: MobileDrawerProps) {
  if (!props.open || typeof document === 'undefined') return null
  return createPortal(<DrawerPanel {...props} />, document.body)
}
