// Route guards (SPEC 2 "Rules for access"): requires-auth pages send guests home, anonymous-only pages send
// signed-in buyers home. Use them as `beforeLoad`; they run in SSR (a redirect answer) and on client navigation.
//   beforeLoad: () => requireViewer()     → the route context gains `viewer`
//   beforeLoad: () => requireGuest()
import { redirect } from '@tanstack/react-router'
import type { AccountUser } from '../../contract/account'
import { currentViewer } from './viewer'

/** Lets only signed-in buyers through; guests go to the home page. */
export async function requireViewer(): Promise<{ viewer: AccountUser }> {
  const viewer = await currentViewer()
  if (!viewer) throw redirect({ to: '/' })
  return { viewer }
}

/** Lets only guests through; signed-in buyers go to the home page. */
export async function requireGuest(): Promise<void> {
  if (await currentViewer()) throw redirect({ to: '/' })
}

/** Pages `requireGuest` guards; links to them are pointless for a signed-in buyer. */
const GUEST_ONLY_PATHS = ['/auth/registration/']

/** A link (with or without the /en prefix) to a page only guests may open. */
export function isGuestOnlyUrl(url: string): boolean {
  const path = url.replace(/^\/en(?=\/)/, '')
  return GUEST_ONLY_PATHS.some((guestPath) => path.startsWith(guestPath))
}
