// The burger menu below 990 px: a side drawer with the catalogue, menus, contacts and language. It traps focus,
// closes on Escape, on the backdrop, on navigation and when the viewport grows to the desktop layout.
import { Suspense, lazy } from 'react'
import { createPortal } from 'react-dom'
import type { PageVars } from '../../../../contract/site'
import type { HeaderSession } from './header-actions'

export type MobileDrawerProps = {
  open: boolean
  onClose: () => void
  vars: PageVars | null
  session: HeaderSession | null
  siteName: string
}

// The panel's code (the category tree, the menus) is not needed before the burger is pressed.
const DrawerPanel = lazy(() => import('./drawer-panel').then((module) => ({ default: module.DrawerPanel })))

export function MobileDrawer(props: MobileDrawerProps) {
  if (!props.open || typeof document === 'undefined') return null
  return createPortal(
    <Suspense fallback={null}>
      <DrawerPanel {...props} />
    </Suspense>,
    document.body,
  )
}
