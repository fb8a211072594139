// The modal chain machine behind the header's account dialogs (SPEC 4 "Modals"): login → recovery → "sent" →
// back to login; every dialog closes on a route change; a recovery submit while one is in flight is ignored. A
// page opened with `?login=1` starts with the sign-in dialog open.
import { useRouter } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { createContext, use, useEffect, useMemo, type ReactNode } from 'react'
import { provideModalChain } from '../../machines/modal-chain.machine'
import { restorePassword } from '../api/auth'
import { useAuth } from './auth-provider'
import type { ModalName, ModalsActions, ModalsState } from './auth-view'

const ModalsContext = createContext<(ModalsState & ModalsActions) | null>(null)

// The recovery dialog shows its own failure.
const machine = provideModalChain({
  restorePassword: ({ input, signal }) => restorePassword(input, { signal, suppressErrorAlert: true }),
})

const OPEN: ModalName[] = ['login', 'recovery', 'sent']

/** The query parameter of a link that opens the sign-in dialog (the activation mail's). */
const LOGIN_PARAM = 'login'

export function ModalsProvider({ children }: { children: ReactNode }) {
  const actor = useActorRef(machine)

  const router = useRouter()
  useEffect(() => router.subscribe('onBeforeNavigate', () => actor.send({ type: 'route.changed' })), [router, actor])

  // `?login=1` (the link of the activation mail) opens the sign-in dialog for a guest, once: the URL drops it.
  const signedIn = useAuth().user !== null
  useEffect(() => {
    const url = new URL(window.location.href)
    if (!url.searchParams.has(LOGIN_PARAM)) return
    url.searchParams.delete(LOGIN_PARAM)
    window.history.replaceState(window.history.state, '', url)
    if (!signedIn) actor.send({ type: 'modal.openLogin' })
    // Only the address the page was opened with counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor])

  const open = useSelector(actor, (snapshot) => OPEN.find((name) => snapshot.matches(name)) ?? null)
  const submitting = useSelector(actor, (snapshot) => snapshot.matches({ recovery: 'submitting' }))
  const error = useSelector(actor, (snapshot) => snapshot.context.error)
  const sentMessage = useSelector(actor, (snapshot) => snapshot.context.sentMessage)

  const actions = useMemo(
    (): ModalsActions => ({
      openLogin: () => actor.send({ type: 'modal.openLogin' }),
      openRecovery: () => actor.send({ type: 'modal.openRecovery' }),
      submitRecovery: (email) => actor.send({ type: 'modal.submit', email }),
      close: () => actor.send({ type: 'modal.close' }),
    }),
    [actor],
  )

  const value = useMemo(
    () => ({ open, submitting, error, sentMessage, ...actions }),
    [open, submitting, error, sentMessage, actions],
  )
  return <ModalsContext value={value}>{children}</ModalsContext>
}

export function useModals(): ModalsState & ModalsActions {
  const value = use(ModalsContext)
  if (!value) throw new Error('useModals needs a ModalsProvider above it')
  return value
}
