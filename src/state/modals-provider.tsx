// The modal chain machine behind the header's account dialogs (SPEC 4 "Modals"): login → recovery → "sent" →
// back to login; every dialog closes on a route change; a recovery submit while one is in flight is ignored. A
// page opened with `?login=1` starts with the sign-in dialog open.
import { useRouter } from '@tanstack/react-router'
import { createContext, use, useEffect, useMemo, type ReactNode } from 'react'
import { useAuth } from './auth-provider'
import { useDeferredActor, useDeferredSelector } from './deferred-actor'
import type { ModalChainActor } from './modal-chain-actor'
import type { ModalName, ModalsActions, ModalsState } from './auth-view'

const ModalsContext = createContext<(ModalsState & ModalsActions) | null>(null)

const startModalChain = (): Promise<ModalChainActor> =>
  import('./modal-chain-actor').then((module) => module.startModalChain())

const OPEN: ModalName[] = ['login', 'recovery', 'sent']

/** The query parameter of a link that opens the sign-in dialog (the activation mail's). */
const LOGIN_PARAM = 'login'

export function ModalsProvider({ children }: { children: ReactNode }) {
  const { actor, send, tell } = useDeferredActor(startModalChain)

  const router = useRouter()
  useEffect(() => router.subscribe('onBeforeNavigate', () => tell({ type: 'route.changed' })), [router, tell])

  // `?login=1` (the link of the activation mail) opens the sign-in dialog for a guest, once: the URL drops it.
  const signedIn = useAuth().user !== null
  useEffect(() => {
    const url = new URL(window.location.href)
    if (!url.searchParams.has(LOGIN_PARAM)) return
    url.searchParams.delete(LOGIN_PARAM)
    window.history.replaceState(window.history.state, '', url)
    if (!signedIn) send({ type: 'modal.openLogin' })
    // Only the address the page was opened with counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [send])

  const open = useDeferredSelector(actor, (snapshot) => OPEN.find((name) => snapshot.matches(name)) ?? null, null)
  const submitting = useDeferredSelector(actor, (snapshot) => snapshot.matches({ recovery: 'submitting' }), false)
  const error = useDeferredSelector(actor, (snapshot) => snapshot.context.error, null)
  const sentMessage = useDeferredSelector(actor, (snapshot) => snapshot.context.sentMessage, null)

  const actions = useMemo(
    (): ModalsActions => ({
      openLogin: () => send({ type: 'modal.openLogin' }),
      openRecovery: () => send({ type: 'modal.openRecovery' }),
      submitRecovery: (email) => send({ type: 'modal.submit', email }),
      close: () => send({ type: 'modal.close' }),
    }),
    [send],
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
