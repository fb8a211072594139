// The header's account dialogs, whose forms and rules load the first time one of them opens: a page's first load
// does without them.
import { Suspense, lazy } from 'react'
import { useModals } from '../../state/modals-provider'

const AuthDialogs = lazy(() => import('./auth-dialogs').then((module) => ({ default: module.AuthDialogs })))

export function AuthModals() {
  const { open } = useModals()
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <AuthDialogs />
    </Suspense>
  )
}
